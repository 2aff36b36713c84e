import { locales } from "@/lib/i18n/locales";
import { ROOT_REDIRECT_FRAGMENT } from "@/lib/i18n/root-language";
import { BASE_DATA_KEY, SCHEMA_VERSION } from "./storage/base-data-schema";
import { CHUNK_RELOAD_FLAG } from "./chunk-reload";

/**
 * Runs before the first paint so nothing flashes: dark mode from storage or else the system
 * preference (the `light-mode` body class) and the remembered size of the language
 * list. Base data of an older schema version is ignored, as the storage module clears it.
 * The address wins over the remembered language: only a visit to the bare `/`, which the server redirected to
 * the start page of the browser's language with a mark in the fragment (ROOT_REDIRECT_FRAGMENT,
 * taken off the address at once), goes on to the language remembered in local storage; a
 * `/<locale>` typed, bookmarked or linked shows that language, with or without a trailing slash
 * (whose redirect once counted as the bare `/`'s and sent `/ta/` to the remembered Arabic).
 *
 * Pictures with a night version follow the page, not only the system: the media of their
 * `<source data-scheme="dark">` becomes the body class's choice once the document is parsed, when
 * an image loads (a picture a client navigation brings) and whenever the dark-mode switch turns.
 *
 * The header's language list (a disclosure, open without script) closes as a menu does: on Escape,
 * the focus back on its switch, and on a press anywhere outside it. Here rather than in a client
 * component, so it works before React starts and costs the start pages no script chunk.
 *
 * It also reloads the page once when one of Next's scripts fails to load (after a new
 * deployment), guarded by a session flag so that a lasting failure never loops.
 * A script in the head may fail before this runs; the resource timings tell of that one.
 */
export const startUpScript = `(function(){try{var d=document,b=d.body,s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(
  BASE_DATA_KEY,
)})||"{}")||{}}catch(e){}if(!(s.version>=${SCHEMA_VERSION}))s={};var dark=typeof s.darkMode==="boolean"?s.darkMode:!matchMedia("(prefers-color-scheme: light)").matches;b.classList.toggle("light-mode",!dark);if(s.languageAdvanced)d.documentElement.setAttribute("data-languages","all");if(location.hash===${JSON.stringify(`#${ROOT_REDIRECT_FRAGMENT}`)}){history.replaceState(history.state,"",location.pathname+location.search);var want=typeof s.language==="string"?s.language.toLowerCase():"",p=location.pathname.split("/");if(want&&p.length===2&&p[1]!==want&&${JSON.stringify(
  locales,
)}.indexOf(want)>=0)location.replace("/"+want+location.search)}}catch(e){}
function scheme(){var m=document.body.classList.contains("light-mode")?"not all":"all";document.querySelectorAll('source[data-scheme="dark"]').forEach(function(s){if(s.media!==m)s.media=m})}
try{new MutationObserver(scheme).observe(document.body,{attributes:true,attributeFilter:["class"]})}catch(e){}
document.addEventListener("DOMContentLoaded",scheme);addEventListener("load",function(e){if(e.target.tagName==="IMG")scheme()},true);
function closeLanguages(e){var inside=e.type==="pointerdown"?e.target:null;document.querySelectorAll("details.language-menu[open]").forEach(function(m){if(inside&&m.contains(inside))return;var f=m.contains(document.activeElement);m.open=false;if(f&&!inside){var s=m.querySelector("summary");if(s)s.focus()}})}
addEventListener("keydown",function(e){if(e.key==="Escape")closeLanguages(e)});addEventListener("pointerdown",closeLanguages,true);
function reload(){try{if(sessionStorage.getItem(${JSON.stringify(CHUNK_RELOAD_FLAG)}))return;sessionStorage.setItem(${JSON.stringify(
  CHUNK_RELOAD_FLAG,
)},"reloading")}catch(e){return}location.reload()}
var chunk=/ChunkLoadError|Failed to load chunk|Loading chunk|dynamically imported module/;
addEventListener("error",function(e){var t=e.target,u=t&&(t.src||t.href);if(typeof u==="string"&&u.indexOf("/_next/static/")>=0)reload();else if(chunk.test((e.error&&e.error.name)+" "+e.message))reload()},true);
addEventListener("unhandledrejection",function(e){var r=e.reason;if(r&&chunk.test(r.name+" "+r.message))reload()});
try{performance.getEntriesByType("resource").forEach(function(r){if(r.responseStatus>=400&&r.name.indexOf("/_next/static/")>=0)reload()})}catch(e){}})();`;
