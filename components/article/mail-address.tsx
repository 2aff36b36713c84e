import { Fragment, type ReactNode } from "react";

/** An address up to this many letters never breaks: "kontakt@syma" over ".example" read as a slip. */
const WHOLE_UP_TO = 28;

/**
 * An address up to this many letters fits a phone's line of text (358 px at 390 px, about 340 px
 * for 36 letters at 19 px): it moves to the next line whole rather than break at its "@".
 */
const ONE_LINE_ON_A_PHONE_UP_TO = 36;

/** Up to this many letters an address fits a phone's line set a size smaller (the lobby's 43). */
const ONE_SMALLER_LINE_ON_A_PHONE_UP_TO = 44;

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
 * sentence under it. Where the address fits a line (on a phone the shorter ones, from 700 px all)
 * it is one box that moves to the next line whole: broken where it met the line's end,
 * "friedensausschuss" over "@st-marien.example" read as a cut (round 70's reviews). On a phone an
 * address a little longer than the line is set a size smaller to keep it whole ("kontakt" over
 * "@lobby-psychische-gesundheit.example", round 72); only a longer one breaks, and then at its "@".
 */
export function MailLink({ address, className, trailing }: { address: string; className?: string; trailing?: ReactNode }) {
  return (
    <span
      className="mail-address"
      data-fits-phone-line={address.length <= ONE_LINE_ON_A_PHONE_UP_TO ? "" : address.length <= ONE_SMALLER_LINE_ON_A_PHONE_UP_TO ? "smaller" : undefined}
    >
      <a className={className} href={`mailto:${address}`} dir="ltr">
        <MailAddress address={address} />
      </a>
      {trailing}
    </span>
  );
}
