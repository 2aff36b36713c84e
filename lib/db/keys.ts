// Case-insensitive keys of user names and e-mail addresses (Unicode-aware, unlike COLLATE NOCASE).
export function nameKey(value: string): string {
  return String(value).normalize("NFC").toLowerCase();
}
