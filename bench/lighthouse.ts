/**
 * Issue 13: Lighthouse (mobile preset: a mid-range phone, slow 4G and 4× CPU slowdown, simulated) on the
 * screens a seller sees most, against a running shop with the demo data (`npm run demo`, or any
 * `next start` with DEMO_SEED). Signed-in screens are opened as demo@example.com with its session cookie.
 * Issue 32 adds the staff console's: the dashboard (/staff) as owner@example.com and the warehouse's phone
 * screens as warehouse@example.com, each with its staff session cookie (signed in with the demo TOTP secret).
 *
 *   npm run bench:lighthouse                        # http://localhost:3000
 *   npm run bench:lighthouse -- --base=http://localhost:3211 --runs=3
 *   npm run bench:lighthouse -- --only=orderList,mycart   # the screens whose path holds one of these
 *   npm run bench:lighthouse -- --only=staff        # the staff screens alone (--only=warehouse: the warehouse's)
 *   npm run bench:lighthouse -- --no-floor          # without the bare Next.js page
 *   npm run bench:lighthouse -- --bare-port=3244    # the bare page on another port than 3243
 *   npm run bench:lighthouse -- --markup=/order/orderList --only=orderList
 *                                  # and the bare page with that screen's markup and stylesheet (bench/markup-floor.ts)
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
import { tmpdir } from "node:os";
import { bareNext } from "./bare-next";
import { markupFloorFiles } from "./markup-floor";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { STAFF_SESSION_COOKIE } from "@/lib/staff/names";
import type { StaffRole } from "@/lib/staff/roles";
import { demoCookie, mainScreens, staffCookie, staffScreens, type Screen } from "./demo-shop";
import { arg, flag, root, waitFor } from "./harness";
import { median as medianOf } from "./stats";

const base = arg("base", "http://localhost:3000");
const runs = Number(arg("runs", "3"));
const only = arg("only", "").split(",").filter(Boolean);
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
// Another port where 3243 is taken (the shared machine runs other benches).
const BARE_PORT = Number(arg("bare-port", "3243"));
const MARKUP = arg("markup", "");

/** A session cookie as the browser should hold it: `value` null takes it out. */
type SessionCookie = { name: string; value: string | null; sameSite: "Lax" | "Strict" };

/**
 * Puts the session cookies into the browser itself (DevTools protocol, browser target), or takes them out
 * (`value` null): a Cookie header added to Lighthouse's requests reaches the page but not the screen's own
 * API calls, which then answer 401 and the screen goes to /login (or /staff/login).
 */
async function browserCookies(port: number, cookies: SessionCookie[]) {
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
  // Signing out expires the session cookie alone: the shop's other cookies (language, platform, the recently
  // viewed goods) stay, as they do for a seller who logs out.
  socket.send(
    JSON.stringify({
      id: 1,
      method: "Storage.setCookies",
      params: {
        cookies: cookies.map(({ name, value, sameSite }) => ({
          name,
          value: value ?? "",
          url: base,
          httpOnly: true,
          sameSite,
          expires: value === null ? 1 : undefined,
        })),
      },
    }),
  );
  await done;
  socket.close();
}

/** A round Lighthouse could not measure a figure in (NaN) does not count towards its median. */
const median = (values: number[]) => medianOf(values.filter((v) => Number.isFinite(v)));

type Scores = Record<(typeof CATEGORIES)[number] | "lcp" | "cls" | "tbt" | "scriptKb", number[]>;

/**
 * Who a screen is opened as: a visitor, the demo seller, or a demo staff member, each session cookie signed in
 * once, when a screen first needs it. A staff session unused for 20 minutes is signed in again: the console ends
 * one after 30 minutes without a request (docs/staff.md "Sign-in"), and a round can take that long.
 */
function sessions(port: number) {
  const valueOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);
  let seller: string | undefined;
  const staff = new Map<StaffRole, { value: string; usedAt: number }>();
  // The cookies the browser holds now: none at first.
  let held = JSON.stringify([null, null]);
  return async function openAs(screen: Screen): Promise<() => void> {
    let member = screen.staff && staff.get(screen.staff);
    if (screen.staff && (!member || Date.now() - member.usedAt > 20 * 60_000)) {
      member = { value: valueOf(await staffCookie(base, screen.staff)), usedAt: Date.now() };
      staff.set(screen.staff, member);
    }
    if (screen.signedIn && !screen.staff) seller ??= valueOf(await demoCookie(base));
    const wanted = [screen.signedIn && !screen.staff ? seller! : null, member ? member.value : null] as const;
    if (JSON.stringify(wanted) !== held) {
      await browserCookies(port, [
        { name: SESSION_COOKIE, value: wanted[0], sameSite: "Lax" },
        // The console's cookie is SameSite=Strict, as its sign-in sets it (lib/staff/session.ts).
        { name: STAFF_SESSION_COOKIE, value: wanted[1], sameSite: "Strict" },
      ]);
      held = JSON.stringify(wanted);
    }
    return () => {
      if (member) member.usedAt = Date.now();
    };
  };
}

async function main() {
  const screens = [...(await mainScreens(base, only)), ...staffScreens(base, only)];
  if (!screens.length) throw new Error(`no screen matches --only=${only.join(",")}`);
  // The framework's floor, measured in the same rounds: one page with one client component of a Next.js app
  // with nothing of the shop (bench/bare-next.ts).
  let bareServer: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    if (!flag("no-floor")) {
      const bare = MARKUP
        ? bareNext(
            process.env,
            path.join(tmpdir(), "kaitsuke-bare-next-markup"),
            await markupFloorFiles(base, MARKUP),
          )
        : bareNext(process.env);
      bare.build();
      bareServer = bare.start(BARE_PORT);
      await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
      screens.unshift({
        label: "bare Next.js page (the floor)",
        url: `http://127.0.0.1:${BARE_PORT}/`,
        path: "/",
        signedIn: false,
      });
      if (MARKUP)
        screens.splice(1, 0, {
          label: `bare page with ${MARKUP}'s markup and stylesheet`,
          url: `http://127.0.0.1:${BARE_PORT}/markup`,
          path: "/markup",
          signedIn: false,
        });
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    await measureRounds(chrome.port, screens);
  } finally {
    await chrome?.kill();
    bareServer?.kill("SIGTERM");
  }
}

/** Every round opens each screen once; the table of medians and the raw audits (bench/results). */
async function measureRounds(port: number, screens: Screen[]) {
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
  const openAs = sessions(port);
  // Lighthouse's own measure of the machine's speed: scores from a slower machine (or a busy one) are lower.
  const benchmarkIndex: number[] = [];
  // Round after round over every screen, so that a slow spell of this shared machine falls on all of them.
  for (let i = 0; i < runs; i++) {
    for (const screen of screens) {
      const used = await openAs(screen);
      const result = await lighthouse(
        screen.url,
        { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
        undefined,
      );
      used();
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no result for ${screen.url}`);
      // A signed-in screen that ended on the login page (the seller's or the console's) measured the wrong screen.
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
