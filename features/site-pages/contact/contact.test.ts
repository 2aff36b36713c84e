import { describe, expect, it } from "vitest";
import { contactLinks, normalizePhone } from "./contact-links";
import { siteData } from "../data";
import { ownerChannels } from "../data/syma";

describe("normalizePhone", () => {
  it.each([
    ["+49 30 1234-567", "+49301234567"],
    ["+49 (0)30 / 12 34 56", "+4930123456"],
    ["030 123456", "030123456"],
    ["(030) 12.34.56", "030123456"],
    ["+1 (555) 010-0199", "+15550100199"],
    [" 0170 1234567 ", "01701234567"],
    ["1+2", "12"],
    ["n/a", ""],
  ])("%s → %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe("contactLinks", () => {
  it("turns a full record into links in a fixed order", () => {
    expect(
      contactLinks({
        web: "www.example.org/",
        mail: "info@example.org",
        messenger: "+49 170 7654321",
        mobile: "0170 1234567",
        fax: "+49 30 1234-568",
        phone: "+49 (0)30 1234-567",
      }),
    ).toEqual([
      { kind: "phone", href: "tel:+49301234567", text: "+49 (0)30 1234-567" },
      { kind: "fax", href: null, text: "+49 30 1234-568" },
      { kind: "mobile", href: "tel:01701234567", text: "0170 1234567" },
      { kind: "messenger", href: "sms:+491707654321", text: "+49 170 7654321" },
      { kind: "mail", href: "mailto:info@example.org", text: "info@example.org" },
      { kind: "web", href: "https://www.example.org/", text: "www.example.org" },
    ]);
  });

  it("leaves out empty, blank and missing channels", () => {
    expect(contactLinks({})).toEqual([]);
    expect(contactLinks({ phone: "", fax: "   ", mobile: null, mail: "a@b.de" }).map((link) => link.kind)).toEqual(["mail"]);
  });

  it("keeps https and http sites and strips the scheme from the text", () => {
    expect(contactLinks({ web: "https://forum.example.org/about/" })).toEqual([
      { kind: "web", href: "https://forum.example.org/about/", text: "forum.example.org/about" },
    ]);
    expect(contactLinks({ web: "http://old.example.org" })[0]?.href).toBe("http://old.example.org/");
  });

  it("never links a dangerous or broken web address", () => {
    expect(contactLinks({ web: "javascript:alert(1)" })[0]?.href).toBeNull();
    expect(contactLinks({ web: "data:text/html,hi" })[0]?.href).toBeNull();
    expect(contactLinks({ web: "localhost" })[0]?.href).toBeNull();
  });

  it("links mail addresses only when they look like one", () => {
    expect(contactLinks({ mail: "mailto:post@example.org" })[0]?.href).toBe("mailto:post@example.org");
    expect(contactLinks({ mail: "post at example dot org" })[0]?.href).toBeNull();
    expect(contactLinks({ mail: "a@b.de?subject=x" })[0]?.href).toBeNull();
  });

  it("links messenger profiles, numbers via sms: and shows handles as text", () => {
    expect(contactLinks({ messenger: "https://signal.me/#p/+491701234567" })[0]?.href).toBe("https://signal.me/#p/+491701234567");
    expect(contactLinks({ messenger: "wa.me/491701234567" })[0]?.href).toBe("https://wa.me/491701234567");
    expect(contactLinks({ messenger: "@forum_team" })[0]).toEqual({ kind: "messenger", href: null, text: "@forum_team" });
    expect(contactLinks({ messenger: "https://t.me/forum_team" })[0]?.text).toBe("t.me/forum_team");
  });

  it("names the messenger and the number of a profile link instead of its raw address", () => {
    expect(contactLinks({ messenger: "https://signal.me/#p/+491705550142" })[0]?.text).toBe("Signal: +49 170 5550142");
    expect(contactLinks({ messenger: "https://wa.me/491701234567" })[0]?.text).toBe("WhatsApp: +49 170 1234567");
    expect(contactLinks({ messenger: "https://wa.me/441632960961" })[0]?.text).toBe("WhatsApp: +441632960961");
  });

  it("gives the forum and the owner's sites a messenger button that opens the messenger", () => {
    for (const channels of [siteData.forum.pages.imprint?.flatMap((block) => (block.kind === "address" ? [block.channels] : [])), [ownerChannels]]) {
      const messenger = contactLinks(channels?.[0] ?? {}).find((link) => link.kind === "messenger");
      expect(messenger?.href).toMatch(/^https:\/\/(wa|signal)\.me\//);
    }
  });

  it("shows a phone without digits as text only", () => {
    expect(contactLinks({ phone: "on request" })).toEqual([{ kind: "phone", href: null, text: "on request" }]);
  });
});
