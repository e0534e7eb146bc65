import { describe, expect, it } from "vitest";
import { ZCustomsLines } from "./customs";

const first = (line: Record<string, unknown>) => {
  const r = ZCustomsLines.safeParse({ lines: [{ lineId: 8, ...line }] });
  return r.success ? { ok: r.data.lines[0] } : { error: r.error.issues[0].message };
};

describe("the customs papers' line wording", () => {
  it("trims, clears blanks, normalises the HS code's digits and the origin's case", () => {
    expect(
      first({
        descriptionEn: "  Phone case ",
        material: "",
        use: null,
        hsCode: "３９２６.９０",
        originCountry: "cn",
      }),
    ).toEqual({
      ok: {
        lineId: 8,
        descriptionEn: "Phone case",
        material: undefined,
        use: undefined,
        hsCode: "3926.90",
        originCountry: "CN",
      },
    });
    for (const hs of ["3926", "392690", "3926.90.0000", "6109.10.00"])
      expect(first({ hsCode: hs })).toHaveProperty("ok");
  });

  it("refuses a wrong HS code, origin, over-long text, control characters and no lines", () => {
    for (const hs of ["39", "3926.9", "ABCD", "3926.90.00.00.00"])
      expect(first({ hsCode: hs })).toEqual({ error: "documents.customs.hsCodeInvalid" });
    for (const o of ["C", "CHN", "1N"])
      expect(first({ originCountry: o })).toEqual({ error: "documents.customs.originInvalid" });
    expect(first({ descriptionEn: "x".repeat(501) })).toEqual({ error: "validation.textTooLong" });
    expect(first({ material: "a\u0000b" })).toEqual({ error: "validation.controlCharacters" });
    expect(first({ lineId: 0 })).toEqual({ error: "validation.invalid" });
    expect(ZCustomsLines.safeParse({ lines: [] }).success).toBe(false);
  });
});
