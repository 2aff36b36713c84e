import { z } from "zod";

/** How the editors' form shows a field beyond what its type says; fields without a hint follow their type. */
export interface FormHint {
  /**
   * time, date: the browser's pickers; choice: one of the values the site's data already uses
   * (a key its texts name); fixed: part of the record's meaning, not an editor's field.
   */
  readonly input: "time" | "date" | "choice" | "fixed";
  /** For a choice: the text group that names each value, `{site}` standing for the site's id. */
  readonly labels?: string;
}

/** Where the texts that name a choice's values are: the same texts the site's pages show them with. */
export const CHOICE_LABELS = {
  eventTitle: "content.{site}.blocks.events.titles",
  eventPlace: "content.{site}.blocks.events.places",
  cvEntry: "content.{site}.blocks.cv.entries",
  personRole: "blocks.people.roles",
} as const;

/** The text group of a choice's labels for one site. */
export const choiceLabelsOf = (labels: string, site: string) => labels.replaceAll("{site}", site);

export const formHints = z.registry<FormHint>();

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A civil date that exists in the calendar ("2025-02-30" is refused, not rolled over). */
const civilDate = z
  .string()
  .regex(DATE, "expected a date as YYYY-MM-DD")
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "no such day in the calendar")
  .register(formHints, { input: "date" });
const timeOfDay = z.string().regex(TIME, "expected a time of day as HH:MM").register(formHints, { input: "time" });
const fixed = <Schema extends z.ZodType>(schema: Schema): Schema => {
  formHints.add(schema, { input: "fixed" });
  return schema;
};
const choice = (labels?: string) => z.string().min(1).register(formHints, { input: "choice", ...(labels ? { labels } : {}) });

/** A zone Intl knows, so every date and time of the site can be formatted. */
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "expected a time zone such as Europe/Berlin");
const amount = z.number().finite().nonnegative();

/** A value a text can name as `{name}`; formatted with Intl in the page's locale. */
export const factSchema = z.discriminatedUnion("kind", [
  z.object({ kind: fixed(z.literal("number")), value: amount }),
  z.object({ kind: fixed(z.literal("money")), value: amount.max(100_000_000), currency: fixed(z.literal("EUR")) }),
  /** Time of day as "HH:MM". */
  z.object({ kind: fixed(z.literal("time")), value: timeOfDay }),
  /** A civil date; `style` picks how much of it is shown. */
  z.object({ kind: fixed(z.literal("date")), value: civilDate, style: fixed(z.enum(["long", "weekday", "weekdayLong", "monthYear"])).optional() }),
  z.object({ kind: fixed(z.literal("year")), value: z.number().int().min(1000).max(9999) }),
  z.object({ kind: fixed(z.literal("area")), value: amount.max(10_000_000) }),
  /** A name or code that reads the same in every language (a street, a product). */
  z.object({ kind: fixed(z.literal("text")), value: z.string().min(1).max(200) }),
]);

/** Where an event happens; a telephone or video conference has no address. */
export const placeSchema = z.object({
  street: z.string().min(1).optional(),
  zip: z.string().min(1).optional(),
  city: z.string().min(1).optional(),
  /** ISO 3166 code, shown in the page's language. */
  country: z.string().regex(/^[A-Z]{2}$/, "expected an ISO 3166 country code such as DE").optional(),
});

const phoneNumber = z.string().regex(/^\+[\d ]+$/, "expected an international phone number such as +49 541 600 2140");

export const organizationSchema = z.object({
  name: z.string().min(1),
  parent: z.string().min(1),
  mail: z.email(),
  phone: phoneNumber,
  web: z.url(),
  address: placeSchema.required(),
  logo: fixed(z.string().startsWith("/")),
});

/** A person as the contact records name them. */
export const personSchema = z.strictObject({
  id: choice(),
  /** Academic or honorific title written before the name, e.g. "Dr.". */
  title: z.string().min(1).optional(),
  /** Key of `blocks.people.roles`, e.g. "deacon" or "administrator". */
  role: choice(CHOICE_LABELS.personRole).optional(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  nickName: z.string().min(1).optional(),
  mail: z.email().optional(),
  web: z.url().optional(),
  ...placeSchema.shape,
});

/** The channels of the contact buttons; any may be left out. */
export const contactChannelsSchema = z.strictObject({
  phone: phoneNumber.optional(),
  fax: phoneNumber.optional(),
  mobile: phoneNumber.optional(),
  /** A link that opens a chat, e.g. https://wa.me/… or https://signal.me/…. */
  messenger: z.url().optional(),
  mail: z.email().optional(),
  web: z.url().optional(),
});

const MONTH = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

/** A station of a CV: "YYYY" or "YYYY-MM"; without `to` it is the current one ("since …"). */
export const cvEntrySchema = z
  .strictObject({
    id: choice(CHOICE_LABELS.cvEntry),
    from: z.string().regex(MONTH, "expected YYYY or YYYY-MM"),
    to: z.string().regex(MONTH, "expected YYYY or YYYY-MM").optional(),
  })
  .refine(({ from, to }) => to === undefined || to >= from, { message: "the end must not come before the start", path: ["to"] });

/** One entry of an event plan: date, time and place. */
export const eventEntrySchema = z
  .object({
    /** Key of `content.<site>.blocks.events.titles`. */
    title: choice(CHOICE_LABELS.eventTitle),
    date: civilDate,
    start: timeOfDay,
    end: timeOfDay.optional(),
    /** Key of `content.<site>.blocks.events.places`, whose address is in `places`. */
    place: choice(CHOICE_LABELS.eventPlace),
  })
  .refine(({ start, end }) => end === undefined || end > start, { message: "the end must come after the start", path: ["end"] });

/** The facts an owner edits: what the texts name as `{placeholders}` and where events happen. */
export const siteFactsFileSchema = z.strictObject({
  /** The zone the site's "today" and event times belong to. */
  timeZone,
  facts: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, "a fact name is letters and digits"), factSchema),
  /** Addresses of the places event plans name. */
  places: z.record(z.string(), placeSchema),
  /** The organiser named in the site's events. */
  organizer: organizationSchema.optional(),
  /** The person the site belongs to, whose address the imprint and the structured data show. */
  person: personSchema.optional(),
  /** The people an imprint names beside the owner. */
  people: z.array(personSchema).optional(),
  /** The site's contact buttons. */
  channels: contactChannelsSchema.optional(),
  /** The owner's CV. */
  cv: z.array(cvEntrySchema).optional(),
  /** The event plans of the year pages, per year. */
  events: z.record(z.string().regex(/^\d{4}$/, "a plan's year is four digits"), z.array(eventEntrySchema)).optional(),
});

export type SiteFactsFile = z.infer<typeof siteFactsFileSchema>;

/**
 * A site's facts file checked against the schema; a corrupt file stops the build or the start
 * with the file and the path of the first wrong value.
 */
export function parseSiteFactsFile(file: string, raw: unknown): SiteFactsFile {
  const parsed = siteFactsFileSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${file}: ${issue ? `${issue.path.join("/") || "(root)"}: ${issue.message}` : "invalid"}`);
}

/** A record the site's code builds on (an organiser, an owner); missing, the start stops naming it. */
export function requiredRecord<Value>(file: string, path: string, value: Value | undefined): Value {
  if (value === undefined) throw new Error(`${file}: ${path}: this site needs the record`);
  return value;
}
