import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own ESLint configuration, run on small files placed where the layout rule
// looks: features under tests/repo/fixtures/layers/features/, the rest at their real places.
const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });
const fixtures = "tests/repo/fixtures/layers/features";

const FEATURE_TO_FEATURE = "A feature does not import another feature: move what both need to lib/ or components/.";
const ROUTE_TO_INSIDES = "A route uses a feature through its public entries only: index.ts for the browser, server.ts for the server.";
const COMPONENTS = "components/ holds the shell and shared widgets: it imports no feature and no route.";
const BLOCKS = "feature-blocks.ts takes another feature's blocks through its public entries (index.ts, server.ts) only.";

async function layoutErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "boundaries/dependencies").map((message) => message.message);
}

const probe = (specifier: string) => `import { used } from "${specifier}";\nexport const shown = used;\n`;

describe("the layout rule of npm run lint", { timeout: 60_000 }, () => {
  it("refuses a feature that imports another feature, even through its entries, and lets it use its own files and the platform", async () => {
    for (const other of ["../beta/model", "../beta", "../beta/server"]) {
      expect(await layoutErrors(`${fixtures}/alpha/view.ts`, probe(other)), other).toEqual([FEATURE_TO_FEATURE]);
    }
    expect(await layoutErrors(`${fixtures}/alpha/index.ts`, probe("../beta/model"))).toEqual([FEATURE_TO_FEATURE]);
    const allowed = 'import { alphaPart } from "./part";\nimport { log } from "@/lib/server/log";\nexport const shown = [alphaPart, log];\n';
    expect(await layoutErrors(`${fixtures}/alpha/view.ts`, allowed)).toEqual([]);
  });

  it("lets the feature-blocks file take another feature's entries, never its insides", async () => {
    expect(await layoutErrors(`${fixtures}/alpha/feature-blocks.ts`, probe("../beta/server"))).toEqual([]);
    expect(await layoutErrors(`${fixtures}/alpha/feature-blocks.ts`, probe("../beta"))).toEqual([]);
    expect(await layoutErrors(`${fixtures}/alpha/feature-blocks.ts`, probe("../beta/model"))).toEqual([BLOCKS]);
    expect(await layoutErrors(`${fixtures}/alpha/view.ts`, probe("./feature-blocks"))).toEqual([]);
    expect(await layoutErrors(`${fixtures}/beta/model.ts`, probe("../alpha/feature-blocks"))).toEqual([FEATURE_TO_FEATURE]);
  });

  it("takes a feature's preview/server.ts as an entry of its own (what the start page shows), and no other folder's server.ts", async () => {
    expect(await layoutErrors(`${fixtures}/alpha/feature-blocks.ts`, probe("../beta/preview/server"))).toEqual([]);
    expect(await layoutErrors("app/probe.ts", probe(`@/${fixtures}/beta/preview/server`))).toEqual([]);
    expect(await layoutErrors(`${fixtures}/alpha/view.ts`, probe("../beta/preview/server"))).toEqual([FEATURE_TO_FEATURE]);
    expect(await layoutErrors(`${fixtures}/alpha/feature-blocks.ts`, probe("../beta/parts/server"))).toEqual([BLOCKS]);
    expect(await layoutErrors("app/probe.ts", probe(`@/${fixtures}/beta/parts/server`))).toEqual([ROUTE_TO_INSIDES]);
  });

  it("lets a route use a feature's index.ts and server.ts only", async () => {
    expect(await layoutErrors("app/probe.ts", probe(`@/${fixtures}/beta`))).toEqual([]);
    expect(await layoutErrors("app/probe.ts", probe(`@/${fixtures}/beta/server`))).toEqual([]);
    expect(await layoutErrors("app/probe.ts", probe(`@/${fixtures}/beta/model`))).toEqual([ROUTE_TO_INSIDES]);
  });

  it("refuses lib/ importing a feature, a component or a route", async () => {
    const code = [
      `import { betaModel } from "@/${fixtures}/beta/model";`,
      `import { betaEntry } from "@/${fixtures}/beta";`,
      'import { Menu } from "@/components/shell/menu";',
      'import { GET } from "@/app/api/health/live/route";',
      "export const all = [betaModel, betaEntry, Menu, GET];",
      "",
    ].join("\n");
    expect(await layoutErrors("lib/probe.ts", code)).toHaveLength(4);
  });

  it("refuses components/ importing a feature, even its entry, or a route, and lets it use lib/", async () => {
    const code = `import { betaModel } from "@/${fixtures}/beta/model";\nimport { betaEntry } from "@/${fixtures}/beta";\nimport { GET } from "@/app/api/health/live/route";\nexport const all = [betaModel, betaEntry, GET];\n`;
    expect(await layoutErrors("components/probe.ts", code)).toEqual([COMPONENTS, COMPONENTS, COMPONENTS]);
    expect(await layoutErrors("components/probe.ts", probe("@/lib/server/log"))).toEqual([]);
  });
});
