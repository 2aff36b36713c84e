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
    const linkText = kind === "web" || (kind === "messenger" && href?.startsWith("http"));
    return [{ kind, href, text: linkText ? webText(value) : value }];
  });
}
