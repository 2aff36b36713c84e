"use client";

import { CommitInput } from "@/components/tool-ui/commit-input";
import { SelectField } from "@/components/tool-ui/select-field";
import shared from "@/components/tool-ui/tools.module.css";
import { AREA_SIZE_RANGE, DB_NUMBER_RANGE, NAME_MAX_LENGTH, type AreaDefinition, type PlaygroundAction } from "./model/playground-state";
import { BYTE_ORDER_NAMES } from "./model/s7-names";
import styles from "./playground.module.css";
import { usePlcTexts, wholeNumber } from "./texts";

/** The data block's name, number, size and byte order. */
export function AreaFields({ area, dispatch }: { area: AreaDefinition; dispatch: (action: PlaygroundAction) => void }) {
  const texts = usePlcTexts();
  const { t } = texts;
  return (
    <fieldset className={styles.areaFields}>
      <legend>{t("area.legend")}</legend>
      <CommitInput
        label={t("area.name")}
        value={area.name}
        maxLength={NAME_MAX_LENGTH}
        // The block's name in the code face, like its number and size beside it and the variables'
        // names (round 87: "Pump_Station" stood in the text's face beside "10" and "40" in code).
        code
        onCommit={(text) => {
          dispatch({ type: "setArea", area: { name: text.trim() } });
          return null;
        }}
      />
      <CommitInput
        label={t("area.dbNumber")}
        value={String(area.dbNumber)}
        inputMode="numeric"
        code
        onCommit={(text) => {
          const parsed = wholeNumber(texts, text, DB_NUMBER_RANGE);
          if (!parsed.ok) return parsed.message;
          dispatch({ type: "setArea", area: { dbNumber: parsed.value } });
          return null;
        }}
      />
      <CommitInput
        label={t("area.size")}
        value={String(area.size)}
        inputMode="numeric"
        code
        data-testid="area-size"
        onCommit={(text) => {
          const parsed = wholeNumber(texts, text, AREA_SIZE_RANGE);
          if (!parsed.ok) return parsed.message;
          dispatch({ type: "setArea", area: { size: parsed.value } });
          return null;
        }}
      />
      <SelectField
        label={t("area.order")}
        value={area.order}
        onChange={(event) => dispatch({ type: "setArea", area: { order: event.target.value === "little" ? "little" : "big" } })}
      >
        <option value="big">{BYTE_ORDER_NAMES.big} (S7, Motorola)</option>
        <option value="little">{BYTE_ORDER_NAMES.little} (Intel)</option>
      </SelectField>
      <p className={shared.note}>{t("area.orderNote")}</p>
    </fieldset>
  );
}
