import type { ReactNode } from "react";
import { keepShortCompoundsWhole } from "@/lib/typography/keep-together";
import { MailLink } from "./mail-address";

// A written address: no trailing full stop (the sentence's), at least one dot in the domain.
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// The punctuation that closes a phrase right after an address, kept on the address's line.
const CLOSING_PUNCTUATION = /^[\p{Pe}\p{Pf}\p{Po}]+/u;

/**
 * A paragraph of the language files with each e-mail address it names as a link that writes to it
 * ("Write to kontakt@syma.example." offers the address to the mail program); in the words between,
 * a one-letter compound ("e-mail") never breaks at its hyphen.
 */
export function withMailLinks(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const end = match.index + match[0].length;
    const trailing = CLOSING_PUNCTUATION.exec(text.slice(end))?.[0] ?? "";
    parts.push(keepShortCompoundsWhole(text.slice(from, match.index)));
    parts.push(<MailLink key={match.index} address={match[0]} trailing={trailing} />);
    from = end + trailing.length;
  }
  if (from === 0) return keepShortCompoundsWhole(text);
  parts.push(keepShortCompoundsWhole(text.slice(from)));
  return parts;
}
