import type { ReactNode } from "react";
import { MailAddress } from "./mail-address";

// A written address: no trailing full stop (the sentence's), at least one dot in the domain.
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * A paragraph of the language files with each e-mail address it names as a link that writes to it
 * ("Write to kontakt@syma.example." offers the address to the mail program), read left to right in
 * Arabic too.
 */
export function withMailLinks(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <a key={match.index} href={`mailto:${match[0]}`} dir="ltr">
        <MailAddress address={match[0]} />
      </a>,
    );
    from = match.index + match[0].length;
  }
  if (from === 0) return text;
  parts.push(text.slice(from));
  return parts;
}
