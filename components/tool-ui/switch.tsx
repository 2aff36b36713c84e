import controls from "./controls.module.css";

interface SwitchProps {
  checked: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
  describedBy?: string;
}

/** An on/off control styled like the dark-mode slider (role switch, keyboard as a button). */
export function Switch({ checked, label, onToggle, disabled, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      className={controls.switch}
      disabled={disabled}
      onClick={onToggle}
    >
      <span className={controls.track} aria-hidden="true">
        <span className={controls.thumb} />
      </span>
      <span>{label}</span>
    </button>
  );
}
