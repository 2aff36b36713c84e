/** Copies `text`; resolves false when neither the async Clipboard API nor the legacy path works. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or document not focused: the legacy path below often still works.
  }
  return copyWithSelection(text);
}

// Plain-http previews and older browsers lack navigator.clipboard; execCommand needs a selected field.
function copyWithSelection(text: string): boolean {
  const input = document.createElement("input");
  input.value = text;
  input.readOnly = true;
  input.setAttribute("aria-hidden", "true");
  input.tabIndex = -1;
  input.style.position = "fixed";
  input.style.insetBlockStart = "0";
  input.style.insetInlineStart = "-9999px";
  input.style.opacity = "0";
  document.body.append(input);
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  input.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    input.remove();
    focused?.focus();
  }
}
