import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { parseInput, refuseControlCharacters } from "./parse";
import { ZInspection } from "./warehouse";

const controlRefusal = expect.objectContaining({
  code: "VALIDATION",
  messageKey: "validation.controlCharacters",
});

/** What parseInput threw, for assertions on it (a parse that passes fails the test). */
function refusalOf(schema: z.ZodType, input: unknown): unknown {
  try {
    parseInput(schema, input);
  } catch (error) {
    return error;
  }
  throw new Error("parseInput accepted the input");
}

describe("parseInput, the one parse of the shop's input", () => {
  // A free-text field the schema itself does not guard: the refusal must come from parseInput's own rule.
  const ZLoose = z.object({
    items: z.array(z.object({ label: z.string() })),
    meta: z.record(z.string(), z.string()),
  });

  it("refuses a control character in a nested field the schema would take", () => {
    const input = { items: [{ label: "ok" }, { label: "bell\u0007" }], meta: {} };
    expect(ZLoose.safeParse(input).success).toBe(true);
    const error = refusalOf(ZLoose, input);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toEqual(controlRefusal);
  });

  it("refuses a control character in a key, even one the schema strips", () => {
    const strict = z.object({ orderId: z.number() });
    expect(strict.safeParse({ orderId: 1, "x\u0000": "y" }).success).toBe(true);
    expect(refusalOf(strict, { orderId: 1, "x\u0000": "y" })).toEqual(controlRefusal);
    expect(refusalOf(ZLoose, { items: [], meta: { "k\u001b": "v" } })).toEqual(controlRefusal);
  });

  it("checks control characters before the schema's own rules", () => {
    // orderId is wrong too; the control character is what the caller hears about first.
    expect(refusalOf(ZInspection, { orderId: "x", lines: [{ lineId: "1\u007f" }] })).toEqual(controlRefusal);
  });

  it("keeps line breaks and tabs, and answers the schema's first failing rule", () => {
    expect(parseInput(ZLoose, { items: [{ label: "a\nb\tc\r\n" }], meta: {} }).items[0].label).toBe(
      "a\nb\tc\r\n",
    );
    expect(refusalOf(ZInspection, { orderId: 1, lines: [] })).toEqual(
      expect.objectContaining({ code: "VALIDATION", messageKey: "validation.listRequired" }),
    );
  });

  it("returns the schema's output: defaults filled, numbers coerced", () => {
    const p = parseInput(ZInspection, { orderId: "7", lines: [{ lineId: "3", passedQty: "2" }] });
    expect(p).toEqual({ orderId: 7, lines: [{ lineId: 3, passedQty: 2, defects: [], photos: [] }] });
  });
});

describe("refuseControlCharacters (route parameters, command-line arguments)", () => {
  it("refuses one bad argument among good ones and lets plain text through", () => {
    expect(() => refuseControlCharacters(["purchase", "12", "SUP-1", "--note", "ok\u0008"])).toThrow(
      AppError,
    );
    expect(() =>
      refuseControlCharacters(["purchase", "12", "中通快递", "--note", "改行\nあり"]),
    ).not.toThrow();
  });
});
