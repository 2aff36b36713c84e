/** Replaces `{name}` placeholders; unknown names stay visible so a typo in a language file shows. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
