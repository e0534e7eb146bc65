import { z } from "zod";
import { PLATFORM, PLATFORM_KEYS } from "@/lib/codes";
import { ZDbId, ZPageQuery } from "./rules";

/**
 * Cart calls (/shop/shoppingVehicle/*, docs/catalogue-api.md). Shape errors answer `validation.invalid`
 * with the field; business rules (count ≥ 1, minimum order, stock, falsy price) are checked in lib/cart
 * so they can name the limit.
 */

export { MAX_CART_COUNT } from "@/lib/inputs/limits";

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, "validation.invalid").optional());

const PLATFORM_BY_KEY: Readonly<Record<string, number>> = Object.freeze({
  ...Object.fromEntries(Object.entries(PLATFORM_KEYS).map(([code, key]) => [key, Number(code)])),
  tmall: PLATFORM.TAOBAO,
});

/** `1`/`2`/`3` or `1688`/`taobao`/`tmall`/`jd`; default 1688. */
export const ZPlatform = z.preprocess(
  (v) => {
    const s = blankToUndefined(v);
    if (s === undefined) return PLATFORM.P1688;
    const key = String(s).trim().toLowerCase();
    return PLATFORM_BY_KEY[key] ?? Number(key);
  },
  z
    .number()
    .int()
    .refine((n) => (Object.values(PLATFORM) as number[]).includes(n), "validation.invalid"),
);

/** A positive integer id; numeric strings accepted (form data, query). */
/** 32-bit ids only: a larger one is refused here instead of failing in the database. */
export const ZId = ZDbId;

/** The count as sent; range rules run in lib/cart (they need the line's stock and minimum order). */
const ZCount = z.coerce.number({ error: "validation.invalid" }).int("validation.invalid");

export const ZSpPair = z.object({
  name: z.string().trim().max(64, "validation.invalid"),
  value: z.string().trim().max(128, "validation.invalid"),
});

export const ZCartInsert = z.object({
  goodsId: z.preprocess(blankToUndefined, ZId.optional()),
  numId: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : blankToUndefined(v)),
    z.string().trim().max(64, "validation.invalid").optional(),
  ),
  skuId: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : blankToUndefined(v)),
    z.string().trim().max(64, "validation.invalid").optional(),
  ),
  platformType: ZPlatform,
  goodsName: optionalText(500),
  /** yuan; falsy (missing, 0, "") means the goods information is incomplete: nothing is added */
  goodsPrice: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "validation.invalid" }).min(0, "validation.invalid").optional(),
  ),
  goodsCount: ZCount,
  goodsImageUrl: optionalText(1024),
  goodsUrl: optionalText(1024),
  shopName: optionalText(128),
  goodsSpecs: optionalText(500),
  spData: z.preprocess((v) => v ?? [], z.array(ZSpPair).max(10, "validation.invalid")),
});
export type TCartInsert = z.output<typeof ZCartInsert>;

export const ZCartListQuery = ZPageQuery.extend({
  /** only these lines ("1,2" or repeated), e.g. for the add-to-cart success page or order submit */
  ids: z.preprocess(splitIds, z.array(ZId).max(200, "validation.invalid").optional()),
});

export const ZCartUpdateCount = z.object({ id: ZId, goodsCount: ZCount });

/** Form data `ids=1,2`, repeated `ids`, `ids[]`, or JSON `{ ids: [1, 2] }`. */
export const ZCartDelete = z.object({
  ids: z.preprocess(splitIds, z.array(ZId).min(1, "validation.invalid").max(200, "validation.invalid")),
});

function splitIds(v: unknown): unknown {
  if (v === undefined || v === null || v === "") return undefined;
  const list = Array.isArray(v) ? v : [v];
  return list.flatMap((x) =>
    typeof x === "string"
      ? x
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [x],
  );
}

export const ZAmazonSiteQuery = z.object({
  countryCode: optionalText(4),
  siteNameEn: optionalText(64),
});
