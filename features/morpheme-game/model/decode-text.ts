/**
 * The text of an uploaded CSV file. Spreadsheet programs on Windows often save "CSV" in
 * Windows-1252 rather than UTF-8; such a file is not valid UTF-8, and is then read as
 * Windows-1252 so that ä, ö, ü and ß arrive intact.
 */
export function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
