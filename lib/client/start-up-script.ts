import { locales } from "@/lib/i18n/locales";
import { BASE_DATA_KEY } from "./base-data";

/**
 * Runs before the first paint so nothing flashes: dark mode from storage or else the system
 * preference (the `light-mode` body class, SPEC §4) and the remembered size of the language
 * list. A visitor who comes from elsewhere to a site's start page (where the locale-less
 * address leads) gets the language remembered in local storage, once per tab.
 */
export const startUpScript = `(function(){try{var d=document,b=d.body,s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(
  BASE_DATA_KEY,
)})||"{}")||{}}catch(e){}var dark=typeof s.darkMode==="boolean"?s.darkMode:!matchMedia("(prefers-color-scheme: light)").matches;b.classList.toggle("light-mode",!dark);if(s.languageAdvanced)d.documentElement.setAttribute("data-languages","all");var want=typeof s.language==="string"?s.language.toLowerCase():"",p=location.pathname.split("/");if(want&&p.length===2&&p[1]!==want&&${JSON.stringify(
  locales,
)}.indexOf(want)>=0&&!sessionStorage.getItem("languageChecked")&&!(d.referrer&&d.referrer.indexOf(location.origin+"/")===0)){sessionStorage.setItem("languageChecked","1");location.replace("/"+want+location.search)}}catch(e){}})();`;
