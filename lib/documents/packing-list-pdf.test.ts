import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/messages";
import { renderPackingList } from "./packing-list-pdf";
import { CHINESE_GOODS, RARE_KANJI_GOODS, addressPapers, fbaPapers, readPdf } from "./test-support";

const LABEL = { width: 283.46, height: 425.2 };
const A4 = { width: 595.28, height: 841.89 };
const sizeOf = (p: { width: number; height: number }) => ({
  width: Number(p.width.toFixed(2)),
  height: Number(p.height.toFixed(2)),
});
const ja = translator("ja");
const en = translator("en-us");

describe("packing list", () => {
  it("lists the lines to pick by shelf, lines without a shelf last, on one A4 page", async () => {
    const bytes = await renderPackingList(fbaPapers(false), { size: "a4", t: ja });
    const pages = await readPdf(bytes);
    expect(pages.map(sizeOf)).toEqual([A4]);
    const text = pages[0].text;
    for (const part of [
      "梱包リスト",
      "PL20260101123456",
      "tanaka (#42)",
      "田中 一郎",
      "FBA15ABCDEF1",
      "NRT5",
    ])
      expect(text).toContain(part);
    expect(text).toContain("ピッキングリスト");
    expect(text).toContain("3 明細・9 点");
    const shelves = ["棚番 A-03-2", "棚番 B-01-1", "棚番なし"].map((s) => text.indexOf(s));
    expect(shelves.every((at) => at >= 0)).toBe(true);
    expect([...shelves].sort((a, b) => a - b)).toEqual(shelves);
  });

  it("draws Chinese goods and a rare kanji as the same text, with the JP and the SC font embedded", async () => {
    const bytes = await renderPackingList(fbaPapers(false), { size: "a4", t: ja });
    const [page] = await readPdf(bytes);
    // 纯 is only in Noto Sans SC, 𠮷 (U+20BB7) only in Noto Sans JP: both fonts are needed and map back.
    expect(page.text).toContain(CHINESE_GOODS);
    expect(page.text).toContain(RARE_KANJI_GOODS);
    expect(page.text).toContain("颜色:红;尺码:M");
    const raw = bytes.toString("latin1");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
  });

  it("once packed, shows each box with its size, weights and contents, and the totals (label size)", async () => {
    const pages = await readPdf(await renderPackingList(fbaPapers(true), { size: "label", t: en }));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const p of pages) expect(sizeOf(p)).toEqual(LABEL);
    const text = pages.map((p) => p.text).join("\n");
    expect(text).toContain("Contents by box");
    expect(text).not.toContain("Pick list");
    expect(text).toContain("Box 1 of 2");
    expect(text).toContain("50 × 40 × 30 cm");
    expect(text).toContain("net 9.00 kg");
    expect(text).toContain("actual 15.60 kg");
    expect(text).toContain("2 boxes, 9 pieces, net 23.80 kg, actual 25.40 kg");
    expect(text).toContain(CHINESE_GOODS);
    expect(text).toContain("𠮷野家");
    expect(text.indexOf("Box 1 of 2")).toBeLessThan(text.indexOf(CHINESE_GOODS));
    expect(text.indexOf(CHINESE_GOODS)).toBeLessThan(text.indexOf("Box 2 of 2"));
  });

  it.each(["a4", "label"] as const)(
    "breaks 50 lines over %s pages: every page has the header row, every line is there once",
    async (size) => {
      const pages = await readPdf(await renderPackingList(addressPapers(0, 50), { size, t: en }));
      expect(pages.length).toBeGreaterThan(size === "a4" ? 1 : 5);
      pages.forEach((p, i) => {
        expect(sizeOf(p)).toEqual(size === "a4" ? A4 : LABEL);
        expect(p.text).toContain("Goods");
        expect(p.text).toContain("SKU / FNSKU");
        expect(p.text).toContain(`Page ${i + 1} of ${pages.length}`);
      });
      const text = pages.map((p) => p.text).join("\n");
      for (let n = 1; n <= 50; n++) expect(text.split(`FNSKU X00${n}ABCDE`).length - 1, `line ${n}`).toBe(1);
      expect(pages.at(-1)!.text).toContain("50 lines, 100 pieces");
    },
  );

  it("prints the staff member's language, Korean included (Noto Sans KR)", async () => {
    const zh = (
      await readPdf(await renderPackingList(fbaPapers(false), { size: "a4", t: translator("zh-cn") }))
    )[0];
    expect(zh.text).toContain("装箱单");
    expect(zh.text).toContain("拣货单");
    const ko = (
      await readPdf(await renderPackingList(fbaPapers(true), { size: "a4", t: translator("ko") }))
    )[0];
    expect(ko.text).toContain(translator("ko")("documents.packingList.title"));
    expect(ko.text).toMatch(/[\uac00-\ud7a3]/);
  });
});
