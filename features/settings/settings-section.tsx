import { getTranslations } from "next-intl/server";
import packageJson from "@/package.json";
import type { ToolProps } from "@/components/tool-ui/tool-props";
import { builtAt } from "@/lib/env/build";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { loadMessageFile } from "@/lib/i18n/messages";
import { localeTags, locales } from "@/lib/i18n/locales";
import { intlTag } from "@/lib/format/intl";
import { BrowserData } from "./browser-data";
import { FactoryReset } from "./factory-reset";
import { FileTransfer } from "./file-transfer";
import { LogFile } from "./log-file";
import { RememberSwitch } from "./remember-switch";
import { StatisticsView } from "./statistics-view";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";
import { SettingsGroup } from "./settings-group";
import { settingsGroupAnchor, settingsGroups, type SettingsGroupId } from "@/components/tool-ui/settings-groups";
import { TidyUpForm } from "./tidy-up-form";

/** The settings block of /various: browser data and consent, statistics, transfer, log, tidy-up, reset, info. */
export async function SettingsSection({ locale }: ToolProps) {
  const t = await getTranslations({ locale, namespace: "storage.settings" });
  const files = await Promise.all(locales.map(async (code) => ({ code, file: await loadMessageFile(code) })));
  const built = builtAt();
  const builtText = built
    ? `${new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(built))} UTC`
    : "–";

  // A group's anchor and heading as the tools hub names them (components/tool-ui/settings-groups.ts).
  const group = (id: SettingsGroupId) => ({
    id: settingsGroupAnchor(id),
    title: t(`headings.${settingsGroups.find((entry) => entry.id === id)!.heading}`),
  });

  return (
    <FeatureTexts locale={locale} namespaces={["storage"]}>
      <div className={styles.block}>
        <p>{t("intro")}</p>

        {/* One column of cards on a phone and a laptop (round 86: two columns ended with empty card
            at the foot of the shorter ones): what the browser keeps and its transfer, then the
            upkeep (log, tidy-up, reset) and the facts. */}
        <div className={styles.groups}>
          <div className={styles.column}>
            <SettingsGroup {...group("browser-data")}>
              <RememberSwitch />
              <BrowserData />
            </SettingsGroup>
            <SettingsGroup {...group("statistics")}>
              <StatisticsView />
            </SettingsGroup>
            <SettingsGroup {...group("transfer")}>
              <FileTransfer />
            </SettingsGroup>
          </div>
          <div className={styles.column}>
            <SettingsGroup {...group("log")}>
              <LogFile />
            </SettingsGroup>
            <SettingsGroup {...group("tidy-up")}>
              <TidyUpForm />
            </SettingsGroup>
            <SettingsGroup {...group("reset")}>
              <FactoryReset />
            </SettingsGroup>
            <SettingsGroup {...group("info")}>
              <dl className={styles.info}>
                <dt>{t("info.version")}</dt>
                <dd>{packageJson.version}</dd>
                <dt>{t("info.built")}</dt>
                <dd>{builtText}</dd>
              </dl>
              {/* The language files' versions are for whoever maintains them: closed, after the app's version. */}
              <details className={`disclosure ${styles.technical}`} data-testid="info-technical">
                <summary>{t("technicalDetails")}</summary>
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption className={controls.note}>{t("info.files")}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("info.code")}</th>
                        <th scope="col">{t("info.name")}</th>
                        <th scope="col">{t("info.fileVersion")}</th>
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
              </details>
            </SettingsGroup>
          </div>
        </div>
      </div>
    </FeatureTexts>
  );
}
