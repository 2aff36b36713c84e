import { getTranslations } from "next-intl/server";
import { keepAbbreviationsWithNext } from "@/lib/typography/keep-together";
import { CopyButton } from "../contact/copy-button";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { blockLabels, blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/**
 * Where money donations go: the account with a copy button for the IBAN, open on a phone too (the
 * call to give is the page's one action: behind a switch it read as a closed accordion at the end).
 */
export async function DonationBlock({ block, context }: BlockProps<"donation">) {
  const t = await blockTexts(context, "donation");
  const labels = await blockLabels(context, "donation");
  const contact = await getTranslations({ locale: context.locale, namespace: "contact" });
  const { account } = block;
  const rows: { key: string; value: string; copy?: boolean }[] = [
    { key: "holder", value: keepAbbreviationsWithNext(account.holder) },
    { key: "iban", value: account.iban, copy: true },
    { key: "bic", value: account.bic },
    { key: "bank", value: account.bank },
    { key: "reference", value: block.reference },
  ];
  return (
    <BlockSection context={context} heading={t("heading")} boxed>
      <p>{t("text")}</p>
      <dl className={styles.factList}>
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{labels(row.key)}</dt>
              <dd>
                <span dir="ltr" className={row.copy ? styles.code : undefined}>
                  {row.value}
                </span>
                {row.copy ? <CopyButton text={row.value.replace(/\s/g, "")} copyLabel={contact("copy")} copiedLabel={contact("copied")} /> : null}
              </dd>
            </div>
          ))}
      </dl>
    </BlockSection>
  );
}
