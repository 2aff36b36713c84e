import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own ESLint configuration, run on small files placed where the layout rule
// looks: features under tests/unit/fixtures/layers/features/, the rest at their real places.
const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });
const fixtures = "tests/unit/fixtures/layers/features";

async function layoutErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "boundaries/dependencies").map((message) => message.message);
}

describe("the layout rule of npm run lint", { timeout: 60_000 }, () => {
  it("refuses a feature that imports another feature, and lets it use its own files and the platform", async () => {
    expect(await layoutErrors(`${fixtures}/alpha/view.ts`, 'import { betaModel } from "../beta/model";\nexport const shown = betaModel;\n')).toEqual([
      "A feature does not import another feature: move what both need to lib/ or components/.",
    ]);
    const allowed = 'import { alphaPart } from "./part";\nimport { log } from "@/lib/server/log";\nexport const shown = [alphaPart, log];\n';
    expect(await layoutErrors(`${fixtures}/alpha/view.ts`, allowed)).toEqual([]);
    const throughEntry = 'import { betaEntry } from "../beta";\nexport const shown = betaEntry;\n';
    expect(await layoutErrors(`${fixtures}/alpha/view.ts`, throughEntry)).toEqual([
      "A feature does not import another feature: move what both need to lib/ or components/.",
    ]);
  });

  it("refuses lib/ importing a feature, a component or a route", async () => {
    const code = [
      `import { betaModel } from "@/${fixtures}/beta/model";`,
      'import { Menu } from "@/components/shell/menu";',
      'import { GET } from "@/app/api/health/live/route";',
      "export const all = [betaModel, Menu, GET];",
      "",
    ].join("\n");
    expect(await layoutErrors("lib/probe.ts", code)).toHaveLength(3);
  });

  it("refuses components/ importing a feature or a route, and lets it use lib/", async () => {
    const code = `import { betaModel } from "@/${fixtures}/beta/model";\nimport { GET } from "@/app/api/health/live/route";\nexport const all = [betaModel, GET];\n`;
    expect(await layoutErrors("components/probe.ts", code)).toEqual([
      "components/ holds the shell and shared widgets: it imports a feature only through its public entry (index.ts), and no route.",
      "components/ holds the shell and shared widgets: it imports a feature only through its public entry (index.ts), and no route.",
    ]);
    expect(await layoutErrors("components/probe.ts", 'import { log } from "@/lib/server/log";\nexport const used = log;\n')).toEqual([]);
    const throughEntry = `import { betaEntry } from "@/${fixtures}/beta";\nexport const used = betaEntry;\n`;
    expect(await layoutErrors("components/probe.ts", throughEntry)).toEqual([]);
  });
});
