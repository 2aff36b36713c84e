import { Fragment } from "react";

/**
 * An e-mail address as text that breaks only before its "@" and before the dots of its domain: a
 * browser breaks after any hyphen, and "sozialforum@st-" over "marien.example" read as a word cut
 * in two. The pieces keep together; the address's text (and so the link's name) is unchanged.
 */
export function MailAddress({ address }: { address: string }) {
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
