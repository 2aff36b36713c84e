import { describe, expect, it } from "vitest";
import { chatMessageSchema } from "./message-schema";
import { STREAMS_PER_MEMBER, STREAMS_PER_SITE, takeStreamSlot } from "./open-streams";

const accepts = (body: string) => chatMessageSchema.safeParse({ body }).success;

describe("chat messages", () => {
  it("refuse control characters other than line breaks and tabs", () => {
    for (const control of ["\u0000", "\u0007", "\u0008", "\u001B[31m", "\u007F", "\u0085", "\u009B"]) {
      expect(accepts(`hello ${control} world`), JSON.stringify(control)).toBe(false);
    }
    expect(accepts("line one\nline two\twith a tab")).toBe(true);
    expect(accepts("windows\r\nline")).toBe(true);
  });

  it("refuse every bidi embedding, override and isolate", () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(accepts(`invoice_${String.fromCodePoint(code)}fdp.exe`), code.toString(16)).toBe(false);
    }
  });

  it("refuse runs of combining marks, and keep the marks real scripts need", () => {
    expect(accepts(`Z${"\u0300\u0301\u0302\u0303\u0304\u0305"}algo`)).toBe(false);
    expect(accepts(`a${"\u0301".repeat(6)}`)).toBe(false);
    for (const text of ["Café, naïve, Ångström", "வணக்கம் நண்பர்களே", "مَرْحَبًا بِكُمْ", "नमस्ते दुनिया", "Tiếng Việt có dấu", "ё и й"]) {
      expect(accepts(text), text).toBe(true);
    }
  });
});

describe("open chat streams", () => {
  it(`allow ${STREAMS_PER_MEMBER} per member; a closed one frees its place`, () => {
    const slots = Array.from({ length: STREAMS_PER_MEMBER + 1 }, () => takeStreamSlot("forum", 7));
    expect(slots.map((slot) => slot.ok)).toEqual([...Array(STREAMS_PER_MEMBER).fill(true), false]);
    expect(slots.at(-1)).toEqual({ ok: false, reason: "member" });
    expect(takeStreamSlot("vault", 7).ok).toBe(true);
    const [first] = slots;
    if (first?.ok) {
      first.close();
      first.close();
    }
    expect(takeStreamSlot("forum", 7).ok).toBe(true);
    expect(takeStreamSlot("forum", 7).ok).toBe(false);
  });

  it(`allow ${STREAMS_PER_SITE} per site`, () => {
    const slots = Array.from({ length: STREAMS_PER_SITE }, (_, member) => takeStreamSlot("peace", 1000 + member));
    expect(slots.every((slot) => slot.ok)).toBe(true);
    expect(takeStreamSlot("peace", 5000)).toEqual({ ok: false, reason: "site" });
  });
});
