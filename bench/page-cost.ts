/**
 * What a page view costs the server (docs/performance.md "Pages", docs/scaling.md "Pages"): the server's CPU
 * for the page's HTML, for the API reads its screen makes once loaded, and for the prefetches Next.js starts
 * for the links the page shows, against a running `next start` with the demo data on this machine (its process
 * found by the port).
 *
 *   npm run bench:pages -- --base=http://localhost:3000 [--views=30] [--paths=/order/orderBad*,/classify]
 *
 * Each screen is opened once in Chromium (as the demo seller where the screen needs it) to record the requests
 * it makes after its document (API reads and prefetches); then the page and those requests are sent again
 * `--views` times, one kind at a time, and the server's CPU (user + system, /proc) and PostgreSQL's (its
 * processes', on this machine) are divided by the views.
 */
import { chromium } from "@playwright/test";
import { demoCookie, mainScreens, type Screen } from "./demo-shop";
import { arg } from "./harness";
import { cpuMs, postgresCpuMs, serverPid } from "./measure";

const base = arg("base", "http://localhost:3000");
const views = Number(arg("views", "30"));
const extra = arg("paths", "").split(",").filter(Boolean);
/** Lists whose rows carry links (docs/decisions.md "Links on a list's rows are not prefetched"). */
const LISTS = ["/order/orderBad*", "/batchManage*", "/apply-goods*", "/user/ws-userAddress*"];

type Request = { url: string; headers: Record<string, string> };

/** The API reads and the prefetch requests (with their headers) sent while the screen loads and settles. */
async function requestsOf(
  screen: Screen,
  cookie: string,
): Promise<{ api: Request[]; prefetches: Request[] }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    if (screen.signedIn) {
      const [name, value] = cookie.split("=");
      await context.addCookies([{ name, value, url: base }]);
    }
    const page = await context.newPage();
    const api: Request[] = [];
    const prefetches: Request[] = [];
    page.on("request", (request) => {
      const headers = request.headers();
      if (headers["next-router-prefetch"]) prefetches.push({ url: request.url(), headers });
      else if (request.method() === "GET" && new URL(request.url()).pathname.startsWith("/api/")) {
        api.push({ url: request.url(), headers });
      }
    });
    await page.goto(screen.url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    return { api, prefetches };
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
  const pid = serverPid(base);
  const cookie = await demoCookie(base);
  const screens: Screen[] = [
    ...(await mainScreens(base)),
    ...[...LISTS, ...extra].map((p) => {
      const path = p.replace(/\*$/, "");
      return { label: path, path, url: `${base}${path}`, signedIn: p.endsWith("*") };
    }),
  ];
  const rows: string[] = [
    "| screen | page CPU ms | its PostgreSQL CPU ms | API reads per view | their CPU ms | their PostgreSQL CPU ms | prefetches per view | their CPU ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const screen of screens) {
    const { api, prefetches } = await requestsOf(screen, cookie);
    const withCookie = screen.signedIn ? cookie : undefined;
    const page: Request = { url: screen.url, headers: {} };
    // Once each first: the first render of a route compiles and caches what the later ones reuse.
    await send([page, ...api, ...prefetches], withCookie);
    const cpuPerView = async (requests: Request[]) => {
      const before = cpuMs(pid);
      const databaseBefore = postgresCpuMs();
      for (let i = 0; i < views; i++) await send(requests, withCookie);
      return {
        server: ((cpuMs(pid) - before) / views).toFixed(1),
        database: ((postgresCpuMs() - databaseBefore) / views).toFixed(1),
      };
    };
    const pageMs = await cpuPerView([page]);
    const apiMs = await cpuPerView(api);
    const prefetchMs = await cpuPerView(prefetches);
    rows.push(
      `| ${screen.label} | ${pageMs.server} | ${pageMs.database} | ${api.length} | ${apiMs.server} | ${apiMs.database} | ${prefetches.length} | ${prefetchMs.server} |`,
    );
    console.error(rows.at(-1));
  }
  console.log(`Server CPU per page view, ${views} views, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(rows.join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
