import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { load } from "./walk";

/**
 * Issue 13 page weight: the compressed bytes of JavaScript a route transfers, with an empty cache, until the
 * network is idle (first load: what the screen needs before the seller touches it), and no web font at all.
 * Bytes are deterministic for one build, so this is a budget check, not a benchmark.
 */

/**
 * Issue 32: every seller screen and staff page within the bare Next.js page's first-load JavaScript + 20 KB,
 * the bare page measured in the same run (tests/e2e/bare-next-setup.ts builds and serves bench/bare-next; the
 * walks weigh it first, on the same phone, with the same `startWeighing`).
 */
export const TARGET_OVER_BARE = 20 * 1024;

/**
 * What the check enforces over the bare page. No route meets the 20 KB target yet: TanStack Query,
 * next-intl's runtime and Next.js's link are 18.5 KB of it on every page (docs/performance.md "First-load
 * JavaScript").
 * So this is a regression guard, not the target: the heaviest route on 2026-11-27 (/batchDetails, 185.8 KB,
 * bare + 50.9 KB) with a little room. A regression such as zod back in every page (+31 KB) fails it. Lower it
 * as the routes get lighter; the report counts the routes within the target.
 */
export const ALLOWED_OVER_BARE = 55 * 1024;

export type Weight = { route: string; js: number; fonts: number; all: number; scripts: string[] };

export type Weigh = (route: string, load: () => Promise<void>) => Promise<Weight>;

/** Turns the cache off for `page` and gives a function that weighs what one load of a route transfers. */
export async function startWeighing(page: Page): Promise<Weigh> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  return async function weigh(route: string, load: () => Promise<void>): Promise<Weight> {
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const sizes = new Map<string, number>();
    const onResponse = (e: { requestId: string; type?: string; response: { url: string } }) => {
      types.set(e.requestId, e.type ?? "Other");
      urls.set(e.requestId, e.response.url);
    };
    const onFinished = (e: { requestId: string; encodedDataLength: number }) =>
      sizes.set(e.requestId, e.encodedDataLength);
    cdp.on("Network.responseReceived", onResponse);
    cdp.on("Network.loadingFinished", onFinished);
    await load();
    cdp.off("Network.responseReceived", onResponse);
    cdp.off("Network.loadingFinished", onFinished);
    let js = 0;
    let fonts = 0;
    let all = 0;
    const scripts: string[] = [];
    for (const [id, bytes] of sizes) {
      all += bytes;
      if (types.get(id) === "Script") {
        js += bytes;
        scripts.push(urls.get(id) ?? "");
      }
      if (types.get(id) === "Font") fonts += bytes;
    }
    return { route, js, fonts, all, scripts };
  };
}

/** The bare page's first-load JavaScript, or why it could not be measured. */
export type BareWeight = { js: number } | { unmeasured: string };

/**
 * Weighs the bare Next.js page of this run (BARE_NEXT_URL, tests/e2e/bare-next-setup.ts) as the routes are
 * weighed: same browser, same device, cache off, until the network is idle.
 */
export async function weighBarePage(page: Page, weigh: Weigh): Promise<BareWeight> {
  const url = process.env.BARE_NEXT_URL;
  if (!url)
    return {
      unmeasured:
        process.env.BARE_NEXT_ERROR ??
        "not served in this run (playwright.config.ts globalSetup bare-next-setup.ts)",
    };
  try {
    const weight = await weigh("bare Next.js page", () => load(page, url));
    const title = await page.title();
    if (title !== "bare Next.js") return { unmeasured: `${url} answered a page titled "${title}"` };
    if (weight.js <= 0) return { unmeasured: `${url} loaded no JavaScript` };
    return { js: weight.js };
  } catch (error) {
    return { unmeasured: `${url}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The lines above the table: the bare page, how many routes meet issue 32, what is enforced. */
function summary(weights: Weight[], bare: BareWeight): string {
  if ("unmeasured" in bare) return `bare Next.js page: not measured (${bare.unmeasured})`;
  // A route visited twice (another query) counts once, at its heaviest.
  const routes = new Map<string, number>();
  for (const w of weights) {
    const route = w.route.split("?")[0];
    routes.set(route, Math.max(routes.get(route) ?? 0, w.js));
  }
  const within = [...routes.values()].filter((js) => js <= bare.js + TARGET_OVER_BARE).length;
  const [heaviest, most] = [...routes].reduce((a, b) => (b[1] > a[1] ? b : a), ["–", bare.js]);
  return [
    `bare Next.js page (this run): ${kb(bare.js)} KB of first-load JavaScript.`,
    `Within bare + ${kb(TARGET_OVER_BARE)} KB (issue 32's target, ≤ ${kb(bare.js + TARGET_OVER_BARE)} KB): ` +
      `${within} of ${routes.size} routes.`,
    `Enforced: bare + ${kb(ALLOWED_OVER_BARE)} KB (≤ ${kb(bare.js + ALLOWED_OVER_BARE)} KB); ` +
      `the heaviest, ${heaviest}, is bare + ${kb(most - bare.js)} KB.`,
  ].join("\n");
}

/**
 * What is wrong with the weights: a bare page that could not be measured, routes over the bare page +
 * ALLOWED_OVER_BARE, and any web font (text is set in the device's own fonts, docs/decisions.md; a web font
 * was 0.4–2.4 MB per screen). Prints the table with each route's margin over the bare page and the count of
 * routes within issue 32's bare + 20 KB; `PAGE_WEIGHT_REPORT=<file>` also writes it (docs/performance.md).
 */
export function weightFindings(weights: Weight[], bare: BareWeight): string[] {
  const bareJs = "js" in bare ? bare.js : null;
  const over = (w: Weight) => (bareJs === null ? "–" : kb(w.js - bareJs));
  const within = (w: Weight) => (bareJs === null ? "–" : w.js <= bareJs + TARGET_OVER_BARE ? "yes" : "no");
  const report = [
    summary(weights, bare),
    "",
    "| route | first-load JS (KB, compressed) | over bare (KB) | within bare + 20 KB | web fonts (KB) | everything (KB) |",
    "| --- | ---: | ---: | :---: | ---: | ---: |",
    ...weights.map(
      (w) =>
        `| ${w.route.split("?")[0]} | ${kb(w.js)} | ${over(w)} | ${within(w)} | ${kb(w.fonts)} | ${kb(w.all)} |`,
    ),
  ].join("\n");
  console.log(report);
  if (process.env.PAGE_WEIGHT_REPORT) writeFileSync(process.env.PAGE_WEIGHT_REPORT, `${report}\n`);
  // The scripts each route loaded, for attributing their bytes to sources (scripts/page-weight-sources.mjs).
  if (process.env.PAGE_WEIGHT_SCRIPTS)
    writeFileSync(
      process.env.PAGE_WEIGHT_SCRIPTS,
      JSON.stringify(Object.fromEntries(weights.map((w) => [w.route.split("?")[0], w.scripts])), null, 1),
    );
  const allowed = `allowed: bare + ${kb(ALLOWED_OVER_BARE)} KB`;
  return [
    ...("unmeasured" in bare
      ? [`the bare Next.js page could not be measured, so no route was checked: ${bare.unmeasured}`]
      : weights
          .filter((w) => w.js > bare.js + ALLOWED_OVER_BARE)
          .map(
            (w) => `${w.route}: ${kb(w.js)} KB of JavaScript, bare + ${kb(w.js - bare.js)} KB (${allowed})`,
          )),
    ...weights.filter((w) => w.fonts > 0).map((w) => `${w.route}: ${kb(w.fonts)} KB of fonts`),
  ];
}
