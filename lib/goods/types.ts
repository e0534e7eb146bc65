/**
 * Normalised goods and the provider interface (issue 3). Every goods source (the shop's own
 * catalogue in PostgreSQL, the 1688 cross-border open API …) maps its payload to these shapes;
 * API rows and details are built from them (docs/catalogue-api.md).
 */
import type { UploadedPicture } from "./upload-image";

/** One SKU attribute: `{ name: "颜色", value: "红" }`; the first is the colour, the second the size. */
export type SpecPair = { name: string; value: string };

export type NormalizedSku = {
  skuId: string;
  specs: SpecPair[];
  /** fen (CNY / 100) */
  priceFen: number;
  stock: number;
  image: string | null;
};

/** From `minQty` pieces the unit price is `priceFen` (1688 wholesale tiers). */
export type PriceTier = { minQty: number; priceFen: number };

export type GoodsTitles = { zh: string; ja: string | null; en: string | null; ko: string | null };

export type NormalizedGoods = {
  /** the shop's catalogue id (goods.id) once the goods are stored; the API's `goodsId` */
  catalogueId?: number;
  /** PLATFORM (lib/codes.ts) */
  platform: number;
  /** the platform's own item id (1688 offerId, taobao numId, jd skuId) */
  sourceId: string;
  titles: GoodsTitles;
  categoryId: number | null;
  shopName: string | null;
  sales: number;
  minOrderQty: number;
  /** lowest unit price, fen */
  priceFen: number;
  images: string[];
  detailUrl: string | null;
  weightGrams: number | null;
  dimensionsMm: { length: number; width: number; height: number } | null;
  /** the seller's China domestic shipping to the warehouse, fen */
  domesticShippingFen: number;
  stock: number;
  skus: NormalizedSku[];
  priceTiers: PriceTier[];
  /**
   * The unit price depends on quantity or SKU, so cards show `priceFen` as a "from" price
   * (docs/catalogue.md "From prices"). Set by search rows, which carry no SKUs or tiers; unset = derived
   * from `skus` and `priceTiers`.
   */
  priceFrom?: boolean;
  /** unmodified source payload */
  raw: unknown;
};

export type GoodsPage = { total: number; rows: NormalizedGoods[] };

export type KeywordQuery = {
  keyword: string;
  pageNum: number;
  pageSize: number;
  categoryId?: number;
  /** issue 12: order and filters; unset = relevance, everything */
  sort?: "relevance" | "priceAsc" | "priceDesc" | "sales";
  priceMinFen?: number;
  priceMaxFen?: number;
  minOrderMax?: number;
};
export type ImageQuery = { picture: UploadedPicture; pageNum: number; pageSize: number };

export type ProviderCategory = { id: number; parentId: number | null; names: GoodsTitles };

/** A goods source for one or more platforms. */
export interface GoodsProvider {
  readonly name: string;
  searchByKeyword(platform: number, query: KeywordQuery): Promise<GoodsPage>;
  searchByImage(platform: number, query: ImageQuery): Promise<GoodsPage>;
  /** null when the source has no such item */
  detailById(platform: number, sourceId: string): Promise<NormalizedGoods | null>;
  categories(parentId: number | null): Promise<ProviderCategory[]>;
}
