/**
 * The end of `npm test` (scripts/run.mjs): what was skipped and why, read from the JSON reports of Vitest and
 * Playwright, so a run on the embedded database says which journeys it did not run instead of passing quietly.
 * Node built-ins only: run.mjs runs before `npm install`.
 */
import path from "node:path";

const skippedStatus = new Set(["skipped", "pending", "todo"]);

/**
 * Playwright's skipped tests, grouped by the reason their `test.skip(condition, reason)` gave:
 * [{ reason, tests: [{ name: "file › title", projects: ["phone", "desktop"] }] }], most tests first.
 */
export function skippedE2e(report) {
  const byReason = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== "skipped") continue;
        const notes = [
          ...(test.annotations ?? []),
          ...(test.results ?? []).flatMap((r) => r.annotations ?? []),
        ];
        const reason =
          notes.find((a) => (a.type === "skip" || a.type === "fixme") && a.description)?.description ??
          "no reason given";
        const name = [...titles, spec.title].filter(Boolean).join(" › ");
        const tests = byReason.get(reason) ?? new Map();
        byReason.set(reason, tests.set(name, [...(tests.get(name) ?? []), test.projectName]));
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report?.suites ?? []) walk(file, [file.title]);
  return [...byReason]
    .map(([reason, tests]) => ({ reason, tests: [...tests].map(([name, projects]) => ({ name, projects })) }))
    .sort((a, b) => count(b.tests) - count(a.tests));
}

const count = (tests) => tests.reduce((n, t) => n + t.projects.length, 0);

/** Vitest's skipped tests ("file › describe › test"); Vitest records no reason for a skip. */
export function skippedVitest(report, root = process.cwd()) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => skippedStatus.has(t.status))
      .map((t) => [path.relative(root, file.name), ...(t.ancestorTitles ?? []), t.title].join(" › ")),
  );
}

/**
 * The lines printed before the final "N passed, N failed": nothing when nothing was skipped. `databaseUrl`
 * tells whether the run had a PostgreSQL server, to say how to run what the embedded database cannot.
 */
export function skippedLines({ unit, integration, e2e }, databaseUrl, root = process.cwd()) {
  const lines = [];
  const plural = (n, what) => `${n} ${what}${n === 1 ? "" : "s"}`;
  for (const [name, report] of [
    ["unit", unit],
    ["integration", integration],
  ]) {
    const tests = skippedVitest(report, root);
    if (!tests.length) continue;
    lines.push(`⚠ ${plural(tests.length, `${name} test`)} skipped (Vitest records no reason):`);
    for (const t of tests) lines.push(`    ${t}`);
  }
  for (const { reason, tests } of skippedE2e(e2e)) {
    lines.push(`⚠ ${plural(count(tests), "e2e test")} skipped: ${reason}`);
    for (const t of tests) lines.push(`    ${t.name} [${t.projects.join(", ")}]`);
  }
  if (lines.length && !databaseUrl)
    lines.push(
      "  This run used the embedded PGlite database, which only the shop's own process can open. With a",
      "  PostgreSQL server, `DATABASE_URL=postgresql://… npm test` runs the skipped tests too.",
    );
  return lines;
}
