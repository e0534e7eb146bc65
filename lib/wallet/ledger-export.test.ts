import { describe, expect, it } from "vitest";
import { CODE_TABLE, TRANSACTION_TYPE } from "@/lib/codes";
import { translator } from "@/lib/i18n/messages";
import { LedgerTally } from "./ledger-export";

const TYPES = CODE_TABLE.filter((e) => e.group === "transactionType");

describe("the summary of the download (LedgerTally)", () => {
  it("counts and sums each type, lists every type (0 where none) in the code table's order, and totals", () => {
    const tally = new LedgerTally();
    tally.add(TRANSACTION_TYPE.TOP_UP, 30_000);
    tally.add(TRANSACTION_TYPE.TOP_UP, 20_000);
    tally.add(TRANSACTION_TYPE.ORDER_PAYMENT, -12_345);
    const lines = tally.lines(translator("ja"));
    expect(lines.map((l) => l.type)).toEqual(TYPES.map((e) => e.code));
    expect(lines.find((l) => l.type === TRANSACTION_TYPE.TOP_UP)).toMatchObject({ count: 2, sumYen: 50_000 });
    expect(lines.find((l) => l.type === TRANSACTION_TYPE.ORDER_PAYMENT)).toMatchObject({
      count: 1,
      sumYen: -12_345,
    });
    expect(lines.filter((l) => l.count === 0)).toHaveLength(TYPES.length - 2);
    expect(tally.total).toEqual({ count: 3, sumYen: 37_655 });
  });

  it("names the types in the reader's language, as the records screen does", () => {
    const tally = new LedgerTally();
    const top = TYPES.find((e) => e.code === TRANSACTION_TYPE.TOP_UP)!;
    for (const locale of ["ja", "en-us", "ko", "zh-cn"] as const) {
      const t = translator(locale);
      expect(tally.lines(t).find((l) => l.type === top.code)!.label).toBe(t(top.labelKey));
    }
    expect(translator("ja")(top.labelKey)).not.toBe(translator("en-us")(top.labelKey));
  });

  it("keeps a type without a label at the end, named by its code", () => {
    const tally = new LedgerTally();
    tally.add(99, 5);
    const lines = tally.lines(translator("en-us"));
    expect(lines.at(-1)).toEqual({ type: 99, label: "99", count: 1, sumYen: 5 });
    expect(tally.total).toEqual({ count: 1, sumYen: 5 });
  });
});
