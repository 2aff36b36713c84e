import type { BaseData } from "@/lib/client/storage";

/** Shows stored base data at once (after an import), as the start-up script does on a page load. */
export function applyBaseDataToDocument(base: BaseData): void {
  const dark = base.darkMode ?? !window.matchMedia("(prefers-color-scheme: light)").matches;
  document.body.classList.toggle("light-mode", !dark);
  if (base.languageAdvanced) document.documentElement.setAttribute("data-languages", "all");
  else document.documentElement.removeAttribute("data-languages");
}
