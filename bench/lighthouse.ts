/**
 * Issue 13: Lighthouse (mobile preset: a mid-range phone, slow 4G and 4× CPU slowdown, simulated) on the
 * screens a seller sees most, against a running shop with the demo data (`npm run demo`, or any
 * `next start` with DEMO_SEED). Signed-in screens are opened as demo@example.com with its session cookie.
 *
 *   npm run bench:lighthouse                        # http://localhost:3000
 *   npm run bench:lighthouse -- --base=http://localhost:3211 --runs=3
 *   npm run bench:lighthouse -- --only=orderList,mycart   # the screens whose path holds one of these
 *   npm run bench:lighthouse -- --no-floor          # without the bare Next.js page
 *
 * Every round opens each screen once, after the framework's floor: the page of a Next.js app with nothing
 * of the shop (bench/bare-next.ts), built and served beside it. Prints a Markdown table of the median per
 * category over the rounds, with the compressed bytes of scripts each page loaded (docs/performance.md).
 */
import type { ChildProcess } from "node:child_process";
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { bareNext } from "./bare-next";
import { demoCookie, mainScreens, type Screen } from "./demo-shop";
import { arg, flag, root, waitFor } from "./harness";

const base = arg("base", "http://localhost:3000");
const runs = Number(arg("runs", "3"));
const only = arg("only", "").split(",").filter(Boolean);
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const BARE_PORT = 3243;

/**
 * Puts the session cookie into the browser itself (DevTools protocol, browser target), or takes it out
 * (`signedIn` false): a Cookie header added to Lighthouse's requests reaches the page but not the screen's own
 * API calls, which then answer 401 and the screen goes to /login.
 */
async function browserCookie(port: number, cookie: string, signedIn: boolean) {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
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
  const [name, ...rest] = cookie.split("=");
  // Signing out expires the session cookie alone: the shop's other cookies (language, platform, the recently
  // viewed goods) stay, as they do for a seller who logs out.
  const expires = signedIn ? undefined : 1;
  socket.send(
    JSON.stringify({
      id: 1,
      method: "Storage.setCookies",
      params: {
        cookies: [
          {
            name,
            value: signedIn ? rest.join("=") : "",
            url: base,
            httpOnly: true,
            sameSite: "Lax",
            expires,
          },
        ],
      },
    }),
  );
  await done;
  socket.close();
}

const median = (values: number[]) => {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

type Scores = Record<(typeof CATEGORIES)[number] | "lcp" | "cls" | "tbt" | "scriptKb", number[]>;

async function main() {
  const cookie = await demoCookie(base);
  const screens = await mainScreens(base, only);
  // The framework's floor, measured in the same rounds: one page with one client component of a Next.js app
  // with nothing of the shop (bench/bare-next.ts).
  let bareServer: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    if (!flag("no-floor")) {
      const bare = bareNext(process.env);
      bare.build();
      bareServer = bare.start(BARE_PORT);
      await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
      screens.unshift({
        label: "bare Next.js page (the floor)",
        url: `http://127.0.0.1:${BARE_PORT}/`,
        path: "/",
        signedIn: false,
      });
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    await measureRounds(chrome.port, screens, cookie);
  } finally {
    await chrome?.kill();
    bareServer?.kill("SIGTERM");
  }
}

/** Every round opens each screen once; the table of medians and the raw audits (bench/results). */
async function measureRounds(port: number, screens: Screen[], cookie: string) {
  const scores = new Map<Screen, Scores>(
    screens.map((s) => [
      s,
      {
        performance: [],
        accessibility: [],
        "best-practices": [],
        lcp: [],
        cls: [],
        tbt: [],
        scriptKb: [],
      },
    ]),
  );
  const raw: unknown[] = [];
  let signedIn = false;
  // Lighthouse's own measure of the machine's speed: scores from a slower machine (or a busy one) are lower.
  const benchmarkIndex: number[] = [];
  // Round after round over every screen, so that a slow spell of this shared machine falls on all of them.
  for (let i = 0; i < runs; i++) {
    for (const screen of screens) {
      if (screen.signedIn !== signedIn) {
        await browserCookie(port, cookie, screen.signedIn);
        signedIn = screen.signedIn;
      }
      const result = await lighthouse(
        screen.url,
        { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
        undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no result for ${screen.url}`);
      // A signed-in screen that ended on the login page measured the wrong screen.
      if (new URL(lhr.finalDisplayedUrl).pathname !== screen.path.split("?")[0]) {
        throw new Error(`${screen.url} ended at ${lhr.finalDisplayedUrl}`);
      }
      // A run Lighthouse could not finish (e.g. no largest paint seen) says so and is not counted.
      if (lhr.runtimeError || lhr.categories.performance?.score == null) {
        console.error(`${screen.label}: run ${i + 1} not counted (${lhr.runtimeError?.code ?? "no score"})`);
        continue;
      }
      const s = scores.get(screen)!;
      for (const c of CATEGORIES) s[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      s.lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
      s.cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN);
      s.tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? NaN);
      s.scriptKb.push(scriptTransferKb(lhr));
      raw.push({ screen: screen.url, run: i, categories: lhr.categories, audits: lhr.audits });
      benchmarkIndex.push(lhr.environment.benchmarkIndex);
      console.error(
        `${screen.label}: ${CATEGORIES.map((c) => `${c} ${s[c].at(-1)}`).join(", ")}, TBT ${Math.round(s.tbt.at(-1)!)} ms`,
      );
    }
  }
  const table: string[] = [
    `| screen | ${CATEGORIES.join(" | ")} | LCP s | CLS | TBT ms | scripts KB |`,
    `| --- | ${CATEGORIES.map(() => "---:").join(" | ")} | ---: | ---: | ---: | ---: |`,
  ];
  for (const [screen, s] of scores) {
    if (!s.performance.length) {
      table.push(`| ${screen.label} | no run counted |`);
      continue;
    }
    table.push(
      `| ${screen.label} | ${CATEGORIES.map((c) => median(s[c])).join(" | ")} | ${(median(s.lcp) / 1000).toFixed(1)} | ${median(s.cls).toFixed(2)} | ${Math.round(median(s.tbt))} | ${median(s.scriptKb).toFixed(1)} |`,
    );
  }
  const out = path.join(root, "bench", "results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "lighthouse.json"), JSON.stringify(raw));
  console.log(
    `Lighthouse ${runs} round(s), median, ${new Date().toISOString().slice(0, 10)}, ` +
      `benchmark index ${Math.min(...benchmarkIndex)}–${Math.max(...benchmarkIndex)}\n`,
  );
  console.log(table.join("\n"));
}

/** Compressed bytes of the scripts the page loaded (Lighthouse's resource summary), in KB. */
function scriptTransferKb(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const items = (lhr.audits["resource-summary"]?.details as { items?: ResourceRow[] } | undefined)?.items;
  return (items?.find((i) => i.resourceType === "script")?.transferSize ?? NaN) / 1024;
}
type ResourceRow = { resourceType: string; transferSize: number };

await main();
