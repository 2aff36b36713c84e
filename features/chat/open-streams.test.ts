import { describe, expect, it } from "vitest";
import { STREAMS_PER_MEMBER, STREAMS_PER_SITE, takeStreamSlot } from "./open-streams";

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
