import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Weigh, Weight } from "./page-weight";

/** One route's checks, shared by the walks of the shop's routes and of the staff console's. */

export type Finding = { route: string; what: string };

export async function load(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState("networkidle");
}

export async function accessibilityFindings(page: Page, route: string): Promise<Finding[]> {
  // WCAG 2.2 AA includes the target-size rule. What the fixed and sticky bars (tab bar, order menu, pay bars;
  // data-overlay-bar) cover depends on the scroll position, so they are put in the flow while axe looks, their
  // own targets checked like any other. One run: each run injects axe and walks the whole page again.
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  const bars = await page.addStyleTag({ content: "[data-overlay-bar]{position:static!important}" });
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  await bars.evaluate((style) => (style as HTMLStyleElement).remove());
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      route,
      what: `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
    }));
}

/**
 * How far the page reaches past the window's right edge, in CSS pixels: a phone would scroll it sideways (a
 * word or a number that cannot wrap, a table outside its scrolling box).
 */
export async function widerThanWindow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}

/**
 * Loads a route and collects what is wrong with it: serious or critical axe violations, errors on the console,
 * a page wider than the window, and (when `weigh` is given, on the phone) its first-load JavaScript.
 */
export function routeVisitor(page: Page, weigh: Weigh | null, findings: Finding[], weights: Weight[]) {
  return async function visit(route: string) {
    const errors: string[] = [];
    const onConsole = (m: { type(): string; text(): string }) => {
      if (m.type() === "error") errors.push(m.text());
    };
    const onPageError = (e: Error) => errors.push(e.message);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    if (weigh) weights.push(await weigh(route, () => load(page, route)));
    else await load(page, route);
    findings.push(...(await accessibilityFindings(page, route)));
    const wider = await widerThanWindow(page);
    if (wider > 0) findings.push({ route, what: `the page is ${wider}px wider than the window` });
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    // The not-found page is itself answered with 404, which the browser logs for the document.
    const expected = (e: string) => route === "/404" && e.includes("status of 404");
    for (const e of errors) if (!expected(e)) findings.push({ route, what: `console: ${e.slice(0, 200)}` });
  };
}
