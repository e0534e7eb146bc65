import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // In-process embedded PostgreSQL and native modules must not be bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "svg-captcha", "nodemailer", "pg"],
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
