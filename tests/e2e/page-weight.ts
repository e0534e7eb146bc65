import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";

/**
 * Issue 13 page weight: the compressed bytes of JavaScript a route transfers, with an empty cache, until the
 * network is idle (first load: what the screen needs before the seller touches it), and no web font at all.
 * Bytes are deterministic for one build, so this is a budget check, not a benchmark.
 */

/**
 * First-load JavaScript per route, compressed. Issue 32 asks for the bare Next.js page + 20 KB (≈ 155 KB), which
 * no route meets yet (docs/performance.md "First-load JavaScript"), so the budget is the heaviest route today
 * (/batchDetails, 185.5 KB) with a little room: a regression such as zod back in every page (+31 KB) fails it.
 */
export const FIRST_LOAD_JS_BUDGET = 190 * 1024;

export type Weight = { route: string; js: number; fonts: number; all: number; scripts: string[] };

/** Turns the cache off for `page` and gives a function that weighs what one load of a route transfers. */
export async function startWeighing(page: Page) {
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * What is wrong with the weights: routes over the budget, and any web font (text is set in the device's own
 * fonts, docs/decisions.md; a web font was 0.4–2.4 MB per screen). `PAGE_WEIGHT_REPORT=<file>` also writes
 * the table (docs/performance.md).
 */
export function weightFindings(weights: Weight[]): string[] {
  const table = [
    "| route | first-load JS (KB, compressed) | web fonts (KB) | everything (KB) |",
    "| --- | ---: | ---: | ---: |",
    ...weights.map((w) => `| ${w.route.split("?")[0]} | ${kb(w.js)} | ${kb(w.fonts)} | ${kb(w.all)} |`),
  ].join("\n");
  console.log(table);
  if (process.env.PAGE_WEIGHT_REPORT) writeFileSync(process.env.PAGE_WEIGHT_REPORT, `${table}\n`);
  // The scripts each route loaded, for attributing their bytes to sources (scripts/page-weight-sources.mjs).
  if (process.env.PAGE_WEIGHT_SCRIPTS)
    writeFileSync(
      process.env.PAGE_WEIGHT_SCRIPTS,
      JSON.stringify(Object.fromEntries(weights.map((w) => [w.route.split("?")[0], w.scripts])), null, 1),
    );
  return [
    ...weights
      .filter((w) => w.js > FIRST_LOAD_JS_BUDGET)
      .map((w) => `${w.route}: ${kb(w.js)} KB of JavaScript`),
    ...weights.filter((w) => w.fonts > 0).map((w) => `${w.route}: ${kb(w.fonts)} KB of fonts`),
  ];
}
