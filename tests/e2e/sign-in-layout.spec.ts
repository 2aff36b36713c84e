import { expect, test, type Page } from "@playwright/test";
import serverEnv from "./server-env.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { signInShared } from "./support/auth";
import en from "../../messages/en.json" with { type: "json" };
import ar from "../../messages/ar.json" with { type: "json" };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const form = (page: Page) => page.locator("main form");
const offer = (page: Page) => page.locator("main [data-members-offer]");

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
}

for (const site of ["syma", "forum"]) {
  test(`${site}: on a wide screen the sign-in form and what members find stand side by side`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const drawingFiles: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/heroes/")) drawingFiles.push(request.url());
    });
    await page.goto(siteUrl(site, "/en/login"));
    await expect(form(page)).toBeVisible();
    // Round 77: the card speaks to the site's own members (a heading and an ask of their own) where
    // "What members find here" and "How to reach the owner" stood alike on every site.
    const kind = site === "syma" ? "clients" : "volunteers";
    await expect(offer(page).locator("h2")).toHaveText(en.auth.aside.kinds[kind].heading);
    await expect(offer(page).locator("li strong")).toHaveText(["Chat", "Documents", "Tools"]);
    await expect(offer(page)).toContainText("Chat and documents open once the site owner has approved your personal account.");
    await expect(offer(page).getByRole("link", { name: en.auth.aside.kinds[kind].ask })).toHaveAttribute("href", "/en/imprint");
    const formBox = await boxOf(page, "main form");
    const offerBox = await boxOf(page, "main [data-members-offer]");
    expect(offerBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
    expect(offerBox.y).toBeLessThan(formBox.y + formBox.height);
    // The site's own drawing in the panel's card under its text, the shorter column in English:
    // sized before it loads, loaded only when needed, and the card down to where the form ends.
    const picture = page.locator("main [data-article-aside] [data-site-picture] img");
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("loading", "lazy");
    await expect(picture).toHaveAttribute("width", "1200");
    await expect(picture).toHaveAttribute("height", "800");
    await expect(page.locator(`main [data-article-aside] [data-site-picture] source[data-scheme=dark]`).first()).toHaveAttribute("srcset", new RegExp(`/heroes/${site}-dark-480\\.avif`));
    await expect(offer(page).locator("[data-site-picture] img")).toBeVisible();
    const pictureBox = await boxOf(page, "main [data-article-aside] [data-site-picture] img");
    const lastWords = await boxOf(page, "main [data-members-offer] a[href$='/imprint']");
    expect(pictureBox.y).toBeGreaterThanOrEqual(lastWords.y + lastWords.height);
    expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(offerBox.y + offerBox.height);
    // The card ends where the desk does: a thumbnail centred under a shorter card read as an afterthought.
    const deskBox = await boxOf(page, "main [data-sign-in-desk]");
    expect(Math.abs(offerBox.y + offerBox.height - (deskBox.y + deskBox.height))).toBeLessThanOrEqual(2);
    // Its twin under the form has no room: not shown, and the page fetches the drawing once.
    await expect(page.locator("main [data-article-body] [data-site-picture]")).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(drawingFiles).toHaveLength(1);
  });
}

/** Where the two columns of the sign-in page end, and which of them shows the site's drawing. */
async function columnEnds(page: Page) {
  return page.evaluate(() => {
    const shown = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box && box.height > 0 ? box : undefined;
    };
    const desk = shown("main [data-sign-in-desk]")!;
    const offer = shown("main [data-members-offer]")!;
    const underForm = shown("main [data-article-body] [data-site-picture] img");
    const underOffer = shown("main [data-article-aside] [data-site-picture] img");
    const image = [...document.querySelectorAll<HTMLImageElement>("main [data-site-picture] img")].find((element) => element.getBoundingClientRect().height > 0);
    const drawn = underForm ?? underOffer;
    return {
      form: Math.max(desk.bottom, underForm?.bottom ?? 0),
      offer: Math.max(offer.bottom, underOffer?.bottom ?? 0),
      drawing: underForm ? "under the form" : underOffer ? "in the offer's card" : "none",
      drawingHeight: drawn?.height ?? 0,
      // Shown width over height against the file's own: equal where the drawing is whole.
      cropped: drawn && image ? Math.abs(drawn.width / drawn.height - image.naturalWidth / image.naturalHeight) : 0,
      // At its own size or as wide as its column: the drawing grows no further, whatever room is left under it.
      full: Boolean(drawn && image && (drawn.height >= image.naturalHeight - 1 || Math.abs(drawn.width - image.closest("[data-site-picture]")!.parentElement!.getBoundingClientRect().width) < 2)),
    };
  });
}

test("the site's drawing fills the shorter column, so neither the form nor the offer stands over an empty hole", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // In English the offer is the shorter column, in Tamil's longer lines often the form (150-700 px
  // stood empty under one of them with the drawing always under the offer). The memorial sites sign
  // in in one column since round 75 (design-review-r75.spec.ts).
  // Round 77: the offer speaks in the site's own words and is the shorter column in every language
  // now (Tamil's form had stood shorter beside the shared list's longer lines).
  for (const [site, locale, drawing] of [
    ["syma", "en", "in the offer's card"],
    ["forum", "en", "in the offer's card"],
    ["lobby", "en", "in the offer's card"],
    ["forum", "ta", "in the offer's card"],
    ["writing", "ar", "in the offer's card"],
    ["political", "en", "in the offer's card"],
  ] as const) {
    await page.goto(siteUrl(site, `/${locale}/login`));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The drawing takes its size from the file once it has come (its room is held either way).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("main [data-site-picture] img")].every((image) => image.closest("[data-site-picture]")!.checkVisibility() === false || image.complete));
    const ends = await columnEnds(page);
    expect(ends.drawing, `${site} ${locale}`).toBe(drawing);
    // Level within the desk's bottom margin, or short of it where the drawing stands at its full size (political in Tamil).
    if (!ends.full) expect(Math.abs(ends.form - ends.offer), `${site} ${locale}: ${JSON.stringify(ends)}`).toBeLessThanOrEqual(64);
    else expect(ends.offer - ends.form, `${site} ${locale}: ${JSON.stringify(ends)}`).toBeLessThanOrEqual(160);
    // The whole drawing, never a band cut from it, nor a stamp.
    expect(ends.drawingHeight, `${site} ${locale}`).toBeGreaterThanOrEqual(144);
    expect(ends.cropped, `${site} ${locale}`).toBeLessThan(0.03);
  }
  // Where a column has less than a strip left, no drawing: a sliver of it would read as a mistake.
  await page.goto(siteUrl("syma", "/ta/login"));
  const levelColumns = await columnEnds(page);
  expect(levelColumns.drawing).toBe("none");
  expect(Math.abs(levelColumns.form - levelColumns.offer)).toBeLessThan(144 + 32);
});

test("the panel names the site's own members' pages, and only on the site that has them", async ({ page }) => {
  await page.goto(siteUrl("vault", "/en/login"));
  await expect(offer(page)).toContainText("Pages for members only");
  // Round 77: by the names the menu gives them, not their articles' headings (a visitor could not
  // tell "MPS 30: the manuscripts …" for the menu's "Second edition manuscripts").
  await expect(offer(page).locator("ul ul li")).toHaveText(["The 1971 rescue", "The 2001 restoration"]);
  await page.goto(siteUrl("lobby", "/en/login"));
  await expect(offer(page).locator("li strong")).toHaveText(["Chat", "Documents", "Tools"]);
  await expect(offer(page)).not.toContainText("Pages for members only");
  // The tools in plain words for any member, not the engineer's titles of the hub's routes.
  await expect(offer(page).locator("li").filter({ hasText: "Tools" }).locator("span")).toHaveText(en.auth.aside.kinds.campaigners.various);
  await expect(offer(page)).not.toContainText("Autoclave");
  await expect(offer(page)).not.toContainText("control-engineering");
});

test("in Arabic the panel stands to the left of the form", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("forum", "/ar/login"));
  await expect(offer(page).locator("h2")).toHaveText(ar.auth.aside.kinds.volunteers.heading);
  const formBox = await boxOf(page, "main form");
  const offerBox = await boxOf(page, "main [data-members-offer]");
  expect(offerBox.x + offerBox.width).toBeLessThanOrEqual(formBox.x);
  expect(offerBox.y).toBeLessThan(formBox.y + formBox.height);
});

for (const [site, locale] of [
  ["syma", "en"],
  ["vault", "ta"],
] as const) {
  test(`${site} (${locale}): on a phone the form comes first, the panel below it, nothing wider than the screen`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl(site, `/${locale}/login`));
    await expect(form(page)).toBeVisible();
    await expect(offer(page)).toBeVisible();
    const formBox = await boxOf(page, "main form");
    const offerBox = await boxOf(page, "main [data-members-offer]");
    expect(offerBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
    expect(offerBox.x + offerBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The drawing waits for a screen with room beside the form; a phone does not download it.
    const drawings = page.locator("main [data-site-picture]");
    await expect(drawings).toHaveCount(2);
    for (const drawing of await drawings.all()) await expect(drawing).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator("main [data-members-offer] a")).toBeInViewport();
    await page.waitForLoadState("networkidle");
    const sources = await page.locator("main [data-site-picture] img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    for (const source of sources) expect(source).not.toContain("/heroes/");
  });
}

// Round 77 replaces the opening sentence per kind ("For the family: the story of how the vault was
// saved…") with the card's own heading and a line per page in the members' words: the sentence
// said again what the list under it said, and the list's lines were one text on every site.
test("each kind of site tells its own members what they find, page by page, under a lead that reads as one", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const card = page.locator("main [data-members-offer]");
  for (const [site, kind] of [
    ["vault", "family"],
    ["forum", "volunteers"],
    ["syma", "clients"],
    ["political", "readers"],
  ] as const) {
    await page.goto(siteUrl(site, "/en/login"));
    const words = en.auth.aside.kinds[kind];
    await expect(card, site).toHaveAttribute("data-members-kind", kind);
    await expect(card.locator("h2"), site).toHaveText(words.heading);
    await expect(card.locator("li:has(> strong) > span"), site).toHaveText([words.chat, words.doc, words.various]);
  }
  // Two sites' cards share no line: the words are the site's, not the server's.
  await page.goto(siteUrl("peace", "/en/login"));
  const peaceLines = await card.locator("h2, li > span").allTextContents();
  await page.goto(siteUrl("languages", "/en/login"));
  const circleLines = await card.locator("h2, li > span").allTextContents();
  expect(peaceLines.filter((line) => circleLines.includes(line))).toEqual([]);
  await page.goto(siteUrl("peace", "/ar/login"));
  await expect(card.locator("h2")).toHaveText(ar.auth.aside.kinds.committee.heading);
  const leadSize = await page.locator("main .lead").evaluate((lead) => parseFloat(getComputedStyle(lead).fontSize));
  expect(leadSize).toBeGreaterThanOrEqual(22);
});

test("in dark mode the sign-in button is a saturated fill with light text, not a pale one that reads as disabled", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark", viewport: DESKTOP });
  const page = await context.newPage();
  for (const site of ["syma", "vault", "lobby"]) {
    await page.goto(siteUrl(site, "/en/login"));
    const [fill, text] = await page.locator("main form button[type=submit]").evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.backgroundColor, style.color];
    });
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    expect(luminance(text), `${site}: ${text} on ${fill}`).toBeGreaterThan(luminance(fill));
  }
  await context.close();
});

test("the construction site's sign-in page speaks for its own address, and names its owner's other site only as an aside", async ({ page }) => {
  await page.goto(siteUrl("tax", "/en/login"));
  // Its own words: a new website is being built here, with nothing to sign in to; no other brand in the heading.
  await expect(page.locator("main h1")).toHaveText("No sign-in here yet");
  await expect(page.locator("main .lead")).toHaveText(
    "A new website is being built at this address. It has no members’ area, so there is nothing to sign in to here.",
  );
  await expect(page.locator("main h1")).not.toContainText("SyMa");
  await expect(page.locator("main .lead")).not.toContainText("SyMa");
  await expect(form(page)).toHaveCount(0);
  const elsewhere = page.locator("main [data-members-elsewhere]");
  await expect(elsewhere.locator("h2, .card")).toHaveCount(0);
  await expect(elsewhere).toContainText("The owner of this address also runs SyMa · Software & Controls. Members of that site sign in there.");
  // The owner's site at its configured address, as a plain link rather than this page's main button.
  const link = elsewhere.getByRole("link", { name: "Sign in at SyMa · Software & Controls" });
  await expect(link).toHaveAttribute("href", `https://${serverEnv.SITE_HOSTS_SYMA}/en/login`);
  expect(await link.evaluate((anchor) => getComputedStyle(anchor).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  await page.goto(siteUrl("tax", "/de/login"));
  await expect(page.locator("main h1")).toHaveText("Hier gibt es noch keine Anmeldung");
  await expect(page.locator("main [data-members-elsewhere] a")).toHaveText("Bei SyMa · Software & Steuerungen anmelden");
});

test("the registration of a personal account stands beside the chat and documents it opens, after them on a phone", async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await signInShared(page, "writing");
  await page.goto(siteUrl("writing", "/en/intern"));
  const registration = page.locator("main #register");
  await expect(registration.locator("h2")).toHaveText("Register a personal account");
  await expect(registration.locator("form")).toBeVisible();
  // Each entry says what it is for, and how it opens for the shared access.
  const chat = page.locator("main article li").filter({ hasText: "Talk with the other approved members of this site." });
  // The page's lead says how the chat opens; its card only marks it closed.
  await expect(chat).toContainText("Not open for you yet");
  const pages = await boxOf(page, "main article ul");
  const card = await boxOf(page, "main #register");
  expect(card.x).toBeGreaterThanOrEqual(pages.x + pages.width);
  expect(card.y).toBeLessThan(pages.y + pages.height);
  await page.setViewportSize(PHONE);
  const pagesOnPhone = await boxOf(page, "main article ul");
  const cardOnPhone = await boxOf(page, "main #register");
  expect(cardOnPhone.y).toBeGreaterThanOrEqual(pagesOnPhone.y + pagesOnPhone.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("a site whose title opens with an article is named in the sentence's own form, not with a capital article mid-sentence", async ({ page }) => {
  for (const [locale, expected] of [
    ["en", "Members of the Family Vault sign in here"],
    ["de", "Hier melden sich Mitglieder von „Die Gruft der Familie“ an"],
  ] as const) {
    await page.goto(siteUrl("vault", `/${locale}/login`));
    await expect(page.locator("main .lead").first()).toContainText(expected);
  }
  // A title without an article stands in the sentence as it is.
  await page.goto(siteUrl("syma", "/en/login"));
  await expect(page.locator("main .lead").first()).toContainText("Members of SyMa · Software & Controls sign in here");
});

test("the two ways in are two clear choices: user name and password, then the e-mail address under \"Personal account?\", the legend of both under the form", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("vault", "/en/login"));
  const ways = page.locator("main [data-sign-in-desk] [data-ways-in] > li");
  await expect(ways).toHaveCount(2);
  await expect(ways.nth(0)).toHaveText(/^1\s*Shared access\s*The user name and password the family shares\.$/);
  await expect(ways.nth(1)).toHaveText(/^2\s*Personal account\s*Your own user name with your e-mail address, once you have registered\.$/);
  // The legend follows the form: it never pushes the fields down.
  const key = await boxOf(page, "main [data-ways-in]");
  const formBox = await boxOf(page, "main form");
  expect(key.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
  // At most two lines each on a wide screen: a legend, not two more cards (these were 120 px each).
  for (const way of [ways.nth(0), ways.nth(1)]) expect((await way.boundingBox())!.height).toBeLessThan(64);
  // Said once: no second explanation of the ways in a heading or a hint under a field.
  await expect(page.locator("main h2", { hasText: "Two ways in" })).toHaveCount(0);
  await expect(page.locator("main form small")).toHaveCount(0);
  // The shared access's two fields first; the e-mail address last, set apart under its own question,
  // tagged optional, described by the legend's line.
  expect(await page.locator("main form input").evaluateAll((inputs) => inputs.map((input) => input.getAttribute("name")))).toEqual(["userName", "password", "email"]);
  const personal = page.locator("main form [data-way-field=personal]");
  await expect(personal.locator("p").first()).toHaveText("Personal account?");
  await expect(personal).toContainText("Optional");
  await expect(personal.locator("input[name=email]")).toHaveAccessibleDescription("Personal account Your own user name with your e-mail address, once you have registered.");
  const password = await boxOf(page, "main form input[name=password]");
  const question = await boxOf(page, "main form [data-way-field=personal] p");
  expect(question.y).toBeGreaterThanOrEqual(password.y + password.height);
  for (const [site, locale, words, asked] of [
    ["syma", "de", "Benutzername und Passwort, die der Entwickler seinen Kunden und Partnern gibt.", "Persönliches Konto?"],
    ["forum", "en", "The user name and password the forum’s volunteers share.", "Personal account?"],
    ["peace", "ar", "اسم المستخدم وكلمة المرور المشتركان بين أعضاء اللجنة.", "حساب شخصي؟"],
  ] as const) {
    await page.goto(siteUrl(site, `/${locale}/login`));
    await expect(ways.nth(0), site).toContainText(words);
    await expect(page.locator("main form [data-way-field=personal] p").first(), site).toHaveText(asked);
  }
});

test("one order at every width: on every site with members the form's button stands in the first screen at 390 and at 1366, the legend after the form", async ({ page }) => {
  test.slow();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const site of ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby"]) {
      await page.goto(siteUrl(site, "/en/login"));
      const button = await boxOf(page, "main form button[type=submit]");
      expect(button.y + button.height, `${site} ${viewport.width}`).toBeLessThanOrEqual(viewport.height);
      const key = await boxOf(page, "main [data-ways-in]");
      expect(key.y, `${site} ${viewport.width}`).toBeGreaterThan(button.y);
      // The welcome under the heading never smaller than the page's body text.
      const [lead, body] = await page.locator("main article").evaluate((article) => [
        parseFloat(getComputedStyle(article.querySelector(".lead")!).fontSize),
        parseFloat(getComputedStyle(article).fontSize),
      ]);
      expect(lead, `${site} ${viewport.width}`).toBeGreaterThanOrEqual(body);
    }
  }
});

test("political's newspaper page sets the form beside what members find at 1366, not under a band of boxes", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("political", "/en/login"));
  const formBox = await boxOf(page, "main form");
  const offerBox = await boxOf(page, "main [data-members-offer]");
  expect(offerBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
  expect(offerBox.y).toBeLessThan(formBox.y + formBox.height);
  // The form in one column: its fields are not split across the page's newspaper columns.
  const [userName, password] = [await boxOf(page, "main input[name=userName]"), await boxOf(page, "main input[name=password]")];
  expect(password.x).toBe(userName.x);
  expect(password.y).toBeGreaterThan(userName.y);
});

test("on a phone the three fields and the button stand in the first screen, in every script, on every site with members", async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  for (const site of ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby"]) {
    for (const locale of ["en", "ar", "ta"]) {
      await page.goto(siteUrl(site, `/${locale}/login`));
      await page.evaluate(() => document.fonts.ready);
      const button = await boxOf(page, "main form button[type=submit]");
      expect(button.y + button.height, `${site} ${locale}`).toBeLessThanOrEqual(PHONE.height);
    }
  }
});
