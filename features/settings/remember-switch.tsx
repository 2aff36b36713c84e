"use client";

import { useEffect, useId, useState } from "react";
import { isRemembering, setRemembering, subscribe } from "@/lib/client/storage";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import controls from "@/components/tool-ui/controls.module.css";
import { Switch } from "@/components/tool-ui/switch";

export interface RememberTexts {
  switch: string;
  on: string;
  off: string;
  confirmOff: string;
  confirmOffButton: string;
  cancel: string;
}

/** The local-storage consent (SPEC §1): on by default; off deletes what was stored, after a question. */
export function RememberSwitch({ texts }: { texts: RememberTexts }) {
  const [remembering, setState] = useState<boolean | null>(null);
  const { confirmDialog: dialog, confirm: ask } = useConfirm({ cancel: texts.cancel });
  const stateId = useId();

  useEffect(() => {
    const update = () => setState(isRemembering());
    update();
    return subscribe(update);
  }, []);

  async function toggle() {
    if (remembering) {
      if (!(await ask(texts.confirmOff, texts.confirmOffButton))) return;
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
        label={texts.switch}
        describedBy={stateId}
        disabled={remembering === null}
        onToggle={() => void toggle()}
      />
      <p id={stateId} className={controls.note} aria-live="polite">
        {remembering === false ? texts.off : texts.on}
      </p>
      {dialog}
    </div>
  );
}
