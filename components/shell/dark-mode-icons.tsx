/** The dark-mode slider's sun and crescent, drawn on the server so the slider's script stays small; CSS shows the one that is set. */
export function DarkModeIcons() {
  return (
    <>
      <svg className="dark-mode-sun" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4.2" fill="currentColor" />
        <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" />
      </svg>
      <svg className="dark-mode-moon" viewBox="0 0 24 24" fill="currentColor">
        <path d="M20 14.6A8.5 8.5 0 0 1 9.4 4a8.5 8.5 0 1 0 10.6 10.6Z" />
      </svg>
    </>
  );
}
