import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { siteHostsSnapshot } from "./lib/startup-check";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Baked in so start-up can refuse host settings that differ from the prerendered pages.
  env: {
    BUILT_SITE_HOSTS: siteHostsSnapshot(process.env),
    // Shown in the settings' info view on /various.
    APP_BUILD_DATE: new Date().toISOString(),
  },
};

export default withNextIntl(nextConfig);
