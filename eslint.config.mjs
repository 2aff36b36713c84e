import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores([".next/**", "bench/bare-next/.next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/**", "media/**"]),
]);
