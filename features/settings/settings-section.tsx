import { getTranslations } from "next-intl/server";
import packageJson from "@/package.json";
import type { ToolProps } from "@/components/various/tool-view";
import { loadMessageFile } from "@/lib/i18n/messages";
import { localeTags, locales } from "@/lib/i18n/locales";
import { BrowserData, type BrowserDataTexts } from "./browser-data";
import { FactoryReset, type FactoryResetTexts } from "./factory-reset";
import { FileTransfer, type TransferTexts } from "./file-transfer";
import { LogFile, type LogTexts } from "./log-file";
import { RememberSwitch, type RememberTexts } from "./remember-switch";
import { StatisticsView, type StatisticsTexts } from "./statistics-view";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";
import { TidyUpForm, type TidyUpTexts } from "./tidy-up-form";

interface SettingsTexts {
  intro: string;
  headings: Record<"browserData" | "statistics" | "transfer" | "log" | "tidyUp" | "reset" | "info", string>;
  browserData: BrowserDataTexts;
  statistics: StatisticsTexts;
  transfer: TransferTexts;
  log: LogTexts;
  tidyUp: TidyUpTexts;
  reset: FactoryResetTexts;
  info: { version: string; built: string; files: string; code: string; name: string; fileVersion: string };
}

/** The settings block of /various (SPEC §2): browser data and consent, statistics, transfer, log, tidy-up, reset, info. */
export async function SettingsSection({ locale }: ToolProps) {
  const t = await getTranslations({ locale, namespace: "storage" });
  const texts = t.raw("settings") as SettingsTexts;
  const remember = t.raw("remember") as RememberTexts;
  const files = await Promise.all(locales.map(async (code) => ({ code, file: await loadMessageFile(code) })));
  const built = process.env.APP_BUILD_DATE;
  const builtText = built
    ? `${new Intl.DateTimeFormat(localeTags[locale], { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(built))} UTC`
    : "–";

  return (
    <div className={styles.block}>
      <p>{texts.intro}</p>

      <h2>{texts.headings.browserData}</h2>
      <RememberSwitch texts={remember} />
      <BrowserData texts={texts.browserData} locale={locale} />

      <h2>{texts.headings.statistics}</h2>
      <StatisticsView texts={texts.statistics} locale={locale} />

      <h2>{texts.headings.transfer}</h2>
      <FileTransfer texts={texts.transfer} />

      <h2>{texts.headings.log}</h2>
      <LogFile texts={texts.log} locale={locale} />

      <h2>{texts.headings.tidyUp}</h2>
      <TidyUpForm texts={texts.tidyUp} locale={locale} />

      <h2>{texts.headings.reset}</h2>
      <FactoryReset texts={texts.reset} />

      <h2>{texts.headings.info}</h2>
      <dl className={styles.info}>
        <dt>{texts.info.version}</dt>
        <dd>{packageJson.version}</dd>
        <dt>{texts.info.built}</dt>
        <dd>{builtText}</dd>
      </dl>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={controls.note}>{texts.info.files}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.info.code}</th>
              <th scope="col">{texts.info.name}</th>
              <th scope="col">{texts.info.fileVersion}</th>
            </tr>
          </thead>
          <tbody>
            {files.map(({ code, file }) => (
              <tr key={code}>
                <th scope="row" className={styles.code}>
                  {code}
                </th>
                <td lang={localeTags[code]}>{typeof file.name === "string" ? file.name : code}</td>
                <td>{typeof file.version === "string" ? file.version : "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
