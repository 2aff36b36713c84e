import type { ReactNode } from "react";
import "./globals.css";
// The languages hero's cut fonts: @font-face rules only, fetched where a phrase uses them. Global
// CSS of the root layout shares one style sheet with globals.css, one render-blocking request
// fewer on every page than when the hero imported it.
import "./phrase-fonts.css";

/** The document itself is rendered by app/[site]/[locale]/layout.tsx, which knows the language. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
