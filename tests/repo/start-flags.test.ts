import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startEnvironment, startOptions } from "../../scripts/start-command";

// The memory budget is measured with `npm start`; the container must run with the same limits.
describe("the container starts node as npm start does", () => {
  const dockerfile = readFileSync("Dockerfile", "utf8");

  it("with the same node options", () => {
    const command = /^CMD \[(.*)\]$/m.exec(dockerfile.split("\n").filter((line) => line.startsWith("CMD")).at(-1) ?? "")?.[1] ?? "";
    const words = JSON.parse(`[${command}]`) as string[];
    expect(words.filter((word) => word.startsWith("--"))).toEqual(startOptions());
    expect(startOptions()).toContain("--max-old-space-size=128");
  });

  it("with the same allocator settings", () => {
    for (const [name, value] of Object.entries(startEnvironment())) expect(dockerfile).toContain(`ENV ${name}=${value}`);
  });
});
