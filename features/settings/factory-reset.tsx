"use client";

import { useTranslations } from "next-intl";
import { factoryReset } from "@/lib/client/storage";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import controls from "@/components/tool-ui/controls.module.css";

/** Deletes everything stored here and reloads, so the page shows the defaults again. */
export function FactoryReset() {
  const t = useTranslations("storage.settings.reset");
  const { confirmDialog: dialog, confirm: ask } = useConfirm({ cancel: t("cancel") });

  async function reset() {
    if (!(await ask(t("confirm"), t("confirmButton")))) return;
    factoryReset();
    window.location.reload();
  }

  return (
    <div className={controls.actions}>
      <button type="button" className={`${controls.button} ${controls.danger}`} onClick={() => void reset()}>
        {t("button")}
      </button>
      {dialog}
    </div>
  );
}
