import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";
import boundaries from "eslint-plugin-boundaries";

/**
 * The layout's dependency rule. A feature (features/<name>/) uses the platform (lib/) and the shared
 * widgets (components/), never another feature. Routes (app/) compose features through their public
 * entries only: index.ts for the browser, server.ts for the server. The public renderer takes the
 * blocks other features contribute in one file, features/site-pages/feature-blocks.ts, through
 * their entries (preview/server.ts: what a feature shows on the start page, apart from the rest).
 * lib/ uses nothing above it; components/ no feature and no route.
 */
const FEATURE_PARTS = ["feature", "feature-entry", "feature-blocks"];
const layers = {
  plugins: { boundaries },
  settings: {
    "boundaries/elements": [
      // `mode: "full"` still matches a whole path in boundaries 7 (its `partialMatch: false` did not match here).
      { type: "feature-entry", pattern: "**/features/*/{index,server}.ts", mode: "full", capture: ["root", "name", "entry"] },
      // What a feature shows on the start page, an entry apart so the start page takes nothing else of it.
      { type: "feature-entry", pattern: "**/features/*/preview/server.ts", mode: "full", capture: ["root", "name"] },
      { type: "feature-blocks", pattern: "**/features/*/feature-blocks.ts", mode: "full", capture: ["root", "name"] },
      { type: "feature", pattern: "features/*", capture: ["name"] },
      { type: "lib", pattern: "lib" },
      { type: "components", pattern: "components" },
      { type: "app", pattern: "app" },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "allow",
        policies: [
          {
            from: { element: { types: { anyOf: ["feature", "feature-entry"] } } },
            disallow: { to: { element: { types: { anyOf: FEATURE_PARTS }, captured: { name: "!{{ from.element.captured.name }}" } } } },
            message: "A feature does not import another feature: move what both need to lib/ or components/.",
          },
          {
            from: { element: { type: "feature-blocks" } },
            disallow: { to: { element: { types: { anyOf: ["feature", "feature-blocks"] }, captured: { name: "!{{ from.element.captured.name }}" } } } },
            message: "feature-blocks.ts takes another feature's blocks through its public entries (index.ts, server.ts) only.",
          },
          {
            from: { element: { type: "lib" } },
            disallow: { to: { element: { types: { anyOf: [...FEATURE_PARTS, "components", "app"] } } } },
            message: "lib/ is the platform: it imports no feature, component or route.",
          },
          {
            from: { element: { type: "components" } },
            disallow: { to: { element: { types: { anyOf: [...FEATURE_PARTS, "app"] } } } },
            message: "components/ holds the shell and shared widgets: it imports no feature and no route.",
          },
          {
            from: { element: { type: "app" } },
            disallow: { to: { element: { types: { anyOf: ["feature", "feature-blocks"] } } } },
            message: "A route uses a feature through its public entries only: index.ts for the browser, server.ts for the server.",
          },
        ],
      },
    ],
  },
};

/** A leading underscore marks a value left out on purpose (e.g. `{ DATA_DIR: _dir, ...rest }`). */
const unusedValues = {
  rules: {
    "@typescript-eslint/no-unused-vars": [
      "warn",
      { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
    ],
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  unusedValues,
  layers,
  globalIgnores([".next/**", "bench/bare-next/.next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/**", "media/**"]),
]);
