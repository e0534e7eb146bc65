import { test, expect, ownClientAddress } from "./fixtures";
import { startWeighing, weightFindings, type Weight } from "./page-weight";
import { PUBLIC, SIGNED_IN, linkedRoutes, signInAsDemo } from "./routes";
import { routeVisitor, type Finding } from "./walk";

/**
 * Every route of SPEC §2, at phone and desktop size, in one walk (each load is one of CI's costliest steps):
 * - issue 12: no serious or critical violation of the automatic WCAG 2.2 AA rules (axe-core), and no error
 *   written to the console (hydration included);
 * - issue 13, once (bytes do not depend on the window size, so on the phone): the first-load JavaScript of
 *   each route within the budget, and no web font (tests/e2e/page-weight.ts).
 * Routes that need an id take it from a link the seller would follow on the demo account's screens.
 */

test.use(ownClientAddress());
// 55 routes loaded and checked: about 2 minutes on an idle CI machine, longer on a loaded one.
test.setTimeout(480_000);

test("every route: no serious accessibility violation, no console error, first-load JavaScript within the budget", async ({
  page,
}, info) => {
  const weigh = info.project.name === "phone" ? await startWeighing(page) : null;
  const findings: Finding[] = [];
  const weights: Weight[] = [];
  const visit = routeVisitor(page, weigh, findings, weights);

  for (const route of PUBLIC) await visit(route);
  await signInAsDemo(page);
  const linked = await linkedRoutes(page);
  for (const route of [...SIGNED_IN, ...linked.values()]) await visit(route);

  expect.soft(findings, findings.map((f) => `${f.route}: ${f.what}`).join("\n")).toEqual([]);
  if (weigh) expect.soft(weightFindings(weights)).toEqual([]);
});
