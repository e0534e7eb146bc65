import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import {
  Z1688ImageSearchQuery,
  Z1688KeywordSearchQuery,
  ZGoodsInfoQuery,
  ZGoodsListQuery,
  ZImageSearchQuery,
  ZJdGoodsInfoQuery,
  ZKeywordSearchQuery,
  ZOfferQuery,
  parseGoodsId,
  parseParentId,
} from "@/lib/validation/goods";
import { ZAmazonSiteQuery } from "@/lib/validation/cart";
import { MAX_DB_ID } from "@/lib/validation/rules";

const tag = "Catalogue";
const int = z.number().int();

/*
 * The goods' path ids keep their own check: a bad one is refused as invalid input naming the field
 * (`goodsId`, `parentId`), not answered "not found" (tests/integration/goods-search.integration.test.ts).
 */
const ZGoodsIdParams = z.object({
  id: z.preprocess((v) => parseGoodsId(String(v)), int.min(1).max(MAX_DB_ID)),
});
const ZParentIdParams = z.object({
  id: z.preprocess((v) => parseParentId(String(v)), int.min(0).max(MAX_DB_ID)),
});

/** A goods card, a row of every search list (lib/goods/present.ts toCard). Money in yuan. */
export const ZGoodsCardView = z.object({
  goodsId: int.nullable(),
  numId: z.string(),
  platformType: int,
  goodsName: z.string(),
  goodsNameZh: z.string(),
  goodsPrice: z.number(),
  priceFrom: z.boolean(),
  goodsSales: int,
  goodsUrl: z.string().nullable(),
  picPath: z.string().nullable(),
  shopName: z.string().nullable(),
  minOrderQty: int,
});

const ZSpecPair = z.object({ name: z.string(), value: z.string() });

/** One item with SKUs, spec groups, quantity tiers, weight and size (lib/goods/present.ts toDetail). */
export const ZGoodsDetailView = ZGoodsCardView.extend({
  titles: z.object({
    zh: z.string(),
    ja: z.string().nullable(),
    en: z.string().nullable(),
    ko: z.string().nullable(),
  }),
  images: z.array(z.string()),
  stock: int,
  categoryId: int.nullable(),
  skus: z.array(
    z.object({
      skuId: z.string(),
      specs: z.array(ZSpecPair),
      price: z.number(),
      stock: int,
      image: z.string().nullable(),
    }),
  ),
  specGroups: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.string(), image: z.string().nullable() })),
    }),
  ),
  priceTiers: z.array(z.object({ minQty: int, price: z.number() })),
  weightGrams: int.nullable(),
  lengthMm: int.nullable(),
  widthMm: int.nullable(),
  heightMm: int.nullable(),
  domesticShipping: z.number(),
});

/** A category with its name in the reader's language (lib/goods/present.ts toCategory). */
export const ZCategoryView = z.object({
  id: int,
  parentId: int,
  categoryNameZh: z.string(),
  categoryName: z.string(),
  hasChildren: z.boolean(),
});

/** The seeded catalogue's first goods (platform 1688) and a JD item. */
const P1688_ITEM = "602674696883";
const JD_ITEM = "100638004166";
const IMAGE_NO_REPLAY =
  "needs the url of a photo uploaded through /aliyun/oss/upload, whose storage key is random per upload";

export const catalogueCategories = endpoint({
  method: "GET",
  path: "/shop/goods/categoryListByParentId/{id}",
  summary: "The children of a category (0 = the top level), names in the reader's language",
  tag,
  access: "public",
  publicRead: true,
  params: ZParentIdParams,
  envelope: "data",
  response: z.array(ZCategoryView),
  example: { params: { id: 0 } },
});

export const catalogueGoodsDetail = endpoint({
  method: "GET",
  path: "/shop/goods/detail/{id}",
  summary: "One catalogue item by its goods id: SKUs, spec groups, quantity tiers, weight and size",
  tag,
  access: "public",
  publicRead: true,
  params: ZGoodsIdParams,
  envelope: "data",
  response: ZGoodsDetailView,
  example: { params: { id: 1 } },
});

export const catalogueGoodsInfo = endpoint({
  method: "GET",
  path: "/shop/goods/getGoodsInfo",
  summary: "One item by a product link (1688, Taobao, Tmall, JD) or by its item id on a platform",
  tag,
  access: "public",
  publicRead: true,
  query: ZGoodsInfoQuery,
  envelope: "data",
  response: ZGoodsDetailView,
  example: { query: { numId: P1688_ITEM, platform: 1 } },
});

export const catalogueGoodsInfoJd = endpoint({
  method: "GET",
  path: "/shop/goods/getGoodsInfoJd",
  summary: "One JD item by its link or its JD sku id; links of other platforms are refused",
  tag,
  access: "public",
  publicRead: true,
  query: ZJdGoodsInfoQuery,
  envelope: "data",
  response: ZGoodsDetailView,
  example: { query: { numId: JD_ITEM } },
});

export const catalogueOfferDetail = endpoint({
  method: "GET",
  path: "/shop/goods/searchQueryProductDetail",
  summary: "One 1688 item by its offer id",
  tag,
  access: "public",
  publicRead: true,
  query: ZOfferQuery,
  envelope: "data",
  response: ZGoodsDetailView,
  example: { query: { offerId: P1688_ITEM } },
});

export const catalogueGoodsList = endpoint({
  method: "GET",
  path: "/shop/goods/list",
  summary: "Goods of a category and its descendants, best sellers first; without one, the platform's",
  tag,
  access: "public",
  publicRead: true,
  query: ZGoodsListQuery,
  envelope: "paged",
  response: ZGoodsCardView,
  example: { query: { categoryId: 1, platform: 1, pageNum: 1, pageSize: 10 } },
});

export const catalogueKeywordSearch = endpoint({
  method: "GET",
  path: "/shop/goods/queryGoodsListByKeyWord",
  summary: "Keyword search (ja, zh, en, ko) with sort and filters; a pasted product link finds that item",
  tag,
  access: "public",
  publicRead: true,
  query: ZKeywordSearchQuery,
  envelope: "paged",
  response: ZGoodsCardView,
  example: { query: { goodsName: "连衣裙", platform: 1, pageNum: 1, pageSize: 10 } },
});

export const catalogueKeywordSearch1688 = endpoint({
  method: "GET",
  path: "/shop/goods/queryGoodsListBy1688",
  summary: "Keyword search on platform 1688",
  tag,
  access: "public",
  publicRead: true,
  query: Z1688KeywordSearchQuery,
  envelope: "paged",
  response: ZGoodsCardView,
  example: { query: { goodsName: "连衣裙", pageNum: 1, pageSize: 10 } },
});

export const catalogueImageSearch = endpoint({
  method: "GET",
  path: "/shop/goods/queryGoodsListByImg",
  summary: "Goods whose pictures look like an uploaded photo, closest first",
  tag,
  access: "public",
  publicRead: true,
  query: ZImageSearchQuery,
  envelope: "paged",
  response: ZGoodsCardView,
  noReplay: IMAGE_NO_REPLAY,
});

export const catalogueImageSearch1688 = endpoint({
  method: "GET",
  path: "/shop/goods/queryGoodsListBy1688Img",
  summary: "Goods on platform 1688 whose pictures look like an uploaded photo, closest first",
  tag,
  access: "public",
  publicRead: true,
  query: Z1688ImageSearchQuery,
  envelope: "paged",
  response: ZGoodsCardView,
  noReplay: IMAGE_NO_REPLAY,
});

export const catalogueAmazonSites = endpoint({
  method: "GET",
  path: "/aws/amazonSite/info/list",
  summary: "Active Amazon marketplaces grouped by country code (the FBA destinations)",
  tag,
  access: "public",
  query: ZAmazonSiteQuery,
  envelope: "data",
  response: z.record(
    z.string(),
    z.array(
      z.object({
        id: int,
        siteId: z.string(),
        siteNameEn: z.string(),
        countryCode: z.string(),
        marketplace: z.string(),
      }),
    ),
  ),
  example: { query: { countryCode: "JP" } },
});
