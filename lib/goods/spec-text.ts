/**
 * Option names (colour, size) as suppliers write them, and the stored "name:value;name:value" text of a
 * line's options (lib/cart/cart-view.ts specsText). Screens show the names in the reader's language and the
 * values as the supplier wrote them.
 */

export type SpecNameKey = "colour" | "size" | "variant" | "model" | "style";

/**
 * Option names with a translation: the suppliers' Chinese ones, and the shop's own words for them in its
 * four languages (a seller types them into an agent order). Other names are shown as written.
 */
const KNOWN_NAMES: Record<string, SpecNameKey> = {
  颜色: "colour",
  颜色分类: "colour",
  主要颜色: "colour",
  尺码: "size",
  尺寸: "size",
  规格: "variant",
  型号: "model",
  款式: "style",
  カラー: "colour",
  色: "colour",
  サイズ: "size",
  規格: "variant",
  型番: "model",
  スタイル: "style",
  colour: "colour",
  color: "colour",
  size: "size",
  variant: "variant",
  model: "model",
  style: "style",
  색상: "colour",
  사이즈: "size",
  규격: "variant",
  모델: "model",
  스타일: "style",
};

export const specNameKey = (name: string): SpecNameKey | undefined => KNOWN_NAMES[name.trim().toLowerCase()];

/** "颜色:燕麦色;尺码:M" → [{name:"颜色",value:"燕麦色"},{name:"尺码",value:"M"}]; a part without a name keeps its text. */
export function parseSpecText(text: string): { name: string; value: string }[] {
  return text
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.search(/[:：]/);
      return at < 0
        ? { name: "", value: part }
        : { name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
    });
}

/** The options for a reader: names through `nameOf`, values as written, joined by " / ". */
export function specTextFor(text: string, nameOf: (name: string) => string): string {
  return parseSpecText(text)
    .map(({ name, value }) => (name ? `${nameOf(name)}: ${value}` : value))
    .join(" / ");
}
