import { describe, expect, it } from "vitest";
import type { Row } from "./harness";
import {
  BARE_NEXT,
  NEXT_START,
  bareRatiosByRound,
  baselineRatios,
  kindOfScenario,
  ratioTable,
  scaleRatio,
  sizeInScenario,
} from "./ratios";

const row = (
  scenario: string,
  server: string,
  reqPerSec: number,
  cpuMsPerRequest: number,
  p99 = 10,
): Row => ({
  scenario,
  server,
  reqPerSec,
  cpuMsPerRequest,
  p99,
  p50: 1,
  p95: 1,
  max: 1,
  requests: 1,
  errors: 0,
  non2xx: 0,
  load: 1,
});

describe("bench:all ratios", () => {
  it("judges next start against the baseline of the same scenario", () => {
    const r = baselineRatios("catalogue", [
      row("keyword search", "next start", 740, 1.22),
      row("keyword search", "node:http + pg", 2180, 0.21),
      row("no-op", "next start", 1500, 0.7),
    ]);
    expect(r).toHaveLength(2);
    expect(r[0]).toMatchObject({ measure: "keyword search: throughput ÷ baseline", met: false });
    expect(r[0].value).toBeCloseTo(0.339, 3);
    expect(r[1].value).toBeCloseTo(5.81, 2);
    expect(r[1].met).toBe(false);
  });

  it("judges the bare Next.js app by the same targets, named in its rows", () => {
    const rows = [
      row("goods detail", "next start", 1700, 0.62),
      row("goods detail", "node:http + pg", 6600, 0.08),
      row("goods detail", "bare Next.js + pg", 3400, 0.2),
    ];
    const [share, cpu] = baselineRatios("catalogue", rows, BARE_NEXT);
    expect(share).toMatchObject({
      measure: "bare Next.js + pg, goods detail: throughput ÷ baseline",
      met: true,
    });
    expect(share.value).toBeCloseTo(0.515, 3);
    expect(cpu.value).toBeCloseTo(2.5, 5);
    expect(cpu.met).toBe(true);
    expect(baselineRatios("catalogue", rows)[1].value).toBeCloseTo(7.75, 2);
  });

  it("compares the p99 at the largest size with the smallest", () => {
    const rows = [
      row("order list, 1,000,000 orders", "next start", 1, 1, 30),
      row("order list, 1,000 orders", "next start", 1, 1, 20),
      row("order list, 1,000 orders", "node:http + pg", 1, 1, 5),
    ];
    const [r] = scaleRatio("orders", rows, sizeInScenario);
    expect(r.value).toBe(1.5);
    expect(r.met).toBe(true);
    expect(r.measure).toBe("p99 at 1,000,000 ÷ at 1,000");
    expect(ratioTable([r])).toContain("| orders | p99 at 1,000,000 ÷ at 1,000 | 1.50 | ≤ 2 | yes |");
  });

  it("compares each kind of request on its own when a benchmark measures several per size", () => {
    const rows = [
      row("keyword search, 10,000 goods", "next start", 1, 1, 100),
      row("keyword search, 10,000 goods", "node:http + pg", 1, 1, 30),
      row("goods detail, 10,000 goods", "next start", 1, 1, 50),
      row("keyword search, 1,000,000 goods", "next start", 1, 1, 450),
      row("goods detail, 1,000,000 goods", "next start", 1, 1, 60),
    ];
    expect(rows.map((r) => sizeInScenario(r.scenario))).toEqual([
      10_000, 10_000, 10_000, 1_000_000, 1_000_000,
    ]);
    expect(kindOfScenario("problem list + statistics, 1,000 problems, 1,000,000 orders")).toBe(
      "problem list + statistics",
    );
    const ratios = scaleRatio("catalogue", rows, sizeInScenario);
    expect(ratios.map((r) => [r.measure, r.value, r.met])).toEqual([
      ["keyword search: p99 at 1,000,000 ÷ at 10,000", 4.5, false],
      ["goods detail: p99 at 1,000,000 ÷ at 10,000", 1.2, true],
    ]);
  });
});

describe("issue 32's API ratio over rounds", () => {
  it("divides the shop's CPU by the bare app's per round and takes the median", () => {
    const round = (shop: number, bare: number) => [
      row("goods detail", NEXT_START, 100, shop),
      row("goods detail", BARE_NEXT, 100, bare),
    ];
    const table = bareRatiosByRound([round(1.1, 1.0), round(2.6, 1.3), round(1.3, 1.0)]);
    expect(table).toContain("| goods detail | 1.10× | 2.00× | 1.30× | 1.30× | no |");
    expect(bareRatiosByRound([round(1.1, 1.0), round(1.0, 1.0)])).toContain("| 1.05× | yes |");
  });
});
