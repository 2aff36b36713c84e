/** Fills "{index}"/"{total}" ourselves: the counter changes on the client, after the messages were formatted. */
export function formatCounter(template: string, index: number, total: number): string {
  return template.replaceAll("{index}", String(index)).replaceAll("{total}", String(total));
}
