import { fenToYen } from "./convert";
import { priceGoods, unitPriceForQuantity } from "./price-goods";

/**
 * The one price of a submit (docs/pricing.md "Submitting"), used by the server when it creates the orders
 * and by /cart/submit for the estimate it shows. Browser-safe: plain numbers in, plain numbers out.
 */
export type PricingLine = {
  /** the cart line */
  id: number;
  /** the catalogue goods; null for a line the catalogue does not know */
  goodsId: number | null;
  platform: number;
  shopName: string | null;
  quantity: number;
  /** false when the goods left the catalogue: the cart's own price counts, without tiers or shipping */
  inCatalogue: boolean;
  /** the chosen SKU's price, else the goods' price, fen */
  basePriceFen: number;
  /** 1688 quantity tiers (fen) */
  tiers: readonly { minQty: number; priceFen: number }[];
  /** the price the cart line holds, fen */
  cartPriceFen: number;
  /** the seller's domestic shipping for the goods, fen */
  domesticShippingFen: number;
};

export type ShopPrice = {
  key: string;
  platform: number;
  shopName: string | null;
  lineIds: number[];
  goodsFen: number;
  goodsYen: number;
  domesticShippingYen: number;
  commissionYen: number;
  totalYen: number;
};

export type SubmitPrice = {
  shops: ShopPrice[];
  /** unit price per cart line id, fen */
  unitFen: Map<number, number>;
  goodsYen: number;
  domesticShippingYen: number;
  commissionYen: number;
  totalYen: number;
};

/**
 * One order per platform shop (the agent buys per shop); quantity tiers count every piece of the same
 * goods across the submit; goods yen = ceil(fen × rate) per order; the dearest domestic shipping once per
 * shop (one parcel to the warehouse); commission = ceil(goods yen × bp / 10,000).
 */
export function priceSubmit(lines: readonly PricingLine[], rate: number, commissionBp: number): SubmitPrice {
  const count = (l: PricingLine) => Math.max(1, Math.floor(l.quantity));
  const pieces = new Map<number, number>();
  for (const l of lines)
    if (l.goodsId != null) pieces.set(l.goodsId, (pieces.get(l.goodsId) ?? 0) + count(l));
  const unitFen = new Map<number, number>();
  for (const l of lines) {
    const n = l.goodsId != null ? pieces.get(l.goodsId)! : count(l);
    unitFen.set(l.id, l.inCatalogue ? unitPriceForQuantity(n, l.basePriceFen, l.tiers) : l.cartPriceFen);
  }
  const groups = new Map<string, PricingLine[]>();
  for (const l of lines) {
    const key = `${l.platform}\u0000${l.shopName ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const shops = [...groups].map(([key, group]): ShopPrice => {
    const goodsFen = group.reduce((s, l) => s + unitFen.get(l.id)! * count(l), 0);
    const { goodsYen, commissionYen } = priceGoods(goodsFen, rate, commissionBp);
    const domesticShippingYen = fenToYen(
      Math.max(0, ...group.map((l) => (l.inCatalogue ? l.domesticShippingFen : 0))),
      rate,
    );
    return {
      key,
      platform: group[0].platform,
      shopName: group[0].shopName,
      lineIds: group.map((l) => l.id),
      goodsFen,
      goodsYen,
      domesticShippingYen,
      commissionYen,
      totalYen: goodsYen + domesticShippingYen + commissionYen,
    };
  });
  const sum = (f: (s: ShopPrice) => number) => shops.reduce((n, s) => n + f(s), 0);
  return {
    shops,
    unitFen,
    goodsYen: sum((s) => s.goodsYen),
    domesticShippingYen: sum((s) => s.domesticShippingYen),
    commissionYen: sum((s) => s.commissionYen),
    totalYen: sum((s) => s.totalYen),
  };
}
