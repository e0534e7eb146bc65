import { describe, expect, it } from "vitest";
import { documentTokens, normalizeSearch, queryTokens, searchTextOf } from "@/lib/goods/search-text";

describe("search text and tokens", () => {
  it("normalises width, case and kana", () => {
    expect(normalizeSearch("ＤＲＥＳＳ　ﾜﾝﾋﾟｰｽ")).toBe("dress ワンピース");
    expect(normalizeSearch("わんぴーす")).toBe("ワンピース");
    expect(normalizeSearch("T恤/女【新款】")).toBe("t恤 女 新款");
  });

  it("a query's tokens are contained in the tokens of a title containing it", () => {
    const doc = new Set(
      documentTokens(searchTextOf(["韩版宽松针织毛衣连衣裙", "Korean-Style Knit Sweater Dresses"])),
    );
    for (const q of ["毛衣", "连衣裙", "针织 连衣裙", "knit", "dress", "dresses", "sweat", "korean style"]) {
      expect(
        queryTokens(normalizeSearch(q)).every((t) => doc.has(t)),
        q,
      ).toBe(true);
    }
    for (const q of ["衬衫", "shirt", "毛裙"]) {
      expect(
        queryTokens(normalizeSearch(q)).every((t) => doc.has(t)),
        q,
      ).toBe(false);
    }
  });

  it("splits mixed runs and keeps one-character words", () => {
    expect(queryTokens("t恤 女")).toEqual(["t", "恤", "女"]);
    expect(documentTokens("t恤")).toEqual(expect.arrayContaining(["t", "恤"]));
    expect(queryTokens("")).toEqual([]);
  });

  it("every stored token is a piece of the search text (capped walks check the text first)", () => {
    const titles = [
      ["韩版宽松针织毛衣连衣裙", "ニットワンピース", "Korean-Style Knit Sweater Dresses", "니트 원피스"],
      ["ＤＲＥＳＳ　ﾜﾝﾋﾟｰｽ", null, "Extraordinarilylongwordwithoutanyspacesatall lanterns", "T恤/女【新款】"],
      ["露营灯", "キャンプ用ランタン", "Folding camping lantern 2024", "캠핑 랜턴"],
    ];
    for (const parts of titles) {
      const text = searchTextOf(parts);
      for (const token of documentTokens(text)) expect(text.includes(token), token).toBe(true);
    }
  });
});
