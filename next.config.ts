import type { NextConfig } from "next";
import { resolve } from "node:path";
import createNextIntlPlugin from "next-intl/plugin";
import { siteHostsSnapshot } from "./lib/env/build";

const withNextIntl = createNextIntlPlugin("./lib/content/request-config.ts");

/**
 * Sent with every response, files included; the CSP and the opener policy are set per document
 * (middleware, post-build).
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), browsing-topics=()",
  },
];

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  // Prerendered pages carry an ETag computed once by scripts/post-build.mjs, and the middleware
  // answers their revalidations; Next.js would hash every page again on every request.
  generateEtags: false,
  reactStrictMode: true,
  // The middleware holds a copy of each request body; no route takes more than 16 kB, so a
  // body sent without a length is kept to 64 kB and the API's reader refuses it.
  // Memory: a prerendered page weighs ≈ 0.1–0.2 MB in Next's in-memory cache (HTML
  // string + RSC buffers) and there are 690 of them; 24 MB keeps the start pages of every site in
  // several languages, the rest is read from disk. Route modules load when first asked for, not
  // all at start-up (most processes never serve a tool's page).
  cacheMaxMemorySize: 8 * 1024 * 1024,
  // Pages a publish made stale are rendered anew with their own CSP hashes and ETag (see there).
  cacheHandler: resolve("./lib/server/page-cache/page-cache-handler.mjs"),
  experimental: {
    proxyClientMaxBodySize: "64kb",
    preloadEntriesOnStart: false,
    // Turbopack's default CSS chunker packs the modules of every route into the same shared chunks,
    // so every page loaded all of them (130 kB in two sheets). The graph chunker gives a route the
    // chunks of what it imports; a request weighed as a megabyte of CSS keeps a start page's
    // modules in one sheet (tests/e2e/bundle-budget.spec.ts), where the default weight (100 kB)
    // split them into three: a few small modules of other routes ride along instead.
    cssChunking: { type: "graph", requestCost: 1_000_000 },
  },
  // The share picture is drawn by a script the route runs as a child process (no import the file
  // tracing could follow): the standalone output needs the script and the drawing library with
  // its wasm and font files (sharp comes with Next's image optimizer). The key is a glob of the
  // route, where `[site]` would be a character class.
  outputFileTracingIncludes: {
    "/*/share-picture": ["./lib/seo/share-picture-drawer.mjs", "./node_modules/next/dist/compiled/@vercel/og/{index.node.js,package.json,*.wasm,*.ttf}"],
  },
  turbopack: {
    // Next's app client always bundles polyfills (Array.prototype.at, Object.hasOwn, flat, …) that
    // every browser of the browserslist in package.json has natively ("legacy JavaScript"). Next
    // asks for them by this relative request (next/dist/client/app-globals.js).
    resolveAlias: {
      "../build/polyfills/polyfill-module": "./lib/client/no-polyfills.js",
      // Client components get their texts compiled (lib/i18n/feature-texts.tsx), so the browser
      // needs only use-intl's formatter of compiled texts, not the ICU parser (≈ 10 kB gzip on
      // every page); the server formats both (lib/i18n/format-message.js).
      "use-intl/format-message": {
        browser: "./node_modules/use-intl/dist/esm/production/format-message/format-only.js",
        default: "./lib/i18n/format-message.js",
      },
    },
  },
  // Baked in so start-up can refuse host settings that differ from the prerendered pages.
  // The build date is shown in the settings' info view on /various.
  env: { BUILT_SITE_HOSTS: siteHostsSnapshot(), APP_BUILD_DATE: new Date().toISOString() },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        // Files in public/ keep their names across deployments, so browsers revalidate after a day.
        source: "/:file((?!_next/|intern/).*\\.(?:svg|png|jpe?g|webp|avif|gif|ico|mp4|webm|woff2))",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
      {
        // HSTS only means something over https; the TLS-terminating proxy says so (a client's own
        // X-Forwarded-Proto is removed unless TRUST_PROXY is set, see lib/server/request-intake.ts).
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
