import { SHIPPING_MODE } from "@/lib/codes";
import { fenToYen } from "./convert";
import { estimatedWeight, freightYen, type DimensionsMm, type EstimatedWeight } from "./freight";
import { priceGoods, unitPriceForQuantity, type QuantityTier } from "./price-goods";

export { unitPriceForQuantity };
export type { DimensionsMm };

export type EstimateInput = {
  /** unit price of the chosen SKU (or the goods), fen; used when there are no quantity tiers */
  unitPriceFen: number;
  /** 1688 quantity tiers: from `minQty` pieces the unit price is `priceFen` */
  tiers?: readonly QuantityTier[];
  quantity: number;
  /** the seller's China domestic shipping for the whole line, fen */
  domesticShippingFen: number;
  /** per piece; null when the source does not say */
  weightGrams: number | null;
  /** per piece; null when the source does not say */
  dimensionsMm: DimensionsMm | null;
  /** yen per yuan (GET /shop/rate/getRate → data.rate) */
  rate: number;
  /** the commission in force, basis points (the seller's plan; the general plan for visitors) */
  commissionBp: number;
};

/** The line's freight as a packing list of its own: its estimated weight (freight.ts) and the freight on it. */
export type ShippingLine = EstimatedWeight & { yen: number };

export type CostEstimate = {
  quantity: number;
  unitPriceFen: number;
  goodsYen: number;
  domesticShippingYen: number;
  commissionBp: number;
  commissionYen: number;
  /** null when neither weight nor dimensions are known */
  air: ShippingLine | null;
  sea: ShippingLine | null;
  /** goods + domestic + commission (what the order itself costs) */
  purchaseYen: number;
  /** purchase + international shipping, for the whole line; null without a shipping estimate */
  totalAirYen: number | null;
  totalSeaYen: number | null;
  /** the same per piece, rounded up */
  perItemAirYen: number | null;
  perItemSeaYen: number | null;
  perItemPurchaseYen: number;
};

const freight = (weight: EstimatedWeight | null, mode: number): ShippingLine | null =>
  weight && { ...weight, yen: freightYen(mode, weight.chargeGrams) };

/**
 * The all-in cost estimate of one cart line or goods selection, in yen. Each line rounds up to whole
 * yen on its own (like an order: goods amount, domestic shipping, commission on the goods amount).
 * International freight is what the line would be billed as a packing list of its own, by the functions
 * and table of the packing lists' estimate and bill (freight.ts): cartons with their tare, 0.5 kg steps,
 * the sea minimum. Without weight or size there is no freight estimate.
 */
export function estimateCost(input: EstimateInput): CostEstimate {
  const quantity = Math.max(1, Math.floor(input.quantity));
  const unitPriceFen = unitPriceForQuantity(quantity, input.unitPriceFen, input.tiers);
  const { goodsYen, commissionYen } = priceGoods(unitPriceFen * quantity, input.rate, input.commissionBp);
  const domesticShippingYen = fenToYen(input.domesticShippingFen, input.rate);
  const bp = input.commissionBp;
  const purchaseYen = goodsYen + domesticShippingYen + commissionYen;
  const weight =
    input.weightGrams == null && input.dimensionsMm == null
      ? null
      : estimatedWeight([{ quantity, weightGrams: input.weightGrams, dimensionsMm: input.dimensionsMm }]);
  const air = freight(weight, SHIPPING_MODE.AIR);
  const sea = freight(weight, SHIPPING_MODE.SEA);
  const totalAirYen = air && purchaseYen + air.yen;
  const totalSeaYen = sea && purchaseYen + sea.yen;
  const perItem = (yen: number | null) => (yen == null ? null : Math.ceil(yen / quantity));
  return {
    quantity,
    unitPriceFen,
    goodsYen,
    domesticShippingYen,
    commissionBp: bp,
    commissionYen,
    air,
    sea,
    purchaseYen,
    totalAirYen,
    totalSeaYen,
    perItemAirYen: perItem(totalAirYen),
    perItemSeaYen: perItem(totalSeaYen),
    perItemPurchaseYen: Math.ceil(purchaseYen / quantity),
  };
}
