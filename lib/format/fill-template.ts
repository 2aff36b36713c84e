/**
 * Replaces `{name}` placeholders of a text the server translated (client components get such
 * texts as props); unknown names stay visible so a typo in a language file shows.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
