import { PLATFORM } from "@/lib/codes";
import type { NormalizedGoods, NormalizedSku, PriceTier, SpecPair } from "@/lib/goods/types";
import { yuanToFen } from "@/lib/pricing/convert";
import { fromPrice } from "@/lib/pricing/from-price";
import type { AopProductDetail, AopSearchOffer, AopSkuInfo } from "./alibaba-open-types";

/** "12.50" (yuan) → 1250 fen; missing or unreadable → null. */
export function fenOfText(value: string | number | undefined): number | null {
  if (value === undefined || value === null || value === "") return null;
  const yuan = Number(value);
  return Number.isFinite(yuan) && yuan >= 0 ? yuanToFen(yuan) : null;
}

export function offerUrl(offerId: string): string {
  return `https://detail.1688.com/offer/${offerId}.html`;
}

const positive = (n: number | undefined): n is number => typeof n === "number" && n > 0;

function titles(subject: string | undefined, subjectTrans: string | undefined) {
  // `country: "ja"` is requested, so subjectTrans is the Japanese title.
  return { zh: subject ?? "", ja: subjectTrans || null, en: null, ko: null };
}

function baseGoods(offerId: string): Omit<NormalizedGoods, "titles" | "raw"> {
  return {
    platform: PLATFORM.P1688,
    sourceId: offerId,
    // 1688's category ids are not the catalogue's; the goods stay uncategorised locally.
    categoryId: null,
    shopName: null,
    sales: 0,
    minOrderQty: 1,
    priceFen: 0,
    images: [],
    detailUrl: offerUrl(offerId),
    weightGrams: null,
    dimensionsMm: null,
    // The detail API gives no freight; the shop's estimate rules apply to 0.
    domesticShippingFen: 0,
    stock: 0,
    skus: [],
    priceTiers: [],
  };
}

/**
 * A search row (keywordQuery / imageQuery): card fields only, no SKUs or tiers. The answer has one price
 * per offer and nothing about quantity tiers, so the row is never a "from" price.
 */
export function mapSearchOffer(offer: AopSearchOffer): NormalizedGoods | null {
  if (offer.offerId === undefined || offer.offerId === null) return null;
  const offerId = String(offer.offerId);
  const price = fenOfText(offer.priceInfo?.price) ?? fenOfText(offer.priceInfo?.consignPrice) ?? 0;
  return {
    ...baseGoods(offerId),
    titles: titles(offer.subject, offer.subjectTrans),
    sales: offer.monthSold ?? 0,
    priceFen: price,
    images: offer.imageUrl ? [offer.imageUrl] : [],
    priceFrom: false,
    raw: offer,
  };
}

function mapSku(sku: AopSkuInfo, fallbackPriceFen: number): NormalizedSku | null {
  const id = sku.skuId ?? sku.specId;
  if (id === undefined || id === null) return null;
  const attributes = sku.skuAttributes ?? [];
  const specs: SpecPair[] = attributes
    .filter((a) => a.attributeName && a.value)
    .map((a) => ({ name: a.attributeName!, value: a.value! }));
  return {
    skuId: String(id),
    specs,
    priceFen: fenOfText(sku.price) ?? fenOfText(sku.consignPrice) ?? fallbackPriceFen,
    stock: sku.amountOnSale ?? 0,
    image: attributes.find((a) => a.skuImageUrl)?.skuImageUrl ?? null,
  };
}

function mapTiers(detail: AopProductDetail): PriceTier[] {
  const tiers: PriceTier[] = [];
  for (const range of detail.productSaleInfo?.priceRangeList ?? []) {
    const priceFen = fenOfText(range.price);
    if (priceFen === null) continue;
    tiers.push({ minQty: Math.max(1, range.startQuantity ?? 1), priceFen });
  }
  return tiers.sort((a, b) => a.minQty - b.minQty);
}

/** product.search.queryProductDetail → the full normalised goods (SKU matrix, tiers, weight). */
export function mapProductDetail(detail: AopProductDetail): NormalizedGoods | null {
  if (detail.offerId === undefined || detail.offerId === null) return null;
  const offerId = String(detail.offerId);
  const tiers = mapTiers(detail);
  const offerPriceFen = tiers[0]?.priceFen ?? fenOfText(detail.productSaleInfo?.consignPrice) ?? 0;
  const skus = (detail.productSkuInfos ?? [])
    .map((sku) => mapSku(sku, offerPriceFen))
    .filter((sku): sku is NormalizedSku => sku !== null);
  const minOrderQty = Math.max(1, detail.minOrderQuantity ?? tiers[0]?.minQty ?? 1);
  // The lowest unit price the goods page can charge: with tiers, the tiers decide for every SKU.
  const lowest = fromPrice({
    priceFen: offerPriceFen,
    minOrderQty,
    skuPricesFen: skus.map((s) => s.priceFen).filter(positive),
    tiers: tiers.filter((t) => positive(t.priceFen)),
  }).lowestFen;
  const shipping = detail.productShippingInfo ?? {};
  const skuStock = skus.reduce((sum, sku) => sum + sku.stock, 0);
  return {
    ...baseGoods(offerId),
    titles: titles(detail.subject, detail.subjectTrans),
    // The open API identifies sellers by an opaque open id; companyName when the answer has it.
    shopName: detail.companyName || detail.sellerOpenId || null,
    sales: detail.monthSold ?? 0,
    minOrderQty,
    priceFen: lowest,
    images: detail.productImage?.images ?? [],
    weightGrams: positive(shipping.weight) ? Math.round(shipping.weight * 1000) : null,
    dimensionsMm:
      positive(shipping.length) && positive(shipping.width) && positive(shipping.height)
        ? {
            length: Math.round(shipping.length * 10),
            width: Math.round(shipping.width * 10),
            height: Math.round(shipping.height * 10),
          }
        : null,
    stock: detail.productSaleInfo?.amountOnSale ?? skuStock,
    skus,
    priceTiers: tiers,
    raw: detail,
  };
}
