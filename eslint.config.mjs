import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";
import boundaries from "eslint-plugin-boundaries";

/**
 * The layout's dependency rule: a feature (features/<name>/) uses the platform (lib/) and the
 * shared widgets (components/), never another feature; lib/ uses nothing above it; components/
 * no feature and no route. app/ composes them all.
 */
const layers = {
  plugins: { boundaries },
  settings: {
    "boundaries/elements": [
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
            disallow: { to: { element: { type: "feature", captured: { name: "!{{ from.element.captured.name }}" } } } },
            message: "A feature does not import another feature: move what both need to lib/ or components/.",
          },
          {
            from: { element: { type: "lib" } },
            disallow: { to: { element: { types: { anyOf: ["feature", "components", "app"] } } } },
            message: "lib/ is the platform: it imports no feature, component or route.",
          },
          {
            from: { element: { type: "components" } },
            disallow: { to: { element: { types: { anyOf: ["feature", "app"] } } } },
            message: "components/ holds the shell and shared widgets: it imports no feature and no route.",
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
  globalIgnores([".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/**", "media/**"]),
]);
