import { fenToYen } from "./convert";
import { priceGoods, unitPriceForQuantity, type QuantityTier } from "./price-goods";
import { PRICING_RULES } from "./rules";

export { unitPriceForQuantity };

export type DimensionsMm = { length: number; width: number; height: number };

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

export type ShippingLine = {
  /** max(actual, volumetric) for the whole line, grams */
  chargeableGrams: number;
  actualGrams: number;
  volumetricGrams: number;
  yen: number;
};

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

/** Chargeable weight of `quantity` pieces: the greater of actual and volumetric (L×W×H cm / 6,000 kg). */
export function chargeableWeight(
  quantity: number,
  weightGrams: number | null,
  dimensionsMm: DimensionsMm | null,
): Omit<ShippingLine, "yen"> | null {
  if (weightGrams == null && dimensionsMm == null) return null;
  const actualGrams = (weightGrams ?? 0) * quantity;
  // mm³ / 6,000 = grams (cm³ = mm³ / 1,000; kg = cm³ / 6,000 → g = cm³ / 6).
  const volumeMm3 = dimensionsMm ? dimensionsMm.length * dimensionsMm.width * dimensionsMm.height : 0;
  const volumetricGrams = Math.ceil((volumeMm3 * quantity) / PRICING_RULES.volumetricDivisorCm3PerKg);
  return { actualGrams, volumetricGrams, chargeableGrams: Math.max(actualGrams, volumetricGrams) };
}

const freight = (weight: Omit<ShippingLine, "yen"> | null, yenPerKg: number): ShippingLine | null =>
  weight && { ...weight, yen: Math.ceil((weight.chargeableGrams * yenPerKg) / 1_000) };

/**
 * The all-in cost estimate of one cart line or goods selection, in yen. Each line rounds up to whole
 * yen on its own (like an order: goods amount, domestic shipping, commission on the goods amount).
 * International freight is pro-rated by gram: the packing list later bills the whole shipment.
 */
export function estimateCost(input: EstimateInput): CostEstimate {
  const quantity = Math.max(1, Math.floor(input.quantity));
  const unitPriceFen = unitPriceForQuantity(quantity, input.unitPriceFen, input.tiers);
  const { goodsYen, commissionYen } = priceGoods(unitPriceFen * quantity, input.rate, input.commissionBp);
  const domesticShippingYen = fenToYen(input.domesticShippingFen, input.rate);
  const bp = input.commissionBp;
  const purchaseYen = goodsYen + domesticShippingYen + commissionYen;
  const weight = chargeableWeight(quantity, input.weightGrams, input.dimensionsMm);
  const air = freight(weight, PRICING_RULES.air.yenPerKg);
  const sea = freight(weight, PRICING_RULES.sea.yenPerKg);
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
