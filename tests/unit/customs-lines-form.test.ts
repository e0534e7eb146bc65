import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS } from "@/lib/codes";
import { ZCustomsLines } from "@/lib/validation/customs";
import {
  WORDING_MAX,
  changedLines,
  draftOf,
  fieldPath,
  wordingEditable,
  type CustomsLine,
} from "@/app/(shop)/batchDetails/customs-lines";

/** The customs wording form's values on /batchDetails (app/(shop)/batchDetails/customs-lines.ts). */
const saved: CustomsLine[] = [
  {
    lineId: 11,
    goodsName: "女士纯棉短袖T恤",
    goodsSpecs: "颜色:白色;尺码:M",
    quantity: 7,
    descriptionEn: "Women's cotton T-shirt",
    material: "Cotton",
    use: null,
    hsCode: "6109.10",
    originCountry: "CN",
  },
  {
    lineId: 12,
    goodsName: "手机壳",
    goodsSpecs: null,
    quantity: 6,
    descriptionEn: null,
    material: null,
    use: null,
    hsCode: null,
    originCountry: null,
  },
];

describe("the customs wording form", () => {
  it("holds what was saved as text, blanks as empty fields", () => {
    expect(saved.map(draftOf)).toEqual([
      {
        lineId: 11,
        descriptionEn: "Women's cotton T-shirt",
        material: "Cotton",
        use: "",
        hsCode: "6109.10",
        originCountry: "CN",
      },
      { lineId: 12, descriptionEn: "", material: "", use: "", hsCode: "", originCountry: "" },
    ]);
  });

  it("sends only the lines the seller changed (spaces around a value are no change)", () => {
    const drafts = saved.map(draftOf);
    expect(changedLines(saved, drafts)).toEqual([]);
    drafts[0] = { ...drafts[0], material: " Cotton " };
    expect(changedLines(saved, drafts)).toEqual([]);
    drafts[1] = { ...drafts[1], hsCode: "3926.90" };
    expect(changedLines(saved, drafts)).toEqual([1]);
    drafts[0] = { ...drafts[0], descriptionEn: "" };
    expect(changedLines(saved, drafts)).toEqual([0, 1]);
  });

  it("names a field by the path the shared schema reports, so the failing field is the one marked", () => {
    const drafts = saved.map(draftOf);
    drafts[1] = { ...drafts[1], hsCode: "61" };
    const r = ZCustomsLines.safeParse({ lines: drafts });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].path.join(".")).toBe(fieldPath(1, "hsCode"));
    expect(r.error!.issues[0].message).toBe("documents.customs.hsCodeInvalid");
  });

  it("lets each field hold what the schema accepts at most", () => {
    const long = (n: number) => "x".repeat(n);
    const line = {
      lineId: 1,
      descriptionEn: long(WORDING_MAX.descriptionEn),
      material: long(WORDING_MAX.material),
      use: long(WORDING_MAX.use),
      hsCode: "6109.10.00.00",
      originCountry: "cn",
    };
    expect(line.hsCode).toHaveLength(WORDING_MAX.hsCode);
    expect(ZCustomsLines.safeParse({ lines: [line] }).success).toBe(true);
    expect(ZCustomsLines.safeParse({ lines: [{ ...line, material: long(129) }] }).success).toBe(false);
  });

  it("is read-only once dispatched or cancelled, as the server refuses the wording then", () => {
    const editable = Object.values(CONTAINER_STATUS).filter(wordingEditable);
    expect(editable.sort()).toEqual(
      [
        CONTAINER_STATUS.PACKING,
        CONTAINER_STATUS.AWAITING_PAYMENT,
        CONTAINER_STATUS.AWAITING_DISPATCH,
        CONTAINER_STATUS.AWAITING_PACKING,
        CONTAINER_STATUS.PACKED,
        CONTAINER_STATUS.AWAITING_CONFIRMATION,
      ].sort(),
    );
    expect(wordingEditable(CONTAINER_STATUS.DISPATCHED)).toBe(false);
    expect(wordingEditable(CONTAINER_STATUS.CANCELLED)).toBe(false);
  });
});
