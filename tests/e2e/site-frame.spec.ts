import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";
import { SIGN_IN_WAIT_MS, signInShared } from "./support/auth";
import { menuEntry } from "./support/menu";

/** Each site's frame (its registry entry's `frame`): where the duck sits and what the footer holds. */
test.describe("each site's frame", () => {
  for (const [site, locale, signIn] of [
    ["vault", "en", "The family’s entrance"],
    ["peace", "ar", "دخول أعضاء اللجنة"],
  ] as const) {
    test(`${site} (${locale}): no duck call-out on the start page; a small engraved duck in the footer leads to the sign-in`, async ({ page }) => {
      await page.goto(siteUrl(site, `/${locale}`));
      await expect(page.locator("main [data-testid=duck-link]")).toHaveCount(0);
      const duck = page.locator("footer [data-testid=duck-link]");
      await expect(duck).toHaveText(signIn);
      await expect(duck.locator("svg.duck-engraving")).toBeVisible();
      await expect(page.locator("footer [data-testid=member-duck-link]")).toBeHidden();
      await expect(page.locator("footer .flag-bar")).toBeVisible();
      await duck.click();
      await expect(page).toHaveURL(siteUrl(site, `/${locale}/login`));
    });
  }

  for (const [site, locale, overview, signIn] of [
    ["peace", "en", "Members’ overview", "Committee members’ sign-in"],
    ["vault", "ar", "نظرة عامة للأعضاء", "مدخل العائلة"],
  ] as const) {
    test(`${site} (${locale}): signed in, a static page's footer duck leads to the overview, in the sign-in's place and without a request of its own`, async ({ page }) => {
      test.slow();
      const checks: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/")) checks.push(new URL(request.url()).pathname);
      });
      const pagePath = `/${locale}/imprint`;
      await page.goto(siteUrl(site, pagePath));
      const cell = page.locator("footer .footer-duck");
      const size = async () => cell.evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
      const visitorSize = await size();
      await signInShared(page, site, locale);
      checks.length = 0;
      await page.goto(siteUrl(site, pagePath));
      const memberDuck = page.locator("footer [data-testid=member-duck-link]");
      await expect(memberDuck).toBeVisible({ timeout: SIGN_IN_WAIT_MS });
      await expect(memberDuck).toHaveText(overview);
      await expect(memberDuck).toHaveAttribute("href", `/${locale}/dashboard`);
      await expect(page.locator("footer [data-testid=duck-link]")).toBeHidden();
      // The one check of the session is the header's, which the footer follows.
      expect(checks).toEqual(["/api/check-auth-status"]);
      // Both entries share one cell: switching moves nothing around it.
      expect(await size()).toEqual(visitorSize);
      await memberDuck.click();
      await expect(page).toHaveURL(siteUrl(site, `/${locale}/dashboard`));

      await (await menuEntry(page, `/${locale}/log_out`)).click();
      await expect(page.locator("main [role=status]")).toBeVisible({ timeout: SIGN_IN_WAIT_MS });
      await page.goto(siteUrl(site, pagePath));
      await expect(page.locator("footer [data-testid=duck-link]")).toBeVisible();
      await expect(page.locator("footer [data-testid=duck-link]")).toHaveText(signIn);
      await expect(memberDuck).toBeHidden();
    });
  }

  test("forum: a practical footer with the site's name, the imprint link, the flags and the sign-in duck", async ({ page }) => {
    await page.goto(siteUrl("forum", "/en"));
    const footer = page.locator("footer.site-footer");
    await expect(footer.locator(".footer-name")).toHaveText("Social Forum of St. Marien");
    await expect(footer.getByRole("link", { name: "Imprint" })).toHaveAttribute("href", "/en/imprint");
    await expect(footer.locator(".flag-bar")).toBeVisible();
    await expect(footer.getByTestId("duck-link")).toBeVisible();
  });

  test("writing and the lobby: every page's footer gives the crisis line with numbers a phone dials, left to right in Arabic; other sites' footers do not", async ({ page }) => {
    for (const [site, path, text] of [
      ["writing", "/en/concept", "A hard day?"],
      ["writing", "/de/imprint", "Ein schwerer Tag?"],
      ["writing", "/ar", "يوم صعب؟"],
      // The lobby's numbers stood only inside the last paragraph of its start page, after its e-mail address.
      ["lobby", "/en", "In an acute crisis?"],
      ["lobby", "/ta/imprint", "கடும் நெருக்கடியில் இருக்கிறீர்களா?"],
    ] as const) {
      await page.goto(siteUrl(site, path));
      const help = page.locator("footer .footer-help");
      await expect(help).toBeVisible();
      await expect(help).toContainText(text);
      await expect(help.getByRole("link", { name: "0800 111 0 111" })).toHaveAttribute("href", "tel:08001110111");
      await expect(help.getByRole("link", { name: "112", exact: true })).toHaveAttribute("href", "tel:112");
      await expect(help.locator("a").first()).toHaveAttribute("dir", "ltr");
    }
    await page.goto(siteUrl("forum", "/en"));
    await expect(page.locator("footer .footer-help")).toHaveCount(0);
  });

  test("every footer style links the imprint, but on the imprint itself", async ({ page }) => {
    for (const site of ["vault", "political", "morpheme", "writing", "syma"] as const) {
      await page.goto(siteUrl(site, "/en"));
      const footer = page.locator("footer.site-footer");
      await expect(footer.getByRole("link", { name: "Imprint" }), site).toHaveAttribute("href", "/en/imprint");
      const box = await footer.getByRole("link", { name: "Imprint" }).boundingBox();
      expect(box?.height ?? 0, site).toBeGreaterThanOrEqual(44);
    }
    await page.goto(siteUrl("vault", "/en/imprint"));
    await expect(page.locator("footer.site-footer").getByRole("link", { name: "Imprint" })).toHaveCount(0);
  });

  test("every link and button in every site's footer is a whole touch target, 44 px tall at least, on a phone and a laptop", async ({ page }) => {
    // Twenty pages in one test: 13 s alone, past 30 s beside two other workers on two cores.
    test.slow();
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
      await page.setViewportSize(viewport);
      for (const site of ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"] as const) {
        await page.goto(siteUrl(site, "/en"));
        const heights = await page.locator("footer.site-footer").evaluate((footer) =>
          [...footer.querySelectorAll("a, button")]
            .filter((target) => target.checkVisibility())
            .map((target) => ({ name: target.textContent?.trim(), height: target.getBoundingClientRect().height })),
        );
        expect(heights.length, site).toBeGreaterThan(0);
        for (const { name, height } of heights) expect(height, `${site} ${viewport.width}: ${name}`).toBeGreaterThanOrEqual(44);
      }
    }
  });

  test("each kind of site closes its pages with a footer of its own build, not one strip in other colours", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    // The parts each footer holds and how they stand: the cells' order, their rows and columns.
    const structureOf = async (site: string) => {
      await page.goto(siteUrl(site, "/en"));
      return page.locator("footer .footer-frame").evaluate((frame) => {
        const cells = [...frame.querySelectorAll("[data-part]")].map((cell) => {
          const box = cell.getBoundingClientRect();
          return { part: (cell as HTMLElement).dataset.part, label: cell.querySelector(".footer-label")?.textContent ?? "", x: Math.round(box.x), y: Math.round(box.y) };
        });
        // The parts side by side in each row, top to bottom (a title block's row of fields, a colophon's columns under the name).
        const rows = [...new Set(cells.map((cell) => cell.y))].sort((a, b) => a - b).map((y) => cells.filter((cell) => cell.y === y).map((cell) => cell.part).join("|"));
        return { parts: cells.map((cell) => `${cell.part}${cell.label ? "+label" : ""}`).join(" "), rows };
      });
    };
    const syma = await structureOf("syma");
    const political = await structureOf("political");
    const forum = await structureOf("forum");
    const writing = await structureOf("writing");
    const signatures = [syma, political, forum, writing].map((structure) => JSON.stringify(structure));
    expect(new Set(signatures).size).toBe(4);
    // The engineer's title block names its fields; the paper's colophon sets its name over labelled columns.
    expect(syma.parts).toContain("place+label");
    expect(political.parts).toContain("languages+label");
    // The forum's notice gives its address, its pages and a way to write; the course lists its six lessons.
    await page.goto(siteUrl("forum", "/en"));
    await expect(page.locator("footer .footer-place")).toHaveText("Parish hall, Kirchplatz 4, 49599 Hollmünde");
    await expect(page.locator("footer").getByRole("link", { name: "Write to us" })).toHaveAttribute("href", "mailto:sozialforum@st-marien.example");
    await expect(page.locator("footer .footer-pages a")).toHaveCount(6);
    await page.goto(siteUrl("writing", "/en"));
    const course = page.locator("footer").getByRole("navigation", { name: "Course" });
    await expect(course.getByRole("link")).toHaveCount(6);
    await expect(course.getByRole("link").first()).toHaveAttribute("href", "/en/concept");
  });

  test("morpheme: the footer under the colour stripes closes with the coloured duck and its two-word label, no pill of its own above it", async ({ page }) => {
    test.slow(); // Two pages and their sign-in.
    for (const path of ["", "/play"]) {
      await page.goto(siteUrl("morpheme", `/en${path}`));
      await expect(page.locator("main [data-testid=duck-link]")).toHaveCount(0);
      const duck = page.locator("footer [data-testid=duck-link]");
      await expect(duck.locator("img[src='/images/duck.svg']")).toBeVisible();
      // Named like the other sites' entrances, not a bold sentence telling visitors to click.
      await expect(duck).toHaveText("Teachers’ sign-in");
      // In the footer's voice: no frame of its own, its words in the heading face like the flags' names.
      await expect(duck).toHaveCSS("border-top-width", "0px");
      const [duckFont, flagFont] = [await duck.evaluate((link) => getComputedStyle(link).fontFamily), await page.locator("footer .flag-name").first().evaluate((name) => getComputedStyle(name).fontFamily)];
      expect(duckFont).toBe(flagFont);
      expect((await duck.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await duck.click();
      await expect(page).toHaveURL(siteUrl("morpheme", "/en/login"));
    }
    await page.goto(siteUrl("morpheme", "/en"));
    const stripes = await page.locator("footer.site-footer").evaluate((footer) => getComputedStyle(footer).backgroundImage);
    expect(stripes).toContain("linear-gradient");
  });

  // The duck's form follows the site (its theme's `duck` and `duckDrawing`): the coloured call-out
  // only where the site is playful, elsewhere a line drawing in the footer in the site's own hand
  // (the bath toy only on the playful sites), named for the site's members.
  for (const [site, look, drawing, name] of [
    ["syma", "engraved", "drafted", "Client access"],
    ["vault", "mark", "engraved", "The family’s entrance"],
    ["peace", "inscription", "engraved", "Committee members’ sign-in"],
    ["writing", "engraved", "swimming", "For the writing group"],
    ["forum", "engraved", "swimming", "Volunteers’ sign-in"],
    ["political", "mark", "engraved", "The readers’ circle"],
    ["languages", "inscription", "rubber", "The language circle"],
    ["lobby", "civic", "swimming", "Sign in as a member"],
  ] as const) {
    test(`${site}: the footer's duck in the ${look} form, drawn ${drawing}, no call-out; named, 44 px tall, opened with the keyboard`, async ({ page }) => {
      await page.goto(siteUrl(site, "/en"));
      await expect(page.locator("main [data-testid=duck-link]")).toHaveCount(0);
      await expect(page.locator("img[src='/images/duck.svg']")).toHaveCount(0);
      const duck = page.locator(`footer [data-testid=duck-link].duck-${look}`);
      await expect(duck).toBeVisible();
      await expect(duck).toHaveAccessibleName(name);
      await expect(duck.locator(`svg.duck-engraving[data-duck-drawing=${drawing}]`)).toBeVisible();
      expect((await duck.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await duck.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(siteUrl(site, "/en/login"));
    });
  }

  test("vault: the duck is a maker's mark in the site's sepia, ringed; lobby's stands on a solid badge in the site's blue", async ({ page }) => {
    const accentOf = () => page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--accent").trim());
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;
    await page.goto(siteUrl("vault", "/en"));
    const mark = page.locator("footer [data-testid=duck-link] svg.duck-engraving");
    const markStyle = await mark.evaluate((svg) => ({ colour: getComputedStyle(svg).color, ring: getComputedStyle(svg).borderTopStyle }));
    expect(markStyle.colour).toBe(rgb(await accentOf()));
    expect(markStyle.ring).toBe("solid");
    await page.goto(siteUrl("lobby", "/en"));
    const badge = page.locator("footer [data-testid=duck-link] svg.duck-engraving");
    expect(await badge.evaluate((svg) => getComputedStyle(svg).backgroundColor)).toBe(rgb(await accentOf()));
  });

  test("the duck stays off the sign-in page itself", async ({ page }) => {
    await page.goto(siteUrl("vault", "/en/login"));
    await expect(page.locator("footer .flag-bar")).toBeVisible();
    await expect(page.getByTestId("duck-link")).toHaveCount(0);
  });
});

/** The shared controls and the sign-in form take each site's frame instead of one kit for all. */
test.describe("the shell's controls and the sign-in form in the site's frame", () => {
  const styleOf = (page: import("@playwright/test").Page, selector: string, property: string) =>
    page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

  test("the language button: engraved plate (vault), pill (peace), under the paper's heavy rule (political)", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(siteUrl("vault", "/en"));
    expect(await styleOf(page, ".header-tools .language-menu summary", "border-top-style")).toBe("double");
    await page.goto(siteUrl("peace", "/en"));
    expect(parseFloat(await styleOf(page, ".header-tools .language-menu summary", "border-top-left-radius"))).toBeGreaterThanOrEqual(22);
    await page.goto(siteUrl("political", "/en"));
    expect(await styleOf(page, ".header-tools .language-menu summary", "border-top-width")).toBe("3px");
    expect(await styleOf(page, ".header-tools .language-menu summary", "border-bottom-width")).toBe("1px");
  });

  test("the sign-in form sits on the site's paper: a title block (syma), a game board (morpheme), a notice between rules (political)", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl("syma", "/en/login"));
    const desk = "main [data-sign-in-desk]";
    await expect(page.locator(`${desk} form`)).toBeVisible();
    expect(await styleOf(page, desk, "border-top-width")).toBe("2px");
    await page.goto(siteUrl("morpheme", "/en/login"));
    expect(await styleOf(page, desk, "box-shadow")).toContain("8px 8px 0px");
    await page.goto(siteUrl("political", "/en/login"));
    expect(await styleOf(page, desk, "border-top-width")).toBe("4px");
    expect(await styleOf(page, desk, "border-left-width")).toBe("0px");
  });
});

test("syma's title-block footer on a phone: on the imprint, which has no link to itself, the place takes its row", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = async () =>
    page.locator("footer .footer-frame").evaluate((frame) => ({
      frame: frame.getBoundingClientRect().width,
      place: frame.querySelector("[data-part=place]")!.getBoundingClientRect().width,
    }));
  await page.goto(siteUrl("syma", "/en/imprint"));
  await expect(page.locator("footer [data-part=links]")).toHaveCount(0);
  // It stood in half the row beside an empty ruled field.
  const imprint = await widths();
  expect(imprint.place).toBeGreaterThan(imprint.frame - 4);
  // Elsewhere it shares its row with the imprint's link.
  await page.goto(siteUrl("syma", "/en/cv"));
  const cv = await widths();
  expect(cv.place).toBeLessThan(cv.frame / 2 + 2);
});
