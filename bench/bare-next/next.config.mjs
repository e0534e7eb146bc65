/**
 * A Next.js app with nothing of the shop (docs/performance.md "The framework's floor"): the same Next.js,
 * React and Node as the shop, one page with one client component, and the baseline's catalogue answers as
 * route handlers. bench/bare-next.ts copies it out of the repository and builds it there.
 */
const config = {
  distDir: ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["pg"],
  // The folder outside the repository and the shop's node_modules (linked) must both lie under the root;
  // inside the repository Turbopack would take its root, and with it the shop's instrumentation.ts and proxy.ts.
  turbopack: { root: process.env.BARE_NEXT_ROOT },
  outputFileTracingRoot: process.env.BARE_NEXT_ROOT,
};

export default config;
