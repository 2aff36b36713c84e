import { useTranslations } from "next-intl";
import { choiceLabelsOf } from "@/lib/site-facts/schema";
import type { FormField, InputField } from "./model/form-fields";
import type { FieldProblem } from "./model/problems";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "./facts-form.module.css";

export interface FieldActions {
  /** The site whose facts these are: a choice's values are named by its texts. */
  readonly site: string;
  readonly valueOf: (path: string) => unknown;
  readonly problemOf: (path: string) => FieldProblem | undefined;
  readonly changed: (path: string) => boolean;
  readonly onInput: (field: InputField, raw: string) => void;
  readonly onAdd: (list: { path: string; template: unknown }) => void;
  readonly onRemove: (listPath: string, index: number) => void;
}

const idOf = (path: string) => `fact-${path.replaceAll("/", "-")}`;

function useLabel() {
  const fields = useTranslations("factsForm.fields");
  // Names the texts do not know read the same in every language: a plan's year.
  return (name: string) => (fields.has(name as never) ? fields(name as never) : name);
}

/** A choice's value as the site's pages name it (an event's title, a CV entry), else as a field name. */
function useChoiceLabel(site: string) {
  const texts = useTranslations();
  const label = useLabel();
  return (field: InputField, choice: string) => {
    const key = field.labels ? `${choiceLabelsOf(field.labels, site)}.${choice}` : undefined;
    return key && texts.has(key as never) ? texts(key as never) : label(choice);
  };
}

const TYPES = { text: "text", time: "time", date: "date", number: "number", email: "email", url: "url" } as const;

function InputView({ field, actions }: { field: InputField; actions: FieldActions }) {
  const t = useTranslations("factsForm");
  const label = useLabel();
  const choiceLabel = useChoiceLabel(actions.site);
  const id = idOf(field.path);
  const problem = actions.problemOf(field.path);
  const value = actions.valueOf(field.path);
  const shown = value === undefined || value === null ? "" : String(value);
  const common = {
    id,
    name: field.path,
    className: `${styles.input} ${actions.changed(field.unit) ? styles.changed : ""}`,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? `${id}-error` : undefined,
    required: field.required,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label(field.name)}
      </label>
      {field.input === "choice" ? (
        <select {...common} value={shown} onChange={(event) => actions.onInput(field, event.target.value)}>
          {field.required ? null : <option value="">–</option>}
          {[...new Set([...(field.choices ?? []), shown].filter(Boolean))].map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabel(field, choice)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={TYPES[field.input]}
          value={shown}
          min={field.min}
          max={field.max}
          step={field.input === "number" ? (field.integer ? 1 : "any") : undefined}
          inputMode={field.input === "number" ? (field.integer ? "numeric" : "decimal") : undefined}
          dir={field.input === "text" ? "auto" : "ltr"}
          onChange={(event) => actions.onInput(field, event.target.value)}
        />
      )}
      {problem ? (
        <p id={`${id}-error`} className={styles.error}>
          {t(`errors.${problem.key}`, problem.values ?? {})}
        </p>
      ) : null}
    </div>
  );
}

/** One field of the form: an input, a fieldset of fields, or a list of entries with add and remove. */
export function FieldView({ field, actions }: { field: FormField; actions: FieldActions }) {
  const t = useTranslations("factsForm");
  const label = useLabel();
  if (field.kind === "input") return <InputView field={field} actions={actions} />;
  if (field.kind === "group") {
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{field.index === undefined ? label(field.name) : t("entry", { number: field.index + 1 })}</legend>
        {field.children.map((child) => (
          <FieldView key={child.path} field={child} actions={actions} />
        ))}
        {field.index === undefined ? null : (
          <div className={styles.entryActions}>
            <button type="button" className={controls.button} onClick={() => actions.onRemove(field.path.split("/").slice(0, -1).join("/"), field.index ?? 0)}>
              {t("removeEntry", { number: field.index + 1 })}
            </button>
          </div>
        )}
      </fieldset>
    );
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label(field.name)}</legend>
      {field.items.map((item) => (
        <FieldView key={item.path} field={item} actions={actions} />
      ))}
      <div className={styles.entryActions}>
        <button type="button" className={controls.button} onClick={() => actions.onAdd(field)}>
          {t("addEntry")}
        </button>
      </div>
    </fieldset>
  );
}
