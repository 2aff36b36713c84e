import { describe, expect, it } from "vitest";
import { chatMessageSchema } from "./message-schema";

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

  it("count marks across invisible characters between them: joiners and fillers do not start a new run", () => {
    const marks = ["\u0300", "\u0301", "\u0302", "\u0303", "\u0304"];
    // "q" composes with none of these marks, so NFC leaves all five as marks.
    // Zero-width joiner and non-joiner, word joiner, zero-width space, byte-order mark, soft hyphen, Hangul filler, a tag character.
    for (const invisible of ["\u200D", "\u200C", "\u2060", "\u200B", "\uFEFF", "\u00AD", "\u3164", "\u{E0041}"]) {
      const name = `U+${invisible.codePointAt(0)?.toString(16).toUpperCase()}`;
      expect(accepts(`q${marks.join(invisible)}b`), `5 marks joined by ${name}`).toBe(false);
      expect(accepts(`q${marks.slice(0, 4).join(invisible)}b`), `4 marks joined by ${name}`).toBe(true);
      expect(accepts(`q${marks.slice(0, 2).join("")}${invisible}${invisible}${marks.slice(2).join("")}`), `a pair of ${name} in a run of 5`).toBe(false);
    }
    expect(accepts(`q${"\u0301\u0301\u200D".repeat(40)}`)).toBe(false);
  });

  it("keep the joiners real scripts and emoji need", () => {
    for (const text of ["क्‍ष", "ශ්‍රී ලංකා", "می‌خواهم", "ക്‍", "👩‍👩‍👧‍👦", "❤️‍🔥", "🏳️‍🌈", "1️⃣", "👍🏽"]) {
      expect(accepts(text), text).toBe(true);
    }
  });
});
