import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { renderBoxLabels } from "./box-labels";
import { addressPapers, fbaPapers, readPdf } from "./test-support";

const LABEL = { width: 283.46, height: 425.2 };
const A4 = { width: 595.28, height: 841.89 };
const sizeOf = (p: { width: number; height: number }) => ({
  width: Number(p.width.toFixed(2)),
  height: Number(p.height.toFixed(2)),
});

describe("box labels", () => {
  it("prints one 100 × 150 mm page per box with its barcode, the box id under it and 「重量超過」 on the heavy one", async () => {
    const pages = await readPdf(await renderBoxLabels(fbaPapers(true), { size: "label" }));
    expect(pages).toHaveLength(2);
    for (const p of pages) {
      expect(sizeOf(p)).toEqual(LABEL);
      expect(p.images).toBe(1);
      expect(p.text).toContain("PL20260101123456");
      expect(p.text).toContain("FBA15ABCDEF1");
      expect(p.text).toContain("NRT5");
      expect(p.text).toContain("航空便 AIR");
    }
    expect(pages[0].text).toContain("PL20260101123456-001");
    expect(pages[0].text).toContain("1 / 2");
    expect(pages[0].text).toContain("9.80 kg");
    expect(pages[1].text).toContain("PL20260101123456-002");
    expect(pages[1].text).toContain("2 / 2");
    expect(pages[1].text).toContain("15.60 kg");
    // 9.8 kg is under Amazon's 15 kg, 15.6 kg over it.
    expect(pages[0].text).not.toContain("重量超過");
    expect(pages[1].text).toContain("重量超過");
  });

  it("puts two labels on an A4 page, the third on a second page; no 「重量超過」 on a heavy box to an address", async () => {
    const pages = await readPdf(await renderBoxLabels(addressPapers(3), { size: "a4" }));
    expect(pages.map(sizeOf)).toEqual([A4, A4]);
    expect(pages.map((p) => p.images)).toEqual([2, 1]);
    expect(pages[0].text).toContain("PL20260101123456-001");
    expect(pages[0].text).toContain("PL20260101123456-002");
    expect(pages[1].text).toContain("PL20260101123456-003");
    for (const p of pages) {
      expect(p.text).toContain("〒150-0002");
      expect(p.text).toContain("東京都渋谷区渋谷2-15-1");
      expect(p.text).toContain("山田 太郎 様");
      expect(p.text).toContain("船便 SEA");
      expect(p.text).toContain("16.00 kg");
      expect(p.text).not.toContain("重量超過");
    }
  });

  it("refuses a packing list that has no boxes yet", async () => {
    await expect(renderBoxLabels(fbaPapers(false), { size: "label" })).rejects.toEqual(
      new AppError("CONTAINER_STATUS_CONFLICT"),
    );
  });
});
