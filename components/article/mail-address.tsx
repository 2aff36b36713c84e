import { Fragment, type ReactNode } from "react";

/** An address up to this many letters never breaks: "kontakt@syma" over ".example" read as a slip. */
const WHOLE_UP_TO = 28;

/**
 * An e-mail address as text that breaks only before its "@" and before the dots of its domain: a
 * browser breaks after any hyphen, and "sozialforum@st-" over "marien.example" read as a word cut
 * in two. The pieces keep together; the address's text (and so the link's name) is unchanged.
 */
function MailAddress({ address }: { address: string }) {
  if (address.length <= WHOLE_UP_TO) return <span className="mail-address-piece">{address}</span>;
  const at = address.lastIndexOf("@");
  const domain = at < 0 ? [] : address.slice(at).split(/(?=\.)/);
  const pieces = at < 0 ? [address] : [address.slice(0, at), ...domain];
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      <span className="mail-address-piece">{piece}</span>
    </Fragment>
  ));
}

/**
 * A link that writes to an address, read left to right in Arabic too. The punctuation that closes
 * it ("… to kontakt@syma.example.") follows the address's last piece with no break between them, so
 * the sentence's full stop never starts a line of its own. The address runs inline with its
 * sentence: as one box, a long address that had to break took the whole line and pushed the next
 * sentence under it.
 */
export function MailLink({ address, className, trailing }: { address: string; className?: string; trailing?: ReactNode }) {
  return (
    <span className="mail-address">
      <a className={className} href={`mailto:${address}`} dir="ltr">
        <MailAddress address={address} />
      </a>
      {trailing}
    </span>
  );
}
