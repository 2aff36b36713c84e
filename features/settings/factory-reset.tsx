"use client";

import { factoryReset } from "@/lib/client/storage";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import controls from "@/components/tool-ui/controls.module.css";

export interface FactoryResetTexts {
  button: string;
  confirm: string;
  confirmButton: string;
  cancel: string;
}

/** Deletes everything stored here and reloads, so the page shows the defaults again. */
export function FactoryReset({ texts }: { texts: FactoryResetTexts }) {
  const { confirmDialog: dialog, confirm: ask } = useConfirm({ cancel: texts.cancel });

  async function reset() {
    if (!(await ask(texts.confirm, texts.confirmButton))) return;
    factoryReset();
    window.location.reload();
  }

  return (
    <div className={controls.actions}>
      <button type="button" className={`${controls.button} ${controls.danger}`} onClick={() => void reset()}>
        {texts.button}
      </button>
      {dialog}
    </div>
  );
}
