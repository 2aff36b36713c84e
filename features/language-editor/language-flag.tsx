import Image from "next/image";
import { isLocale } from "@/lib/i18n/locales";
import styles from "./editor.module.css";

/**
 * The flag image of a language code (each language has one; the editor shows it 20 px
 * high). A language added in the editor has no image file, so it shows none.
 */
export function LanguageFlag({ iso }: { iso: string }) {
  if (!isLocale(iso)) return null;
  // A small static SVG: served as it is, without the image optimiser.
  return <Image src={`/flags/${iso}.svg`} width={27} height={20} alt="" className={styles.flag} data-flag={iso} unoptimized />;
}
