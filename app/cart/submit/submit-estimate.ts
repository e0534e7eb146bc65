import { fenToYen, yuanToFen } from "@/lib/pricing/convert";
import { unitPriceForQuantity } from "@/lib/pricing/estimate";
import { commissionBp } from "@/lib/pricing/rules";

/** What the estimate needs of a cart row (GET /shop/shoppingVehicle/list, money in yuan). */
export type EstimateLine = {
  id: number;
  goodsId: number | null;
  platformType: number;
  shopName: string | null;
  /** the cart's unit price, used when the goods left the catalogue (stock null) */
  goodsPrice: number;
  priceObj: { skuPrice: number; tiers: { minQty: number; price: number }[] };
  stock: number | null;
  domesticShipping: number;
};

export type ShopEstimate = {
  key: string;
  shopName: string | null;
  lineIds: number[];
  goodsFen: number;
  goodsYen: number;
  domesticShippingYen: number;
  commissionYen: number;
  totalYen: number;
};

export type SubmitEstimate = {
  shops: ShopEstimate[];
  unitFen: Map<number, number>;
  goodsYen: number;
  domesticShippingYen: number;
  commissionYen: number;
  totalYen: number;
};

/**
 * The price of the orders a submit will create, as the server computes it (docs/order-lifecycle.md
 * "Submitting"): one order per platform shop; quantity tiers count every piece of the same goods;
 * yen = ceil(yuan × rate) per order; the dearest domestic shipping once per shop; the member tier's
 * commission on the goods yen, rounded up. Only an estimate: the server prices at the moment of ordering.
 */
export function estimateSubmit(
  lines: readonly EstimateLine[],
  counts: ReadonlyMap<number, number>,
  rate: number,
  memberTier: number | undefined,
): SubmitEstimate {
  const count = (l: EstimateLine) => Math.max(1, Math.floor(counts.get(l.id) ?? 1));
  const pieces = new Map<number, number>();
  for (const l of lines)
    if (l.goodsId != null) pieces.set(l.goodsId, (pieces.get(l.goodsId) ?? 0) + count(l));
  const unitFen = new Map<number, number>();
  for (const l of lines) {
    const inCatalogue = l.stock !== null;
    const tiers = l.priceObj.tiers.map((t) => ({ minQty: t.minQty, priceFen: yuanToFen(t.price) }));
    const n = l.goodsId != null ? pieces.get(l.goodsId)! : count(l);
    unitFen.set(
      l.id,
      inCatalogue ? unitPriceForQuantity(n, yuanToFen(l.priceObj.skuPrice), tiers) : yuanToFen(l.goodsPrice),
    );
  }
  const groups = new Map<string, EstimateLine[]>();
  for (const l of lines) {
    const key = `${l.platformType}\u0000${l.shopName ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const bp = commissionBp(memberTier);
  const shops = [...groups].map(([key, group]): ShopEstimate => {
    const goodsFen = group.reduce((s, l) => s + unitFen.get(l.id)! * count(l), 0);
    const goodsYen = fenToYen(goodsFen, rate);
    const domesticShippingYen = fenToYen(
      Math.max(0, ...group.map((l) => (l.stock !== null ? yuanToFen(l.domesticShipping) : 0))),
      rate,
    );
    const commissionYen = Math.ceil((goodsYen * bp) / 10_000);
    return {
      key,
      shopName: group[0].shopName,
      lineIds: group.map((l) => l.id),
      goodsFen,
      goodsYen,
      domesticShippingYen,
      commissionYen,
      totalYen: goodsYen + domesticShippingYen + commissionYen,
    };
  });
  const sum = (f: (s: ShopEstimate) => number) => shops.reduce((n, s) => n + f(s), 0);
  return {
    shops,
    unitFen,
    goodsYen: sum((s) => s.goodsYen),
    domesticShippingYen: sum((s) => s.domesticShippingYen),
    commissionYen: sum((s) => s.commissionYen),
    totalYen: sum((s) => s.totalYen),
  };
}
