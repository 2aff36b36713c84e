const contactKinds = ["phone", "fax", "mobile", "messenger", "mail", "web"] as const;
export type ContactKind = (typeof contactKinds)[number];

export type ContactRecord = Partial<Record<ContactKind, string | null>>;

/** `href` is null where no link makes sense (fax, unrecognised values): show the text with a copy button. */
export type ContactLink = { kind: ContactKind; href: string | null; text: string };

/** `+49 (0)30 12-34` → `+49301234`: keeps a leading `+` and the digits, as `tel:` wants. */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  const international = trimmed.startsWith("+");
  // The German-style "(0)" trunk prefix must go, or the international number dials wrong.
  const body = international ? trimmed.slice(1).replace(/\(0\)/g, "") : trimmed;
  const digits = body.replace(/\D/g, "");
  return digits ? (international ? `+${digits}` : digits) : "";
}

function telHref(value: string): string | null {
  const number = normalizePhone(value);
  return number ? `tel:${number}` : null;
}

function mailHref(value: string): string | null {
  const address = value.replace(/^mailto:/i, "");
  return /^[^\s@?#&]+@[^\s@?#&]+\.[^\s@?#&]+$/.test(address) ? `mailto:${address}` : null;
}

/** Only http(s) may become a link, so a record can never smuggle in `javascript:` or similar. */
function webHref(value: string): string | null {
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(hasScheme ? value : `https://${value}`);
    return url.hostname.includes(".") ? url.href : null;
  } catch {
    return null;
  }
}

function webText(value: string): string {
  return value.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

// Messenger values are either a profile link (wa.me, signal.me, t.me …) or a phone number; `sms:`
// hands the number to the phone's messaging app instead of guessing which messenger is meant.
function messengerHref(value: string): string | null {
  if (/^\+?[\d\s()./-]+$/.test(value)) {
    const number = normalizePhone(value);
    return number ? `sms:${number}` : null;
  }
  return /^https?:\/\//i.test(value) || /^[\w-]+(\.[\w-]+)+\//.test(value) ? webHref(value) : null;
}

/** Messenger profile links that carry a phone number: the service's name and where the number stands. */
const numberedProfiles: readonly { service: string; number: RegExp }[] = [
  { service: "Signal", number: /^signal\.me\/#p\/(\+?\d+)$/i },
  { service: "WhatsApp", number: /^wa\.me\/(\+?\d+)$/i },
];

/** `+491705550142` → `+49 170 5550142`: a German mobile number grouped as it is written; others as dialled. */
function readableNumber(digits: string): string {
  const international = digits.startsWith("+") ? digits : `+${digits}`;
  const german = /^\+49(1\d\d)(\d+)$/.exec(international);
  return german ? `+49 ${german[1]} ${german[2]}` : international;
}

/** A profile link read aloud ("Signal: +49 170 5550142") instead of its raw address; other links as written. */
function messengerText(value: string): string {
  const address = webText(value);
  for (const { service, number } of numberedProfiles) {
    const match = number.exec(address);
    if (match?.[1]) return `${service}: ${readableNumber(match[1])}`;
  }
  return address;
}

const hrefOf: Record<ContactKind, (value: string) => string | null> = {
  phone: telHref,
  fax: () => null,
  mobile: telHref,
  messenger: messengerHref,
  mail: mailHref,
  web: webHref,
};

/** The channels of a contact record in a fixed order; blank channels are left out. */
export function contactLinks(contact: ContactRecord): ContactLink[] {
  return contactKinds.flatMap((kind) => {
    const value = contact[kind]?.trim();
    if (!value) return [];
    const href = hrefOf[kind](value);
    if (kind === "messenger" && href?.startsWith("http")) return [{ kind, href, text: messengerText(value) }];
    return [{ kind, href, text: kind === "web" ? webText(value) : value }];
  });
}
