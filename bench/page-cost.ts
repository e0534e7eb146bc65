/**
 * What a page view costs the server (docs/performance.md "Pages", docs/scaling.md "Pages"): the server's CPU
 * for the page's HTML, and for the prefetches Next.js starts for the links the page shows, against a running
 * `next start` with the demo data on this machine (its process found by the port).
 *
 *   npm run bench:pages -- --base=http://localhost:3000 [--views=30] [--paths=/order/orderBad*,/classify]
 *
 * Each screen is opened once in Chromium (as the demo seller where the screen needs it) to record the prefetch
 * requests it starts; then the page and those requests are sent again `--views` times, one at a time, and the
 * server's CPU (user + system, /proc) is divided by the views. API reads made after the page loads are not
 * counted here (docs/scaling.md counts them on their own).
 */
import { execFileSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { demoCookie, mainScreens, type Screen } from "./demo-shop";
import { arg } from "./harness";
import { cpuMs } from "./measure";

const base = arg("base", "http://localhost:3000");
const views = Number(arg("views", "30"));
const extra = arg("paths", "").split(",").filter(Boolean);
/** Lists whose rows carry links (docs/decisions.md "Links on a list's rows are not prefetched"). */
const LISTS = ["/order/orderBad*", "/batchManage*", "/apply-goods*", "/user/ws-userAddress*"];

type Request = { url: string; headers: Record<string, string> };

/** The process listening on the shop's port (Linux `ss`). */
function serverPid(): number {
  const port = new URL(base).port || "80";
  const listening = execFileSync("ss", ["-ltnp"], { encoding: "utf8" })
    .split("\n")
    .find((line) => new RegExp(`:${port}\\s`).test(line));
  const pid = Number(listening?.match(/pid=(\d+)/)?.[1]);
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return pid;
}

/** The prefetch requests (with their headers) Next.js sends while the screen loads and settles. */
async function prefetchesOf(screen: Screen, cookie: string): Promise<Request[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    if (screen.signedIn) {
      const [name, value] = cookie.split("=");
      await context.addCookies([{ name, value, url: base }]);
    }
    const page = await context.newPage();
    const seen: Request[] = [];
    page.on("request", (request) => {
      const headers = request.headers();
      if (headers["next-router-prefetch"]) seen.push({ url: request.url(), headers });
    });
    await page.goto(screen.url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    return seen;
  } finally {
    await browser.close();
  }
}

async function send(requests: Request[], cookie: string | undefined) {
  for (const r of requests) {
    const res = await fetch(r.url, { headers: { ...r.headers, ...(cookie ? { cookie } : {}) } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${r.url}: ${res.status}`);
  }
}

async function main() {
  const pid = serverPid();
  const cookie = await demoCookie(base);
  const screens: Screen[] = [
    ...(await mainScreens(base)),
    ...[...LISTS, ...extra].map((p) => {
      const path = p.replace(/\*$/, "");
      return { label: path, path, url: `${base}${path}`, signedIn: p.endsWith("*") };
    }),
  ];
  const rows: string[] = [
    "| screen | page CPU ms | prefetches per view | their CPU ms per view |",
    "| --- | ---: | ---: | ---: |",
  ];
  for (const screen of screens) {
    const prefetches = await prefetchesOf(screen, cookie);
    const withCookie = screen.signedIn ? cookie : undefined;
    const page: Request = { url: screen.url, headers: {} };
    // Once each first: the first render of a route compiles and caches what the later ones reuse.
    await send([page, ...prefetches], withCookie);
    let before = cpuMs(pid);
    for (let i = 0; i < views; i++) await send([page], withCookie);
    const pageMs = (cpuMs(pid) - before) / views;
    before = cpuMs(pid);
    for (let i = 0; i < views; i++) await send(prefetches, withCookie);
    const prefetchMs = (cpuMs(pid) - before) / views;
    rows.push(`| ${screen.label} | ${pageMs.toFixed(1)} | ${prefetches.length} | ${prefetchMs.toFixed(1)} |`);
    console.error(rows.at(-1));
  }
  console.log(`Server CPU per page view, ${views} views, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(rows.join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
