import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { signalRows } from "../signal-rows";
import { doorLimitSwitch, failing, startChecks } from "./interlocks";
import { applyCommand, createPlant, stepPlant } from "./plant";
import en from "@/messages/en.json";

const texts = createTranslator({ locale: "en", messages: { autoclave: en.autoclave }, namespace: "autoclave" });

/** A fresh plant after one second, when the control has released the door of the idle autoclave. */
const idlePlant = () => stepPlant(createPlant(1)).plant;

describe("the door's limit switch S1 (autoclaves with door and limit switch)", () => {
  it("is a signal of its own in the detailed view: actuated with the door shut, not actuated with it open", () => {
    const plant = idlePlant();
    const closed = plant.autoclaves[0]!;
    expect(signalRows(texts, closed, plant.central).find((row) => row.tag === "S1")).toEqual({
      tag: "S1",
      element: "Door limit switch",
      coil: "—",
      state: "actuated: door closed",
    });
    const opened = applyCommand(plant, { type: "openDoor", autoclave: 1 }).plant;
    const open = opened.autoclaves[0]!;
    expect(open.door).toBe("open");
    expect(doorLimitSwitch(open)).toBe(false);
    expect(signalRows(texts, open, opened.central).find((row) => row.tag === "S1")?.state).toBe("not actuated: door open");
  });

  it("is the start condition the interlocks name", () => {
    const plant = applyCommand(idlePlant(), { type: "openDoor", autoclave: 1 }).plant;
    const reasons = failing(startChecks(plant.autoclaves[0]!, plant.central));
    expect(reasons).toEqual(["doorClosed"]);
    expect(texts(`interlocks.${reasons[0]!}`)).toBe("Door limit switch S1 actuated (door closed)");
  });
});
