import { describe, expect, it } from "vitest";
import { writtenLang } from "./written-lang";

describe("the language a text is written in", () => {
  it("is Japanese with kana, Chinese with Han characters alone, otherwise not said", () => {
    expect(writtenLang("先ほどゆうちょ銀行から200,000円のチャージを申請しました")).toBe("ja");
    expect(writtenLang("适用iPhone15手机壳磁吸透明防摔保护套")).toBe("zh-CN");
    expect(writtenLang("주문 PO2026에서 불량 2개가 발견되었습니다")).toBeUndefined();
    expect(writtenLang("한국어 안에 漢字")).toBeUndefined();
    expect(writtenLang("Please check the order")).toBeUndefined();
    expect(writtenLang("")).toBeUndefined();
    expect(writtenLang(null)).toBeUndefined();
  });
});
