/**
 * Issue 13: Lighthouse (mobile preset: a mid-range phone, slow 4G and 4× CPU slowdown, simulated) on the
 * screens a seller sees most, against a running shop with the demo data (`npm run demo`, or any
 * `next start` with DEMO_SEED). Signed-in screens are opened as demo@example.com with its session cookie.
 *
 *   npm run bench:lighthouse                        # http://localhost:3000
 *   npm run bench:lighthouse -- --base=http://localhost:3211 --runs=3
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
  try {
    for (const screen of screens) {
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
            extraHeaders: screen.signedIn ? { Cookie: cookie } : undefined,
          },
          undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no result for ${screen.path}`);
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
  console.log(`Lighthouse ${runs} run(s) per screen, median, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(table.join("\n"));
}

await main();
