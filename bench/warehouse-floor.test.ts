import { describe, expect, it } from "vitest";
import { percentile } from "./stats";
import {
  ms,
  numberStart,
  planWork,
  ratioTable,
  rowTable,
  scaleRatios,
  workTable,
  summarize,
  type FloorRow,
} from "./warehouse-floor-report";
import { median } from "./stats";
import { idOfSearch, likeEscape, packingSearchIds } from "./warehouse-floor-sql";

const row = (kind: string, orders: number, server: string, p99: number): FloorRow => ({
  ...summarize({ kind, orders, server }, [p99 / 2, p99], 0, 1, 2),
  p99,
});

describe("percentile", () => {
  it("takes the nearest rank of the sorted times", () => {
    const times = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(times, 50)).toBe(50);
    expect(percentile(times, 99)).toBe(99);
    expect(percentile(times, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });
  it("is NaN when nothing was measured", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("summarize", () => {
  it("sorts the times and counts calls, rate and CPU per call", () => {
    const r = summarize({ kind: "scan", orders: 10, server: "x" }, [3, 1, 2, 4], 1, 2, 8, 3.5);
    expect(r).toMatchObject({
      calls: 4,
      errors: 1,
      p50: 2,
      p99: 4,
      max: 4,
      callsPerSec: 2,
      cpuMsPerCall: 2,
      load: 3.5,
    });
  });
  it("leaves CPU per call open when no call came back", () => {
    const r = summarize({ kind: "scan", orders: 10, server: "x" }, [], 3, 2, 8);
    expect(r.calls).toBe(0);
    expect(r.cpuMsPerCall).toBeNaN();
    expect(r.max).toBeNaN();
  });
});

describe("scaleRatios", () => {
  it("divides p99 at the largest size by p99 at the smallest, per measurement and caller", () => {
    const rows = [
      row("scan", 1_000_000, "shop", 30),
      row("scan", 10_000, "shop", 10),
      row("scan", 10_000, "raw", 4),
      row("scan", 1_000_000, "raw", 5),
      row("page", 10_000, "shop", 10),
      row("page", 1_000_000, "shop", 25),
    ];
    const ratios = scaleRatios(rows);
    expect(ratios.map((r) => [r.kind, r.server, r.ratio, r.met])).toEqual([
      ["scan", "shop", 3, false],
      ["scan", "raw", 1.25, true],
      ["page", "shop", 2.5, false],
    ]);
    expect(ratios[0].small.orders).toBe(10_000);
    expect(ratios[0].large.orders).toBe(1_000_000);
  });
  it("meets the target at exactly 2× and skips a measurement taken at one size only", () => {
    const ratios = scaleRatios([row("a", 1, "s", 5), row("a", 100, "s", 10), row("b", 1, "s", 5)]);
    expect(ratios).toHaveLength(1);
    expect(ratios[0].met).toBe(true);
  });
});

describe("tables", () => {
  it("prints milliseconds with fewer decimals as they grow", () => {
    expect(ms(0.456)).toBe("0.46");
    expect(ms(12.34)).toBe("12.3");
    expect(ms(456.7)).toBe("457");
    expect(ms(NaN)).toBe("–");
  });
  it("has a line per row and per ratio, a miss in bold", () => {
    const rows = [row("scan", 10_000, "shop", 10), row("scan", 1_000_000, "shop", 30)];
    expect(rowTable(rows).split("\n")).toHaveLength(4);
    expect(rowTable(rows)).toContain("| scan | 1,000,000 | shop |");
    // no load given: a dash, not NaN
    expect(rowTable(rows).split("\n")[2]).toMatch(/\| – \|$/);
    const ratios = ratioTable(scaleRatios(rows));
    expect(ratios).toContain("| scan | shop |");
    expect(ratios).toContain("| 3.00 | **no** | – / – |");
    const measured = scaleRatios(rows.map((r, i) => ({ ...r, buffers: [12, 30.4][i] })));
    expect(ratioTable(measured)).toContain("| 12 / 30 |");
    const work = workTable([{ ...rows[0], statements: 3, serverMs: 0.456, buffers: 12 }]);
    expect(work.split("\n")[2]).toBe("| scan | 10,000 | shop | 3 | 0.46 | 12 |");
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe("planWork", () => {
  it("adds planning and execution time, and the pages of the plan and of planning", () => {
    const explained = [
      {
        Plan: { "Shared Hit Blocks": 40, "Shared Read Blocks": 2 },
        Planning: { "Shared Hit Blocks": 7 },
        "Planning Time": 0.5,
        "Execution Time": 1.25,
      },
    ];
    expect(planWork(explained)).toEqual({ ms: 1.75, buffers: 49 });
  });
  it("counts what is missing as nothing", () => {
    expect(planWork([{ Plan: {} }])).toEqual({ ms: 0, buffers: 0 });
  });
});

describe("numberStart", () => {
  it("drops the last characters of a packing-list number, keeping a useful start", () => {
    expect(numberStart("PL000001234")).toBe("PL00000123");
    expect(numberStart("PL000001234", 3)).toBe("PL000001");
    expect(numberStart("PL12", 3)).toBe("PL12");
  });
});

describe("the packing desk's search by hand", () => {
  it("escapes LIKE's wildcards", () => {
    expect(likeEscape("a%b_c\\d")).toBe("a\\%b\\_c\\\\d");
  });
  it("reads a number as an id only within 32 bits", () => {
    expect(idOfSearch("42")).toBe(42);
    expect(idOfSearch("2147483647")).toBe(2147483647);
    expect(idOfSearch("2147483648")).toBeNull();
    expect(idOfSearch("PL42")).toBeNull();
    expect(idOfSearch("12345678901")).toBeNull();
  });
  it("asks the number's start, the seller's e-mail and the boxes, numbered from the given parameter", () => {
    const { sql, values } = packingSearchIds("pl0001_", 2);
    expect(values).toEqual(["PL0001\\_%", "%pl0001\\_%", "PL0001_"]);
    expect(sql).toContain("container_no LIKE $2");
    expect(sql).toContain("email LIKE $3");
    expect(sql).toContain("tracking_no = $4");
    expect(sql).not.toContain("$5");
  });
  it("adds the packing list's and the seller's id when the text is a number", () => {
    const { sql, values } = packingSearchIds("77", 1);
    expect(values).toEqual(["77%", "%77%", "77", 77]);
    expect(sql).toContain("SELECT $4::int");
    expect(sql).toContain("customer_id = $4::int");
    expect(sql.split(" UNION ")).toHaveLength(5);
  });
});
