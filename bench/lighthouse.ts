/**
 * Issue 13: Lighthouse (mobile preset: a mid-range phone, slow 4G and 4× CPU slowdown, simulated) on the
 * screens a seller sees most, against a running shop with the demo data (`npm run demo`, or any
 * `next start` with DEMO_SEED). Signed-in screens are opened as demo@example.com with its session cookie.
 *
 *   npm run bench:lighthouse                        # http://localhost:3000
 *   npm run bench:lighthouse -- --base=http://localhost:3211 --runs=3
 *   npm run bench:lighthouse -- --only=orderList,mycart   # the screens whose path holds one of these
 *
 * Prints a Markdown table of the median score per category over the runs (docs/performance.md).
 */
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { COOKIE_SESSION_HEADER, COOKIE_SESSION_VALUE } from "@/lib/auth/session-cookie-names";
import { arg, root } from "./harness";

const base = arg("base", "http://localhost:3000");
const runs = Number(arg("runs", "3"));
const only = arg("only", "").split(",").filter(Boolean);
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

type Envelope<T> = { code: number; rows?: T[]; data?: T };

async function json<T>(url: string, init?: RequestInit): Promise<Envelope<T>> {
  return (await fetch(url, init)).json() as Promise<Envelope<T>>;
}

/** The demo seller's session cookie (the shop's screens sign in the same way). */
async function demoCookie(): Promise<string> {
  const res = await fetch(`${base}/api/shop/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", [COOKIE_SESSION_HEADER]: COOKIE_SESSION_VALUE },
    body: JSON.stringify({ account: "demo@example.com", password: "Demo1234" }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`no session cookie from ${base} (is the demo data seeded?)`);
  return cookie;
}

async function someGoodsId(): Promise<number> {
  const page = await json<{ goodsId: number }>(
    `${base}/api/shop/goods/queryGoodsListByKeyWord?goodsName=dress&platform=1688&pageNum=1&pageSize=1`,
  );
  const id = page.rows?.[0]?.goodsId;
  if (!id) throw new Error("no goods found for 'dress'");
  return id;
}

/**
 * Puts the session cookie into the browser itself (DevTools protocol, browser target): a Cookie header
 * added to Lighthouse's requests reaches the page but not the screen's own API calls, which then answer 401
 * and the screen goes to /login.
 */
async function setBrowserCookie(port: number, cookie: string) {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const [name, ...rest] = cookie.split("=");
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const done = new Promise<void>((resolve, reject) => {
    socket.onmessage = (event) => {
      const reply = JSON.parse(String(event.data)) as { id: number; error?: { message: string } };
      if (reply.id !== 1) return;
      if (reply.error) reject(new Error(reply.error.message));
      else resolve();
    };
  });
  socket.send(
    JSON.stringify({
      id: 1,
      method: "Storage.setCookies",
      params: { cookies: [{ name, value: rest.join("="), url: base, httpOnly: true, sameSite: "Lax" }] },
    }),
  );
  await done;
  socket.close();
}

const median = (values: number[]) => {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function main() {
  const cookie = await demoCookie();
  const goodsId = await someGoodsId();
  const screens: { path: string; signedIn: boolean }[] = [
    { path: "/ws-home", signedIn: false },
    { path: "/search-details?keyword=dress", signedIn: false },
    { path: `/goods/goodsDetails?id=${goodsId}`, signedIn: false },
    { path: "/mycart", signedIn: true },
    { path: "/order/orderList", signedIn: true },
    { path: "/userCenter", signedIn: true },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const table: string[] = [
    `| screen | ${CATEGORIES.join(" | ")} | LCP s | CLS | TBT ms |`,
    `| --- | ${CATEGORIES.map(() => "---:").join(" | ")} | ---: | ---: | ---: |`,
  ];
  const raw: unknown[] = [];
  let signedIn = false;
  // Lighthouse's own measure of the machine's speed: scores from a slower machine (or a busy one) are lower.
  const benchmarkIndex: number[] = [];
  try {
    for (const screen of screens.filter((s) => !only.length || only.some((o) => s.path.includes(o)))) {
      // Visitors' screens come first in the list, signed out; the signed-in ones follow.
      if (screen.signedIn && !signedIn) {
        await setBrowserCookie(chrome.port, cookie);
        signedIn = true;
      }
      const scores: Record<string, number[]> = { lcp: [], cls: [], tbt: [] };
      for (const c of CATEGORIES) scores[c] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(
          `${base}${screen.path}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
          },
          undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no result for ${screen.path}`);
        // A signed-in screen that ended on the login page measured the wrong screen.
        if (new URL(lhr.finalDisplayedUrl).pathname !== screen.path.split("?")[0]) {
          throw new Error(`${screen.path} ended at ${lhr.finalDisplayedUrl}`);
        }
        // A run Lighthouse could not finish (e.g. no largest paint seen) says so and is not counted.
        if (lhr.runtimeError || lhr.categories.performance?.score == null) {
          console.error(`${screen.path}: run ${i + 1} not counted (${lhr.runtimeError?.code ?? "no score"})`);
          continue;
        }
        for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
        scores.lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
        scores.cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN);
        scores.tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? NaN);
        raw.push({ screen: screen.path, run: i, categories: lhr.categories, audits: lhr.audits });
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
      }
      const shown = screen.path.split("?")[0] + (screen.path.includes("keyword") ? " (dress)" : "");
      table.push(
        `| ${shown} | ${CATEGORIES.map((c) => median(scores[c])).join(" | ")} | ${(median(scores.lcp) / 1000).toFixed(1)} | ${median(scores.cls).toFixed(2)} | ${Math.round(median(scores.tbt))} |`,
      );
      console.error(`${shown}: ${CATEGORIES.map((c) => `${c} ${scores[c].join("/")}`).join(", ")}`);
    }
  } finally {
    await chrome.kill();
  }
  const out = path.join(root, "bench", "results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "lighthouse.json"), JSON.stringify(raw));
  console.log(
    `Lighthouse ${runs} run(s) per screen, median, ${new Date().toISOString().slice(0, 10)}, ` +
      `benchmark index ${Math.min(...benchmarkIndex)}–${Math.max(...benchmarkIndex)}\n`,
  );
  console.log(table.join("\n"));
}

await main();
