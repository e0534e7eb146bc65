import { z } from "zod";

const int = z.number().int();

/** A packing-list line's customs wording as saved (lib/customs/customs-lines.ts CustomsLineView). */
export const ZCustomsLineView = z.object({
  lineId: int,
  goodsName: z.string(),
  /** the line's options as stored ("颜色:黑色;尺码:M"): two lines of one goods differ by them */
  goodsSpecs: z.string().nullable(),
  quantity: int.min(1),
  descriptionEn: z.string().nullable(),
  material: z.string().nullable(),
  use: z.string().nullable(),
  hsCode: z.string().nullable(),
  originCountry: z.string().nullable(),
});
