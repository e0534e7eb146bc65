import { z } from "zod";
import { PLATFORM } from "@/lib/codes";
import { validationError } from "@/lib/api/validation-error";
import { isWholeFen, yuanToFen } from "@/lib/pricing/convert";
import { SEARCH_SORTS } from "@/lib/inputs/limits";
import { MAX_DB_ID, ZDbId, ZPageQuery } from "./rules";

export { SEARCH_SORTS, type SearchSort } from "@/lib/inputs/limits";

/** Parameters of /shop/goods/* (docs/catalogue-api.md). */

const PLATFORM_NAMES: Readonly<Record<string, number>> = {
  "1688": PLATFORM.P1688,
  taobao: PLATFORM.TAOBAO,
  tmall: PLATFORM.TAOBAO,
  jd: PLATFORM.JD,
  [String(PLATFORM.P1688)]: PLATFORM.P1688,
  [String(PLATFORM.TAOBAO)]: PLATFORM.TAOBAO,
  [String(PLATFORM.JD)]: PLATFORM.JD,
};

/** `1`/`2`/`3` or `1688`/`taobao`/`tmall`/`jd`; absent or empty = 1688. */
export const ZPlatform = z.preprocess(
  (v) =>
    v === undefined || v === null || v === ""
      ? PLATFORM.P1688
      : PLATFORM_NAMES[String(v).trim().toLowerCase()],
  z.number({ error: "validation.invalid" }),
);

const ZKeyword = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(500, "validation.invalid");

const ZSourceId = z
  .string({ error: "validation.invalid" })
  .trim()
  .regex(/^\d{5,20}$/, "validation.invalid");
const ZLink = z
  .string({ error: "validation.invalid" })
  .trim()
  .min(1, "validation.required")
  .max(2000, "validation.invalid");
/** The `url` returned by /aliyun/oss/upload. */
const ZImageUrl = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(1024, "validation.invalid");

/** Category browse; without a category, the platform's best sellers (the home page, issue 12). */
export const ZGoodsListQuery = ZPageQuery.extend({
  categoryId: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: "validation.invalid" })
      .int("validation.invalid")
      .positive("validation.invalid")
      .max(MAX_DB_ID, "validation.invalid")
      .optional(),
  ),
  platform: ZPlatform,
});

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
/** A unit price bound in yuan (the goods' own currency), at most 2 decimals → fen. */
const ZYuanBound = z.preprocess(
  blank,
  z.coerce
    .number({ error: "validation.search.price" })
    .min(0, "validation.search.price")
    .max(1_000_000, "validation.search.price")
    .refine(isWholeFen, { error: "validation.search.price" })
    .transform(yuanToFen)
    .optional(),
);

/** Sort and filters of a keyword search: price range (yuan) and "minimum order at most". */
export const ZSearchRefine = {
  sort: z.preprocess(blank, z.enum(SEARCH_SORTS, { error: "validation.invalid" }).default("relevance")),
  priceMin: ZYuanBound,
  priceMax: ZYuanBound,
  minOrderMax: z.preprocess(
    blank,
    z.coerce
      .number({ error: "validation.search.minOrder" })
      .int("validation.search.minOrder")
      .min(1, "validation.search.minOrder")
      .max(1_000_000, "validation.search.minOrder")
      .optional(),
  ),
};

export const ZKeywordSearchQuery = ZPageQuery.extend({
  goodsName: ZKeyword,
  platform: ZPlatform,
  ...ZSearchRefine,
})
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    error: "validation.search.priceRange",
    path: ["priceMax"],
  })
  .transform(({ priceMin, priceMax, ...q }) => ({ ...q, priceMinFen: priceMin, priceMaxFen: priceMax }));
export const Z1688KeywordSearchQuery = ZPageQuery.extend({ goodsName: ZKeyword });

export const ZImageSearchQuery = ZPageQuery.extend({ imgUrl: ZImageUrl, platform: ZPlatform });
export const Z1688ImageSearchQuery = ZPageQuery.extend({ imgUrl: ZImageUrl });

/** A product link, or the item id on a platform. */
export const ZGoodsInfoQuery = z
  .object({ url: ZLink.optional(), numId: ZSourceId.optional(), platform: ZPlatform })
  .refine((q) => q.url || q.numId, { message: "validation.required", path: ["url"] });

export const ZJdGoodsInfoQuery = z
  .object({ url: ZLink.optional(), numId: ZSourceId.optional() })
  .refine((q) => q.url || q.numId, { message: "validation.required", path: ["url"] });

export const ZOfferQuery = z.object({ offerId: ZSourceId });

const ZParentId = z.coerce
  .number({ error: "validation.invalid" })
  .int("validation.invalid")
  .min(0, "validation.invalid")
  .max(MAX_DB_ID, "validation.invalid");

/**
 * A path parameter checked under its own name, so an error names the field. The wrapping object is made
 * once: zod compiles each new object schema on its first parse, which per request cost more than the
 * goods detail's own mapping (docs/performance.md "Where an API request's CPU goes").
 */
function paramParser<T>(schema: z.ZodType<T>, field: string) {
  const wrapped = z.object({ [field]: schema });
  return (value: string | undefined): T => {
    const r = wrapped.safeParse({ [field]: value });
    if (!r.success) throw validationError(r.error);
    return (r.data as Record<string, T>)[field];
  };
}

/** Path parameters: detail/{goodsId}, categoryListByParentId/{parentId}. */
export const parseGoodsId = paramParser(ZDbId, "goodsId");
export const parseParentId = paramParser(ZParentId, "parentId");
