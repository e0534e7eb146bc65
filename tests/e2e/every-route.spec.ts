import { test, expect, ownClientAddress } from "./fixtures";
import { startWeighing, weighBarePage, weightFindings, type Weight } from "./page-weight";
import { PUBLIC, SIGNED_IN, linkedRoutes, signInAsDemo } from "./routes";
import { routeVisitor, type Finding } from "./walk";

/**
 * Every route of SPEC §2, at phone and desktop size, in one walk (each load is one of CI's costliest steps):
 * - issue 12: no serious or critical violation of the automatic WCAG 2.2 AA rules (axe-core), and no error
 *   written to the console (hydration included), and no page wider than the window (a phone would scroll it
 *   sideways);
 * - issues 13 and 32, once (bytes do not depend on the window size, so on the phone): the first-load JavaScript
 *   of each route within the bare Next.js page's, measured in the same run, + the allowance, and no web font
 *   (tests/e2e/page-weight.ts).
 * Routes that need an id take it from a link the seller would follow on the demo account's screens.
 */

test.use(ownClientAddress());
// 55 routes loaded and checked: about 2 minutes on an idle CI machine, longer on a loaded one.
test.setTimeout(480_000);

test("every route: no serious accessibility violation, no console error, as wide as the window, first-load JavaScript within the bare page's + the allowance", async ({
  page,
}, info) => {
  const weigh = info.project.name === "phone" ? await startWeighing(page) : null;
  // The floor the routes are weighed against, measured first in the same browser (issue 32).
  const bare = weigh ? await weighBarePage(page, weigh) : null;
  const findings: Finding[] = [];
  const weights: Weight[] = [];
  const visit = routeVisitor(page, weigh, findings, weights);

  for (const route of PUBLIC) await visit(route);
  await signInAsDemo(page);
  const linked = await linkedRoutes(page);
  for (const route of [...SIGNED_IN, ...linked.values()]) await visit(route);

  expect.soft(findings, findings.map((f) => `${f.route}: ${f.what}`).join("\n")).toEqual([]);
  if (bare) expect.soft(weightFindings(weights, bare)).toEqual([]);
});
