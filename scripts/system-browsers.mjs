/**
 * Debian's browsers for the e2e tests, the old headless shell first: it is the browser Playwright itself runs
 * headless, and it spends half the CPU of the full Chromium on the same tests (docs/performance.md "CI time").
 * Read by playwright.config.ts and by scripts/run.mjs (which, with none of them, lets Playwright download its
 * own), so Node built-ins only.
 */
export const SYSTEM_BROWSERS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
