import Link from "next/link";
import { localizedPath } from "@/lib/view-context";
import type { BlockProps } from "./block-types";
import { blockLabels } from "./site-texts";
import styles from "./blocks.module.css";

/** SPEC §2: a duck is clicked to enter the internal area; it leads to the login. */
export async function DuckBlock({ context }: BlockProps<"duck">) {
  const t = await blockLabels(context, "duck");
  return (
    <p className={styles.duck}>
      <Link href={localizedPath(context.locale, "/login")} className={styles.duckLink}>
        <img src="/images/duck.svg" width={96} height={96} alt="" />
        <span>{t("label")}</span>
      </Link>
    </p>
  );
}
