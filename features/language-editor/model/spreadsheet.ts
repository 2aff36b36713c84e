/**
 * Tab-separated rows as spreadsheets put them on the clipboard and read them from it
 * (LibreOffice Calc, Excel): a cell holding a tab, a line break or a quote is wrapped in
 * quotes with inner quotes doubled; rows end with CRLF (Excel) or LF (Calc).
 */
const NEEDS_QUOTES = /[\t\r\n"]/;

export function toSpreadsheet(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) => row.map((cell) => (NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join("\t"))
    .join("\r\n")
    .concat("\r\n");
}

/**
 * Reads clipboard text from a spreadsheet. A cell that starts with a quote is quoted when its
 * closing quote is followed by a tab, a line break or the end; otherwise (Calc leaves
 * `"Hi" she said` unquoted) the quote is part of the text.
 */
export function parseSpreadsheet(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let position = 0;
  const length = text.length;

  const endOfCell = (at: number) => at >= length || text[at] === "\t" || text[at] === "\n" || text[at] === "\r";

  while (position <= length) {
    let cell: string;
    const quoted = text[position] === '"' ? closingQuote(text, position) : -1;
    if (quoted >= 0) {
      cell = text.slice(position + 1, quoted).replace(/""/g, '"');
      position = quoted + 1;
    } else {
      const start = position;
      while (!endOfCell(position)) position += 1;
      cell = text.slice(start, position);
    }
    row.push(cell);
    if (text[position] === "\t") {
      position += 1;
      continue;
    }
    rows.push(row);
    row = [];
    if (position >= length) break;
    position += text[position] === "\r" && text[position + 1] === "\n" ? 2 : 1;
    if (position >= length) break;
  }
  return rows;

  /** Index of the quote that closes a quoted cell starting at `start`, or -1 when it is not quoted. */
  function closingQuote(source: string, start: number): number {
    let at = start + 1;
    while (at < source.length) {
      if (source[at] === '"') {
        if (source[at + 1] === '"') {
          at += 2;
          continue;
        }
        return endOfCell(at + 1) ? at : -1;
      }
      at += 1;
    }
    return -1;
  }
}
