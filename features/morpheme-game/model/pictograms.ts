/**
 * The pictograms of the morpheme game, drawn for it: simple shapes on a 48×48 grid. Outlines
 * take the stroke of the <svg> that shows them; each shape sets its own fill.
 */
export const pictograms = {
  house: '<path d="M8 22 24 9l16 13" fill="none"/><path d="M12 20v20h24V20" fill="#fde68a"/><path d="M20 40V29h8v11" fill="#b45309"/><path d="M30 14V9h4v8" fill="#ef4444"/>',
  door: '<rect x="13" y="6" width="22" height="36" rx="2" fill="#a16207"/><rect x="17" y="10" width="14" height="12" rx="1" fill="#fde68a"/><circle cx="30" cy="27" r="2" fill="#fde047"/><path d="M8 42h32"/>',
  cat: '<path d="M12 40c0-10 4-16 12-16s12 6 12 16z" fill="#f59e0b"/><path d="M14 22 12 8l8 7h8l8-7-2 14c0 6-5 9-12 9s-12-3-12-9z" fill="#fbbf24"/><circle cx="19" cy="20" r="1.5" fill="#111"/><circle cx="29" cy="20" r="1.5" fill="#111"/><path d="M22 25l2 1.5 2-1.5M10 24h6M32 24h6"/>',
  dog: '<path d="M13 40c0-9 4-14 11-14s11 5 11 14z" fill="#d97706"/><rect x="14" y="10" width="20" height="19" rx="9" fill="#f59e0b"/><path d="M14 13c-5 0-6 9-3 11l3-2M34 13c5 0 6 9 3 11l-3-2" fill="#92400e"/><circle cx="20" cy="18" r="1.5" fill="#111"/><circle cx="28" cy="18" r="1.5" fill="#111"/><ellipse cx="24" cy="23" rx="3" ry="2" fill="#111"/>',
  tree: '<path d="M22 42V30h4v12" fill="#92400e"/><circle cx="24" cy="19" r="13" fill="#22c55e"/><circle cx="19" cy="17" r="2" fill="#ef4444"/><circle cx="29" cy="22" r="2" fill="#ef4444"/><circle cx="26" cy="12" r="2" fill="#ef4444"/>',
  flower: '<path d="M24 42V24M24 34c-6 0-9-4-9-6 5 0 9 2 9 6z" fill="#22c55e"/><circle cx="24" cy="11" r="5" fill="#f472b6"/><circle cx="17" cy="17" r="5" fill="#f472b6"/><circle cx="31" cy="17" r="5" fill="#f472b6"/><circle cx="20" cy="24" r="4" fill="#f472b6"/><circle cx="28" cy="24" r="4" fill="#f472b6"/><circle cx="24" cy="18" r="4" fill="#fde047"/>',
  sun: '<circle cx="24" cy="24" r="9" fill="#facc15"/><path d="M24 5v6M24 37v6M5 24h6M37 24h6M10 10l4 4M34 34l4 4M38 10l-4 4M14 34l-4 4"/>',
  rain: '<path d="M12 28a8 8 0 0 1 2-15 10 10 0 0 1 19-1 8 8 0 0 1 3 16z" fill="#cbd5e1"/><path d="M16 34l-2 6M25 34l-2 6M34 34l-2 6" stroke="#3b82f6"/>',
  snow: '<circle cx="24" cy="33" r="10" fill="#f8fafc"/><circle cx="24" cy="17" r="7" fill="#f8fafc"/><path d="M23 17l5 1.5-5 1.5z" fill="#f97316"/><circle cx="21.5" cy="15" r="1" fill="#111"/><circle cx="26.5" cy="15" r="1" fill="#111"/><path d="M16 10h16M19 10V4h10v6" fill="#1f2937"/><circle cx="24" cy="30" r="1" fill="#111"/><circle cx="24" cy="35" r="1" fill="#111"/>',
  wind: '<path d="M6 18h24a5 5 0 1 0-5-5M6 26h32a5 5 0 1 1-5 5M6 34h16" fill="none"/>',
  book: '<path d="M24 12c-5-3-11-3-16-1v27c5-2 11-2 16 1 5-3 11-3 16-1V11c-5-2-11-2-16 1z" fill="#93c5fd"/><path d="M24 12v27"/>',
  pen: '<path d="M32 6l10 10-22 22-12 2 2-12z" fill="#60a5fa"/><path d="M10 28l10 10M28 10l10 10"/><path d="M8 40l2-10 8 8z" fill="#fde68a"/>',
  person: '<circle cx="24" cy="13" r="7" fill="#fcd34d"/><path d="M10 42c0-9 6-15 14-15s14 6 14 15z" fill="#60a5fa"/>',
  people: '<circle cx="16" cy="15" r="6" fill="#fcd34d"/><circle cx="32" cy="15" r="6" fill="#fdba74"/><path d="M4 40c0-8 5-13 12-13s12 5 12 13z" fill="#34d399"/><path d="M20 40c0-8 5-13 12-13s12 5 12 13z" fill="#a78bfa"/>',
  child: '<circle cx="24" cy="14" r="8" fill="#fcd34d"/><path d="M17 10c2-4 12-4 14 0" fill="#92400e"/><path d="M14 42l3-14h14l3 14z" fill="#f472b6"/><circle cx="21" cy="14" r="1" fill="#111"/><circle cx="27" cy="14" r="1" fill="#111"/><path d="M21 18q3 2 6 0"/>',
  heart: '<path d="M24 40S6 29 6 17a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 12-18 23-18 23z" fill="#f43f5e"/>',
  star: '<path d="M24 5l5.6 12 13 1.5-9.7 8.9 2.7 12.9L24 34l-11.6 6.3 2.7-12.9-9.7-8.9 13-1.5z" fill="#facc15"/>',
  clock: '<circle cx="24" cy="24" r="17" fill="#e0f2fe"/><path d="M24 13v11l7 5"/>',
  calendar: '<rect x="7" y="10" width="34" height="31" rx="3" fill="#f8fafc"/><path d="M7 18h34" /><rect x="7" y="10" width="34" height="8" rx="3" fill="#ef4444"/><path d="M15 6v8M33 6v8M14 25h4M22 25h4M30 25h4M14 33h4M22 33h4"/>',
  car: '<path d="M6 32v-7l5-9h22l6 9h3v7z" fill="#ef4444"/><path d="M14 18h8v7h-11zM26 18h6l4 7H26z" fill="#bae6fd"/><circle cx="14" cy="33" r="4" fill="#1f2937"/><circle cx="34" cy="33" r="4" fill="#1f2937"/>',
  bike: '<circle cx="12" cy="31" r="8" fill="none"/><circle cx="36" cy="31" r="8" fill="none"/><path d="M12 31l8-14h12l4 14M20 17l4 14h-12M24 31l8-14M18 13h6M30 12h5" fill="none" stroke="#16a34a"/>',
  tram: '<rect x="10" y="8" width="28" height="28" rx="5" fill="#facc15"/><rect x="14" y="12" width="20" height="10" rx="2" fill="#bae6fd"/><circle cx="17" cy="29" r="2" fill="#1f2937"/><circle cx="31" cy="29" r="2" fill="#1f2937"/><path d="M16 36l-4 6M32 36l4 6M18 8l6-5 6 5"/>',
  ball: '<circle cx="24" cy="24" r="17" fill="#f8fafc"/><path d="M24 16l7 5-3 8h-8l-3-8z" fill="#1f2937"/><path d="M24 16V7M31 21l9-3M28 29l5 8M20 29l-5 8M17 21l-9-3"/>',
  apple: '<path d="M24 15c-4-4-16-3-16 10 0 10 7 17 11 17 2 0 3-1 5-1s3 1 5 1c4 0 11-7 11-17 0-13-12-14-16-10z" fill="#ef4444"/><path d="M24 15c0-4 1-7 4-9"/><path d="M25 11c3-4 8-4 10-2-2 3-6 4-10 2z" fill="#22c55e"/>',
  bread: '<path d="M8 22c0-7 7-11 16-11s16 4 16 11c0 3-2 4-3 4v13H11V26c-1 0-3-1-3-4z" fill="#f59e0b"/><path d="M17 20l3 3M23 18l3 3M29 20l3 3"/>',
  cup: '<path d="M10 18h24v12a10 10 0 0 1-10 10h-4a10 10 0 0 1-10-10z" fill="#f8fafc"/><path d="M34 21h3a5 5 0 0 1 0 10h-4" fill="none"/><path d="M17 6c-2 3 2 5 0 8M24 6c-2 3 2 5 0 8" fill="none"/><path d="M6 43h36"/>',
  bottle: '<path d="M20 4h8v8l4 6v22a3 3 0 0 1-3 3H19a3 3 0 0 1-3-3V18l4-6z" fill="#7dd3fc"/><path d="M16 24h16v10H16z" fill="#f8fafc"/>',
  bag: '<path d="M9 16h30l-3 26H12z" fill="#f97316"/><path d="M17 20v-6a7 7 0 0 1 14 0v6" fill="none"/>',
  coin: '<circle cx="20" cy="22" r="13" fill="#facc15"/><circle cx="30" cy="28" r="13" fill="#fde047"/><path d="M34 22a6 6 0 1 0 0 12M25 27h8M25 31h8" fill="none"/>',
  bed: '<path d="M5 38V14M43 38V26H5" fill="none"/><rect x="5" y="26" width="38" height="8" fill="#93c5fd"/><rect x="8" y="19" width="11" height="7" rx="3" fill="#f8fafc"/><path d="M20 26c4-6 14-6 23-2v2z" fill="#a78bfa"/>',
  key: '<circle cx="15" cy="24" r="9" fill="#facc15"/><circle cx="15" cy="24" r="3" fill="#fff"/><path d="M24 24h18M36 24v6M41 24v5"/>',
  table: '<path d="M5 18h38v5H5z" fill="#b45309"/><path d="M9 23v18M39 23v18M17 23v10M31 23v10"/><rect x="20" y="11" width="8" height="7" fill="#f8fafc"/>',
  shoe: '<path d="M5 34V18h12c2 6 8 8 14 9s12 3 12 7v4H5z" fill="#ef4444"/><path d="M5 34h38M19 22l3-2M22 25l3-2"/>',
  jacket: '<path d="M16 6l-9 6-3 28h8V20l1 22h22l1-22v20h8l-3-28-9-6c-2 4-6 5-8 5s-6-1-8-5z" fill="#3b82f6"/><path d="M24 11v31M20 24h1M20 30h1"/>',
  tooth: '<path d="M12 10c3-4 8-3 12-1 4-2 9-3 12 1 3 5 1 11-1 15-1 5-1 15-5 15-3 0-3-10-6-10s-3 10-6 10c-4 0-4-10-5-15-2-4-4-10-1-15z" fill="#f8fafc"/>',
  hospital: '<rect x="6" y="6" width="36" height="36" rx="8" fill="#f8fafc"/><path d="M19 12h10v7h7v10h-7v7H19v-7h-7V19h7z" fill="#ef4444"/>',
  music: '<path d="M18 36V10l20-4v26" fill="none"/><ellipse cx="13" cy="36" rx="6" ry="5" fill="#a78bfa"/><ellipse cx="33" cy="32" rx="6" ry="5" fill="#a78bfa"/><path d="M18 16l20-4"/>',
  speech: '<path d="M8 8h32a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H22l-10 9v-9H8a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3z" fill="#bae6fd"/><path d="M13 16h22M13 23h15"/>',
  question: '<circle cx="24" cy="24" r="18" fill="#c4b5fd"/><path d="M18 19a6 6 0 1 1 8 5c-2 1-2 2-2 5" fill="none"/><circle cx="24" cy="35" r="1.5" fill="#1f2937"/>',
  bulb: '<path d="M24 5a13 13 0 0 0-8 23c2 2 3 4 3 7h10c0-3 1-5 3-7a13 13 0 0 0-8-23z" fill="#fde047"/><path d="M19 39h10M20 43h8"/>',
  check: '<circle cx="24" cy="24" r="18" fill="#86efac"/><path d="M15 24l6 6 12-13" fill="none"/>',
  // A sum done wrong on a sheet of squared paper, its answer crossed out in the teacher's red: a
  // mistake at first sight (a red circle with a cross read as a broken picture).
  wrong: '<rect x="7" y="5" width="34" height="38" rx="3" fill="#f8fafc"/><path d="M7 14.5h34M7 24h34M7 33.5h34M16.5 5v38M26 5v38M35.5 5v38" stroke="#bfdbfe" stroke-width="1"/><path d="M10 9.5a3 3 0 0 1 6 0c0 3-6 5.5-6 9h6M19 13.5h7M22.5 10v7M29 9.5a3 3 0 0 1 6 0c0 3-6 5.5-6 9h6" fill="none" stroke="#1e3a8a"/><path d="M10 28h6M10 32h6M25 25.5h-5.5l-.7 5c1-.9 2-1.2 3.2-1.2a3.2 3.2 0 0 1 0 6.4c-1.3 0-2.5-.6-3.2-1.5" fill="none" stroke="#1e3a8a"/><path d="M28.5 26.5l8 9M36.5 26.5l-8 9" fill="none" stroke="#dc2626" stroke-width="3.2"/><path d="M9 40.5q5-3.2 10 0t10 0" fill="none" stroke="#dc2626" stroke-width="2"/>',
  // An apple still green, its leaf a darker green: not ripe yet.
  greenApple: '<path d="M24 15c-4-4-16-3-16 10 0 10 7 17 11 17 2 0 3-1 5-1s3 1 5 1c4 0 11-7 11-17 0-13-12-14-16-10z" fill="#86efac"/><path d="M24 15c0-4 1-7 4-9"/><path d="M25 11c3-4 8-4 10-2-2 3-6 4-10 2z" fill="#15803d"/>',
  // A thumb up and a thumb down, the hand in a green and a red sleeve: an advantage and a drawback
  // (a sum done wrong under "Ein ___ des Regens" read as a mistake, not a drawback).
  thumbsUp: '<path d="M8 22h7v20H8z" fill="#22c55e"/><path d="M15 23l5-4 3-10c1-3 6-2 6 1l-1 9h11a3 3 0 0 1 0 6 3 3 0 0 1-1 6 3 3 0 0 1-1 6 3 3 0 0 1-2 5H15z" fill="#fcd34d"/><path d="M28 25h9M28 31h8M28 37h7" fill="none"/>',
  thumbsDown: '<g transform="matrix(1 0 0 -1 0 48)"><path d="M8 22h7v20H8z" fill="#ef4444"/><path d="M15 23l5-4 3-10c1-3 6-2 6 1l-1 9h11a3 3 0 0 1 0 6 3 3 0 0 1-1 6 3 3 0 0 1-1 6 3 3 0 0 1-2 5H15z" fill="#fcd34d"/><path d="M28 25h9M28 31h8M28 37h7" fill="none"/></g>',
  // A black cat, the one of the superstition, sitting with its tail up and yellow eyes: the slate fill
  // keeps its outline, so it stands out on the dark tile at night too.
  blackCat: '<path d="M36 39c6 0 9-5 6-12" fill="none"/><path d="M12 41c0-10 4-16 12-16s12 6 12 16z" fill="#334155"/><path d="M14 22 12 8l8 7h8l8-7-2 14c0 6-5 9-12 9s-12-3-12-9z" fill="#334155"/><ellipse cx="19" cy="20" rx="2.6" ry="2.2" fill="#facc15" stroke-width="1"/><ellipse cx="29" cy="20" rx="2.6" ry="2.2" fill="#facc15" stroke-width="1"/><path d="M19 18.6v2.8M29 18.6v2.8" stroke="#111" stroke-width="1.2"/><path d="M22 25.5l2 1 2-1" fill="none" stroke="#f9a8d4" stroke-width="1.4"/>',
  // The moon, a crescent among stars: far out of reach on foot.
  moon: '<path d="M30 6a18 18 0 1 0 12 30A15 15 0 0 1 30 6z" fill="#fde047"/><path d="M10 10l1 3 3 1-3 1-1 3-1-3-3-1 3-1zM38 10l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" fill="#facc15" stroke-width="1"/>',
  // A bird flying out of its open cage: freedom, and flying as a bird does.
  bird: '<path d="M4 42V24a9 9 0 0 1 18 0v18z" fill="none"/><path d="M9 42V17M13 42V15M17 42V17M3 42h20" fill="none"/><path d="M22 26l5-6" fill="none"/><path d="M26 20c0-6 5-10 11-9 3 0 5 2 6 4l3 1-3 2c-1 6-7 9-13 8-2 0-3-1-4-2z" fill="#38bdf8"/><path d="M31 17l-2-12 10 9z" fill="#0ea5e9"/><circle cx="39" cy="14" r="1.3" fill="#111"/>',
  // A wine glass with a crack and a chip fallen off: glass that breaks.
  glass: '<path d="M14 5h20l-1 14a9 9 0 0 1-18 0z" fill="#e0f2fe"/><path d="M24 28v11M16 42h16" fill="none"/><path d="M21 6l4 5-3 3 4 5" fill="none" stroke="#dc2626" stroke-width="1.8"/><path d="M36 30l4-2 1 4zM33 38l3 1-2 2z" fill="#bae6fd"/>',
  lock: '<rect x="10" y="21" width="28" height="21" rx="3" fill="#facc15"/><path d="M16 21v-6a8 8 0 0 1 16 0v6" fill="none"/><circle cx="24" cy="30" r="3" fill="#1f2937"/><path d="M24 33v4"/>',
  eye: '<path d="M4 24s7-12 20-12 20 12 20 12-7 12-20 12S4 24 4 24z" fill="#f8fafc"/><circle cx="24" cy="24" r="7" fill="#38bdf8"/><circle cx="24" cy="24" r="3" fill="#1f2937"/>',
  gift: '<rect x="8" y="19" width="32" height="22" fill="#f472b6"/><rect x="6" y="13" width="36" height="7" fill="#fb7185"/><path d="M24 13v28M24 13c-4-7-12-6-9-1 1 2 6 1 9 1zM24 13c4-7 12-6 9-1-1 2-6 1-9 1z" fill="#facc15"/>',
  cake: '<rect x="8" y="24" width="32" height="16" rx="2" fill="#f9a8d4"/><path d="M8 30c4 3 8-3 12 0s8 3 12 0 6-2 8 0" fill="none"/><path d="M16 24v-7M24 24v-7M32 24v-7"/><path d="M16 13c-1-2 1-4 0-6 2 2 2 4 0 6zM24 13c-1-2 1-4 0-6 2 2 2 4 0 6zM32 13c-1-2 1-4 0-6 2 2 2 4 0 6z" fill="#f97316"/>',
  road: '<path d="M16 4 6 44h36L32 4z" fill="#94a3b8"/><path d="M24 8v6M24 20v7M24 33v8" stroke="#f8fafc"/>',
  mountain: '<path d="M3 40 17 14l8 13 6-9 14 22z" fill="#86efac"/><path d="M13 21l4-7 4 7-2 2-2-2-2 2z" fill="#f8fafc"/>',
  water: '<path d="M4 20q5-5 10 0t10 0 10 0 10 0M4 30q5-5 10 0t10 0 10 0 10 0M4 40q5-5 10 0t10 0 10 0 10 0" fill="none" stroke="#3b82f6"/>',
  brush: '<path d="M30 5l8 8-14 14-8-8z" fill="#fcd34d"/><path d="M16 19l8 8c-2 8-8 14-18 13 1-10 4-17 10-21z" fill="#f472b6"/>',
  broom: '<path d="M38 5 23 25"/><path d="M20 22l8 6-3 15c-6 0-14-3-18-9z" fill="#facc15"/><path d="M13 36l7-9M18 40l6-9"/>',
  letter: '<rect x="5" y="11" width="38" height="27" rx="3" fill="#f8fafc"/><path d="M5 13l19 14 19-14" fill="none"/><path d="M30 30c0-2 2-3 3-3s3 1 3 3-3 4-3 4-3-2-3-4z" fill="#f43f5e"/>',
  phone: '<rect x="14" y="4" width="20" height="40" rx="4" fill="#1f2937"/><rect x="17" y="9" width="14" height="26" rx="1" fill="#7dd3fc"/><circle cx="24" cy="39" r="1.5" fill="#f8fafc"/>',
  glasses: '<circle cx="14" cy="26" r="8" fill="#1f2937" fill-opacity="0.85"/><circle cx="34" cy="26" r="8" fill="#1f2937" fill-opacity="0.85"/><path d="M22 25q2-2 4 0M6 24 3 17M42 24l3-7"/>',
  umbrella: '<path d="M4 24a20 20 0 0 1 40 0c-3-2-6-2-8 0-3-2-6-2-8 0-3-2-5-2-8 0-3-2-5-2-8 0-3-2-5-2-8 0z" fill="#ef4444"/><path d="M24 24v14a3 3 0 0 1-6 0" fill="none"/>',
  crown: '<path d="M6 36 4 14l11 9 9-14 9 14 11-9-2 22z" fill="#facc15"/><path d="M6 40h36"/><circle cx="24" cy="28" r="2.5" fill="#ef4444"/>',
  ear: '<path d="M16 18a10 10 0 0 1 20 0c0 8-8 9-8 16 0 5-4 8-8 8-3 0-5-2-6-4" fill="#fcd34d"/><path d="M21 19a5 5 0 0 1 10 0c0 4-4 4-4 8" fill="none"/>',
  happy: '<circle cx="24" cy="24" r="18" fill="#fde047"/><circle cx="18" cy="20" r="2" fill="#1f2937"/><circle cx="30" cy="20" r="2" fill="#1f2937"/><path d="M15 28q9 9 18 0" fill="none"/>',
  // A child under its own rain cloud, eyes down and a tear: sadness drawn as a scene, not a face icon.
  // Alone on a park bench in the rain, his friend's place beside him empty but for the ball they
  // played with: unhappy without his friend, drawn as a scene for the start page's round.
  lonely: '<g stroke-width="1.3"><path d="M0 41h48v7H0z" fill="#bbf7d0" stroke="none"/><path d="M2 41.5h44" fill="none"/><path d="M8 36v5.5M40 36v5.5M10 25v7M38 25v7" fill="none" stroke-width="1.8"/><rect x="5" y="20.5" width="38" height="4.5" rx="1.5" fill="#d97706"/><rect x="4" y="32" width="40" height="4.5" rx="1.5" fill="#b45309"/><path d="M10.5 33c0-6.5 2.3-10 7-10s7 3.5 7 10z" fill="#60a5fa"/><path d="M12 33h11l-.6 7h-3.5l-.9-4-.9 4h-3.5z" fill="#1e3a8a"/><path d="M12.5 40.8h4M18.5 40.8h4" stroke-width="2"/><circle cx="17.5" cy="16" r="6" fill="#fcd34d"/><path d="M11.6 14.6a6 6 0 0 1 11.8 0c-2.2-1.1-3.8-1.3-5.4-.5-1.9-1-4.2-.8-6.4.5z" fill="#92400e"/><path d="M14.6 16.6q.9.8 1.8 0M18.6 16.6q.9.8 1.8 0M15.6 20.2q1.9-1.3 3.8 0" fill="none"/><path d="M21.3 17.8q-1 1.6 0 2.5 1-.9 0-2.5z" fill="#3b82f6" stroke="none"/><path d="M10.5 8.5a3 3 0 0 1 1.4-5.3 4.4 4.4 0 0 1 8.4-.6 3 3 0 0 1 3.4 4.2 2.2 2.2 0 0 1-1.3 1.7z" fill="#cbd5e1"/><path d="M11.4 10.5l-.6 1.6M24.2 10.5l-.6 1.6M9.6 14l-.6 1.6" stroke="#3b82f6"/><circle cx="36" cy="29" r="3" fill="#f43f5e"/><path d="M34.3 27.6a2 2 0 0 1 1.6-.9" fill="none" stroke="#fff" stroke-width="1"/></g>',
  sad: '<path d="M15 14h17a4 4 0 0 0 0-8 6 6 0 0 0-11-1 5 5 0 0 0-6 9z" fill="#cbd5e1"/><path d="M19 16l-.8 2M24 16l-.8 2M29 16l-.8 2" stroke="#3b82f6"/><path d="M13 44c0-7 4-11 11-11s11 4 11 11z" fill="#60a5fa"/><circle cx="24" cy="26" r="6.5" fill="#fcd34d"/><path d="M20 26.5q1.3 1.1 2.6 0M25.4 26.5q1.3 1.1 2.6 0M21.5 30.4q2.5-1.8 5 0" fill="none" stroke="#263238" stroke-width="1.5"/><path d="M28.8 28q-1.3 2.1 0 3.1 1.3-1 0-3.1z" fill="#60a5fa" stroke-width="1"/>',
  hammer: '<path d="M10 18l12-10 6 6-12 10z" fill="#94a3b8"/><path d="M22 20l18 18-4 4-18-18z" fill="#b45309"/>',
  sprout: '<path d="M6 42h36" /><path d="M24 42V22"/><path d="M24 28c-10 0-14-6-14-12 9 0 14 5 14 12zM24 24c0-8 5-13 14-13 0 8-5 13-14 13z" fill="#4ade80"/>',
  plate: '<circle cx="24" cy="26" r="15" fill="#f8fafc"/><circle cx="24" cy="26" r="9" fill="#fca5a5"/><path d="M4 12v8a3 3 0 0 0 6 0v-8M7 22v20M44 12c-5 0-5 8-5 12h5v18" fill="none"/>',
  salt: '<path d="M10 19h12l1 21a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" fill="#f8fafc"/><path d="M10 19c0-7 12-7 12 0z" fill="#cbd5e1"/><path d="M27 19h12l1 21a2 2 0 0 1-2 2H28a2 2 0 0 1-2-2z" fill="#57534e"/><path d="M27 19c0-7 12-7 12 0z" fill="#cbd5e1"/><path d="M14 15h.1M18 15h.1M16 13h.1M31 15h.1M35 15h.1M33 13h.1" stroke-width="2"/>',
  train: '<rect x="8" y="10" width="32" height="24" rx="4" fill="#3b82f6"/><rect x="12" y="14" width="10" height="8" fill="#bae6fd"/><rect x="26" y="14" width="10" height="8" fill="#bae6fd"/><circle cx="15" cy="37" r="3" fill="#1f2937"/><circle cx="33" cy="37" r="3" fill="#1f2937"/><path d="M4 42h40"/>',
  ship: '<path d="M4 30h40l-6 10H10z" fill="#ef4444"/><rect x="14" y="20" width="20" height="10" fill="#f8fafc"/><path d="M18 20v-8h5v8M26 20v-6h5v6" fill="#1f2937"/><path d="M2 44q5-3 11 0t11 0 11 0 11 0" fill="none" stroke="#3b82f6"/>',
  fire: '<path d="M24 44c-9 0-14-6-14-13 0-9 8-13 8-22 5 4 8 9 8 14 2-2 3-5 3-7 5 4 9 9 9 15 0 7-5 13-14 13z" fill="#f97316"/><path d="M24 44c-4 0-6-3-6-6 0-4 4-6 5-10 3 3 7 6 7 10 0 3-2 6-6 6z" fill="#fde047"/>',
  bath: '<path d="M4 24h40v6a10 10 0 0 1-10 10H14A10 10 0 0 1 4 30z" fill="#f8fafc"/><path d="M10 24V10a4 4 0 0 1 8 0" fill="none"/><circle cx="24" cy="18" r="3" fill="#bae6fd"/><circle cx="31" cy="15" r="4" fill="#bae6fd"/><path d="M12 40l-2 4M36 40l2 4"/>',
  plane: '<path d="M6 25h30c5 0 9 1 9 3s-4 3-9 3H10z" fill="#e2e8f0"/><path d="M7 25 4 14h5l6 11z" fill="#93c5fd"/><path d="M19 28l8-15h5l-3 15zM21 31l6 10h4l-2-10z" fill="#93c5fd"/><path d="M33 27h2M37 27h2"/><path d="M2 45h44" stroke-dasharray="3 4"/>',
  snail: '<path d="M5 40q0-5 6-5h25V23a3 3 0 0 1 6 0v13a4 4 0 0 1-4 4z" fill="#a3e635"/><circle cx="22" cy="25" r="11" fill="#f59e0b"/><path d="M22 25a3 3 0 1 1 3 3 6 6 0 1 1-8-7" fill="none"/><path d="M37 21l-3-7M41 21l3-7"/><circle cx="34" cy="13" r="1.5" fill="#263238"/><circle cx="44" cy="13" r="1.5" fill="#263238"/>',
} as const;

export type PictogramId = keyof typeof pictograms;
