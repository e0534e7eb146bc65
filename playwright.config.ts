import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { SYSTEM_BROWSERS } from "./scripts/system-browsers.mjs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORT = E2E_PORT;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_CAPTCHA = "E2EK";
/** The PayPal test server of the run (tests/e2e/paypal-global-setup.ts): the shop's PAYPAL_API_BASE. */
export const E2E_PAYPAL_PORT = Number(process.env.E2E_PAYPAL_PORT ?? PORT + 5);
/** The bare Next.js app of the run (tests/e2e/bare-next-setup.ts): the page-weight check's floor. */
export const E2E_BARE_PORT = Number(process.env.E2E_BARE_PORT ?? PORT + 6);
export const E2E_PAYPAL = {
  clientId: "e2e-client",
  clientSecret: "e2e-secret",
  webhookId: "WH-E2E",
} as const;

const serverEnv: Record<string, string> = {
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: String(PORT),
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  CAPTCHA_TEST_TEXT: E2E_CAPTCHA,
  DEMO_SEED: "1",
  // No scheduled work during the run (docs/jobs.md): reminders and storage fees would change the demo sellers'
  // inboxes and balances under the tests. Mails SMTP refuses are still queued.
  JOBS_IN_PROCESS: "0",
  // Playwright plays the one trusted proxy: each test may present its own client in X-Forwarded-For, so
  // the per-address login and mail caps of one test do not bite the next.
  TRUST_PROXY: "1",
  APP_URL: `http://localhost:${PORT}`,
  PAYPAL_API_BASE: `http://127.0.0.1:${E2E_PAYPAL_PORT}`,
  PAYPAL_CLIENT_ID: E2E_PAYPAL.clientId,
  PAYPAL_CLIENT_SECRET: E2E_PAYPAL.clientSecret,
  PAYPAL_WEBHOOK_ID: E2E_PAYPAL.webhookId,
  JWT_SECRET: process.env.JWT_SECRET ?? "e2e-only-secret-e2e-only-secret-e2e-only",
  ...(process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? ".data/e2e-pglite" }),
};

const chromium = {
  launchOptions: {
    // CHROMIUM_PATH="": Playwright's own download (scripts/run.mjs sets it where no system browser is found).
    executablePath:
      process.env.CHROMIUM_PATH === ""
        ? undefined
        : (process.env.CHROMIUM_PATH ?? SYSTEM_BROWSERS.find((path) => existsSync(path))),
    args: [
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: ["./tests/e2e/paypal-global-setup.ts", "./tests/e2e/bare-next-setup.ts"],
  // One shop, one mailbox port: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace of every test cost CI a fifth of the e2e time (screencast, snapshots); there a failing
    // test runs again with the trace on (docs/performance.md "CI time").
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    video: "off",
  },
  projects: [
    { name: "phone", use: { ...devices["Pixel 7"], ...chromium } },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, ...chromium },
    },
  ],
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `http://localhost:${PORT}/ws-home`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: serverEnv,
    stdout: "pipe",
  },
});
