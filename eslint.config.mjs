import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";
import boundaries from "eslint-plugin-boundaries";

/**
 * The layout's dependency rule: a feature (features/<name>/) uses the platform (lib/) and the
 * shared widgets (components/), never another feature's insides; what a feature offers to the
 * content blocks and heroes of components/ is its public entry, features/<name>/index.ts.
 * lib/ uses nothing above it; components/ no route. app/ composes them all.
 */
const layers = {
  plugins: { boundaries },
  settings: {
    "boundaries/elements": [
      // `mode: "full"` still matches a whole path in boundaries 7 (its `partialMatch: false` did not match here).
      { type: "feature-entry", pattern: "**/features/*/index.ts", mode: "full", capture: ["root", "name"] },
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
            from: { element: { type: "feature" } },
            disallow: { to: { element: { types: { anyOf: ["feature", "feature-entry"] }, captured: { name: "!{{ from.element.captured.name }}" } } } },
            message: "A feature does not import another feature: move what both need to lib/ or components/.",
          },
          {
            from: { element: { type: "lib" } },
            disallow: { to: { element: { types: { anyOf: ["feature", "feature-entry", "components", "app"] } } } },
            message: "lib/ is the platform: it imports no feature, component or route.",
          },
          {
            from: { element: { type: "components" } },
            disallow: { to: { element: { types: { anyOf: ["feature", "app"] } } } },
            message: "components/ holds the shell and shared widgets: it imports a feature only through its public entry (index.ts), and no route.",
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
