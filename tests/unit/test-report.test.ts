import { describe, expect, it } from "vitest";
import { skippedE2e, skippedLines, skippedVitest } from "../../scripts/test-report.mjs";

const REASON =
  "the agent's operator commands run as a second process: needs DATABASE_URL (PGlite opens in one process only)";
const skip = (description?: string) => [{ type: "skip", ...(description ? { description } : {}) }];
const test = (projectName: string, status: string, annotations: object[] = []) => ({
  projectName,
  status,
  annotations,
  results: [{ annotations }],
});

/** Shaped like Playwright's JSON report of a run without DATABASE_URL (trimmed to what the report reads). */
const E2E = {
  stats: { expected: 2, skipped: 6, unexpected: 0, flaky: 0 },
  suites: [
    {
      title: "warehouse.spec.ts",
      specs: [
        {
          title: "a seller follows an order through the warehouse",
          tests: [test("phone", "skipped", skip(REASON)), test("desktop", "skipped", skip(REASON))],
        },
        { title: "the order list", tests: [test("phone", "expected"), test("desktop", "expected")] },
      ],
      suites: [
        {
          title: "defects",
          specs: [
            {
              title: "the seller chooses a handling",
              tests: [test("phone", "skipped", skip(REASON)), test("desktop", "skipped", skip(REASON))],
            },
          ],
        },
      ],
    },
    {
      title: "search.spec.ts",
      specs: [
        {
          title: "the tab bar",
          tests: [test("desktop", "skipped", skip("phones only")), test("phone", "skipped", skip())],
        },
      ],
    },
  ],
};

/** Shaped like Vitest's JSON report. */
const INTEGRATION = {
  numPassedTests: 1,
  numFailedTests: 0,
  testResults: [
    {
      name: "/repo/tests/integration/operator-parse.integration.test.ts",
      assertionResults: [
        { ancestorTitles: ["operator commands"], title: "refuse control characters", status: "skipped" },
        { ancestorTitles: ["operator commands"], title: "run", status: "passed" },
      ],
    },
  ],
};

describe("the end-of-run report of skipped tests (scripts/run.mjs)", () => {
  it("groups Playwright's skipped tests by the reason their test.skip gave, with the projects", () => {
    expect(skippedE2e(E2E)).toEqual([
      {
        reason: REASON,
        tests: [
          {
            name: "warehouse.spec.ts › a seller follows an order through the warehouse",
            projects: ["phone", "desktop"],
          },
          {
            name: "warehouse.spec.ts › defects › the seller chooses a handling",
            projects: ["phone", "desktop"],
          },
        ],
      },
      { reason: "phones only", tests: [{ name: "search.spec.ts › the tab bar", projects: ["desktop"] }] },
      { reason: "no reason given", tests: [{ name: "search.spec.ts › the tab bar", projects: ["phone"] }] },
    ]);
  });

  it("names Vitest's skipped tests by file and titles", () => {
    expect(skippedVitest(INTEGRATION, "/repo")).toEqual([
      "tests/integration/operator-parse.integration.test.ts › operator commands › refuse control characters",
    ]);
  });

  it("says what was skipped and why, and how to run it, on the embedded database", () => {
    expect(skippedLines({ unit: null, integration: INTEGRATION, e2e: E2E }, undefined, "/repo")).toEqual([
      "⚠ 1 integration test skipped (Vitest records no reason):",
      "    tests/integration/operator-parse.integration.test.ts › operator commands › refuse control characters",
      `⚠ 4 e2e tests skipped: ${REASON}`,
      "    warehouse.spec.ts › a seller follows an order through the warehouse [phone, desktop]",
      "    warehouse.spec.ts › defects › the seller chooses a handling [phone, desktop]",
      "⚠ 1 e2e test skipped: phones only",
      "    search.spec.ts › the tab bar [desktop]",
      "⚠ 1 e2e test skipped: no reason given",
      "    search.spec.ts › the tab bar [phone]",
      "  This run used the embedded PGlite database, which only the shop's own process can open. With a",
      "  PostgreSQL server, `DATABASE_URL=postgresql://… npm test` runs the skipped tests too.",
    ]);
  });

  it("says nothing when nothing was skipped, and gives no PGlite hint with a PostgreSQL server", () => {
    const ran = { stats: { expected: 2 }, suites: [{ title: "a.spec.ts", specs: [E2E.suites[0].specs[1]] }] };
    expect(skippedLines({ unit: null, integration: null, e2e: ran }, undefined)).toEqual([]);
    const lines = skippedLines({ unit: null, integration: null, e2e: E2E }, "postgresql://x@127.0.0.1/shop");
    expect(lines).toHaveLength(7);
    expect(lines.join("\n")).not.toContain("PGlite database");
  });
});
