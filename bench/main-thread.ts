/**
 * What a screen's main thread does while it loads (docs/performance.md "Pages"), against a running shop with
 * the demo data and, with `--bare`, the bare Next.js page beside it:
 *
 * - its long tasks: a trace of each load, every task longer than `--long` ms with the work the trace names in
 *   it (parsing, style, layout, a script's evaluation, calls by script). Lighthouse's mobile preset loads the
 *   page at full speed and counts each task 4× as long, so `--long=12.5` (the default) finds the tasks its
 *   total blocking time counts (over 50 ms);
 * - its JavaScript by source: V8's sampling profiler over the same load, each sample's function mapped to the
 *   file it was built from when the build has source maps (`BROWSER_SOURCE_MAPS=1 next build`; `--dist`
 *   names the build's folder), else to the chunk. "self" is time in the file's own functions, "total" time
 *   with that file anywhere on the stack.
 *
 *   npm run bench:main-thread -- --base=http://localhost:3000 [--only=orderList] [--runs=3] [--long=12.5]
 *     [--bare=http://localhost:3243/] [--dist=.next] [--slowdown=1] [--top=20]
 *
 * Every load starts in a fresh browser from about:blank, so no script is cached, compiled or warmed by an
 * earlier page (a first visit, as Lighthouse's).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type CDPSession } from "@playwright/test";
import { AnyMap, originalPositionFor, type TraceMap } from "@jridgewell/trace-mapping";
import { demoCookie, mainScreens, type Screen } from "./demo-shop";
import { arg, root } from "./harness";

const base = arg("base", "http://localhost:3000");
const only = arg("only", "").split(",").filter(Boolean);
const runs = Number(arg("runs", "3"));
const slowdown = Number(arg("slowdown", "1"));
const longMs = Number(arg("long", "12.5"));
const bare = arg("bare", "");
const dist = path.resolve(root, arg("dist", process.env.NEXT_DIST_DIR ?? ".next"));
const top = Number(arg("top", "20"));

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The page's main thread: of the threads that parsed a document (about:blank's too), the busiest. */
function mainThread(events: TraceEvent[]): string {
  const parsers = new Set(events.filter((e) => e.name === "ParseHTML").map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === "RunTask" && parsers.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error("no document was parsed in the trace");
  return key;
}

const chunkName = (url = "") => url.replace(/^.*\/_next\/static\/chunks\//, "").slice(0, 40) || "(inline)";

/** The trace's name for a piece of work inside a task; a call or a script by its chunk. */
function workName(e: TraceEvent): string | undefined {
  if (e.name === "EvaluateScript") return `evaluate ${chunkName(e.args?.data?.url)}`;
  if (e.name === "FunctionCall") return `call ${chunkName(e.args?.data?.url)}`;
  const named = ["ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "MinorGC", "MajorGC", "TimerFire"];
  return named.includes(e.name) ? e.name : undefined;
}

type LongTask = { at: number; ms: number; parts: [string, number][] };

function longTasks(events: TraceEvent[]): LongTask[] {
  const thread = mainThread(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === "X" && e.dur !== undefined);
  const start = Math.min(...onMain.filter((e) => e.name === "ParseHTML").map((e) => e.ts));
  return onMain
    .filter((e) => e.name === "RunTask" && (e.dur ?? 0) / 1000 > longMs)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const parts = new Map<string, number>();
      let coveredUntil = 0;
      // The outermost named work only: a call inside a script's evaluation counts once, for the script.
      for (const e of onMain
        .filter((x) => x !== task && x.ts >= task.ts && x.ts < end)
        .sort((a, b) => a.ts - b.ts)) {
        const name = workName(e);
        if (!name || e.ts < coveredUntil) continue;
        coveredUntil = e.ts + (e.dur ?? 0);
        parts.set(name, (parts.get(name) ?? 0) + (e.dur ?? 0) / 1000);
      }
      return {
        at: Math.round((task.ts - start) / 1000),
        ms: (task.dur ?? 0) / 1000,
        parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 5),
      };
    });
}

const maps = new Map<string, TraceMap | null>();
/** The source map of a chunk of the build in `dist`, named by the chunk's own sourceMappingURL comment. */
function sourceMap(url: string): TraceMap | null {
  const file = url.split("/_next/")[1];
  if (!file) return null;
  if (!maps.has(file)) {
    const js = path.join(dist, file);
    const ref = existsSync(js)
      ? /sourceMappingURL=(\S+)/.exec(readFileSync(js, "utf8").slice(-300))?.[1]
      : undefined;
    const mapFile = ref ? path.join(path.dirname(js), ref) : "";
    maps.set(
      file,
      mapFile && existsSync(mapFile) ? (new AnyMap(readFileSync(mapFile, "utf8")) as TraceMap) : null,
    );
  }
  return maps.get(file) ?? null;
}

/** A package by its name (Next.js by its folder), the shop's own files by their path. */
function sourceName(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (!pkg)
    return source
      .replace(/^.*\[project\]\//, "")
      .replace(/^turbopack:\/\/\/\[turbopack\]\/.*/, "turbopack runtime");
  if (pkg[1] !== "next") return pkg[1];
  const inner =
    /^dist\/compiled\/([^/]+)/.exec(pkg[2]) ??
    /^(?:src|dist)\/(?:esm\/)?(client\/[^/]+|shared\/[^/]+|[^/]+)/.exec(pkg[2]);
  return `next/${inner?.[1] ?? pkg[2]}`;
}

function frameSource(node: ProfileNode): string {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!url) return functionName.startsWith("(") ? functionName : `(browser) ${functionName}`;
  const map = sourceMap(url);
  const found = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  return found?.source ? sourceName(found.source) : url.includes("/_next/") ? chunkName(url) : "(inline)";
}

/** JavaScript time by source file: [self, total] in ms. */
function bySource(profile: Profile): Map<string, [number, number]> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const source = new Map<number, string>();
  const of = (id: number) => {
    if (!source.has(id)) source.set(id, frameSource(nodes.get(id)!));
    return source.get(id)!;
  };
  const out = new Map<string, [number, number]>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const self = of(id);
    if (self === "(idle)") return;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const s = of(cur);
      if (s === "(root)" || seen.has(s)) continue;
      seen.add(s);
      const row = out.get(s) ?? [0, 0];
      if (s === self) row[0] += ms;
      row[1] += ms;
      out.set(s, row);
    }
  });
  return out;
}

async function load(screen: Screen, cookie: string | undefined) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    if (cookie) {
      const [name, value] = cookie.split(";")[0].split("=");
      await context.addCookies([{ name, value, url: screen.url }]);
    }
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    if (slowdown !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (e) => events.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline",
      transferMode: "ReportEvents",
    });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(screen.url, { waitUntil: "load" });
    await page.waitForTimeout(2500);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
    const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.end");
    await done;
    return { tasks: longTasks(events), sources: bySource(profile) };
  } finally {
    await browser.close();
  }
}

const screens: Screen[] = [
  ...(bare ? [{ label: "bare Next.js page", url: bare, path: "/", signedIn: false }] : []),
  ...(await mainScreens(base, only)),
];
const cookie = screens.some((s) => s.signedIn) ? await demoCookie(base) : undefined;
const fmt = (ms: number) => ms.toFixed(1);

for (const screen of screens) {
  const totals = new Map<string, [number, number]>();
  const blocking: number[] = [];
  console.log(`\n## ${screen.label}`);
  for (let run = 1; run <= runs; run++) {
    const { tasks, sources } = await load(screen, screen.signedIn ? cookie : undefined);
    const over = tasks.reduce((sum, t) => sum + t.ms - longMs, 0);
    blocking.push(over);
    console.log(`\nload ${run}: ${tasks.length} tasks over ${longMs} ms, ${fmt(over)} ms beyond it`);
    for (const t of tasks)
      console.log(
        `  at ${t.at} ms, ${fmt(t.ms)} ms: ${t.parts.map(([n, ms]) => `${n} ${fmt(ms)}`).join("; ")}`,
      );
    for (const [s, [self, total]] of sources) {
      const row = totals.get(s) ?? [0, 0];
      totals.set(s, [row[0] + self / runs, row[1] + total / runs]);
    }
  }
  const scripted = [...totals].filter(([s]) => !s.startsWith("("));
  const jsMs = scripted.reduce((sum, [, [self]]) => sum + self, 0);
  console.log(`\nJavaScript by source, ms per load (mean of ${runs}; all scripts' own time ${fmt(jsMs)}):`);
  console.log("| source | self | total |\n| --- | ---: | ---: |");
  for (const [s, [self, total]] of [...totals].sort((a, b) => b[1][1] - a[1][1]).slice(0, top))
    console.log(`| ${s} | ${fmt(self)} | ${fmt(total)} |`);
  console.log(`\nbeyond ${longMs} ms per load: ${blocking.map(fmt).join(", ")}`);
}
