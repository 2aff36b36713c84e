"use client";

import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { isRemembering, setRemembering, subscribe } from "@/lib/client/storage";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import controls from "@/components/tool-ui/controls.module.css";
import { Switch } from "@/components/tool-ui/switch";

/** The local-storage consent: on by default; off deletes what was stored, after a question. */
export function RememberSwitch() {
  const t = useTranslations("storage.remember");
  const [remembering, setState] = useState<boolean | null>(null);
  const { confirmDialog: dialog, confirm: ask } = useConfirm({ cancel: t("cancel") });
  const stateId = useId();

  useEffect(() => {
    const update = () => setState(isRemembering());
    update();
    return subscribe(update);
  }, []);

  async function toggle() {
    if (remembering) {
      if (!(await ask(t("confirmOff"), t("confirmOffButton")))) return;
      setRemembering(false);
    } else {
      setRemembering(true);
      void import("@/lib/client/storage/log").then(({ appendLog }) => appendLog("action", "Remembering switched on"));
    }
  }

  return (
    <div className={controls.switchRow}>
      <Switch
        checked={remembering ?? true}
        label={t("switch")}
        describedBy={stateId}
        disabled={remembering === null}
        onToggle={() => void toggle()}
      />
      <p id={stateId} className={controls.note} aria-live="polite">
        {remembering === false ? t("off") : t("on")}
      </p>
      {dialog}
    </div>
  );
}
