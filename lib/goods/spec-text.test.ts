import { describe, expect, it } from "vitest";
import { parseSpecText, specNameKey, specTextFor } from "./spec-text";

describe("option text", () => {
  it("splits the stored text into names and values (half- and full-width separators)", () => {
    expect(parseSpecText("颜色:燕麦色;尺码:M")).toEqual([
      { name: "颜色", value: "燕麦色" },
      { name: "尺码", value: "M" },
    ]);
    expect(parseSpecText("颜色分类：黑色；尺寸：XL")).toEqual([
      { name: "颜色分类", value: "黑色" },
      { name: "尺寸", value: "XL" },
    ]);
    expect(parseSpecText("black, size M")).toEqual([{ name: "", value: "black, size M" }]);
    expect(parseSpecText(" ; ")).toEqual([]);
  });

  it("shows known names in the reader's language and values as written", () => {
    const names = { colour: "Colour", size: "Size", variant: "Variant", model: "Model", style: "Style" };
    const en = (name: string) => {
      const key = specNameKey(name);
      return key ? names[key] : name;
    };
    expect(specTextFor("颜色:燕麦色;尺码:M", en)).toBe("Colour: 燕麦色 / Size: M");
    expect(specTextFor("材质:棉;尺码:M", en)).toBe("材质: 棉 / Size: M");
    expect(specTextFor("free text", en)).toBe("free text");
    expect(specTextFor("カラー:黒; Size:M", en)).toBe("Colour: 黒 / Size: M");
    expect(specTextFor("颜色:黑色;规格:1米", en)).toBe("Colour: 黑色 / Variant: 1米");
    expect(specTextFor("型号:A1;款式:长款", en)).toBe("Model: A1 / Style: 长款");
  });
});
