import { getTranslations } from "next-intl/server";
import { CopyButton } from "../contact/copy-button";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { Fold } from "@/components/article/fold";
import { blockLabels, blockTexts, foldLabels } from "./site-texts";
import styles from "./blocks.module.css";

/**
 * Where money donations go: the account with a copy button for the IBAN. On a phone the account
 * folds under the request; a link to the block (the first screen's "Donate") shows it open.
 */
export async function DonationBlock({ block, context }: BlockProps<"donation">) {
  const t = await blockTexts(context, "donation");
  const labels = await blockLabels(context, "donation");
  const contact = await getTranslations({ locale: context.locale, namespace: "contact" });
  const { account } = block;
  const rows: { key: string; value: string; copy?: boolean }[] = [
    { key: "holder", value: account.holder },
    { key: "iban", value: account.iban, copy: true },
    { key: "bic", value: account.bic },
    { key: "bank", value: account.bank },
    { key: "reference", value: block.reference },
  ];
  return (
    <BlockSection context={context} heading={t("heading")} boxed>
      <p>{t("text")}</p>
      <Fold labels={await foldLabels(context, "bankDetails")} kind="block">
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
      </Fold>
    </BlockSection>
  );
}
