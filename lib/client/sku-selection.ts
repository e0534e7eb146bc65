import { fenToYuan, yuanToFen } from "@/lib/pricing/convert";
import { unitPriceForQuantity } from "@/lib/pricing/estimate";
import type { DetailSku, PriceTierYuan, SpecGroup } from "./goods-api";

/** Chosen value per spec group name (colour, size …). */
export type Selection = Readonly<Record<string, string>>;

const specValue = (sku: DetailSku, group: string) => sku.specs.find((s) => s.name === group)?.value;

const matches = (sku: DetailSku, selection: Selection) =>
  Object.entries(selection).every(([group, value]) => specValue(sku, group) === value);

/** The SKU of a complete selection (every group chosen); a goods without groups has its only SKU. */
export function selectedSku(
  groups: SpecGroup[],
  skus: DetailSku[],
  selection: Selection,
): DetailSku | undefined {
  if (groups.some((g) => !selection[g.name])) return groups.length ? undefined : skus[0];
  return skus.find((sku) => matches(sku, selection));
}

/**
 * A value can be picked when some SKU in stock has it together with the values chosen in the *other*
 * groups (so a colour sold out in the chosen size is disabled, but a different size can still be tried).
 */
export function isValueAvailable(
  skus: DetailSku[],
  selection: Selection,
  group: string,
  value: string,
): boolean {
  const others = Object.fromEntries(Object.entries(selection).filter(([g]) => g !== group));
  return skus.some((sku) => sku.stock > 0 && specValue(sku, group) === value && matches(sku, others));
}

/** Picking a value again clears it; a value that is not available cannot be picked. */
export function toggleValue(
  skus: DetailSku[],
  selection: Selection,
  group: string,
  value: string,
): Selection {
  if (selection[group] === value) {
    const rest = { ...selection };
    delete rest[group];
    return rest;
  }
  if (!isValueAvailable(skus, selection, group, value)) return selection;
  return { ...selection, [group]: value };
}

/** First selection of a goods: a group with a single available value is chosen for the customer. */
export function initialSelection(groups: SpecGroup[], skus: DetailSku[]): Selection {
  const selection: Record<string, string> = {};
  for (const g of groups) {
    const available = g.values.filter((v) => isValueAvailable(skus, selection, g.name, v.value));
    if (available.length === 1) selection[g.name] = available[0].value;
  }
  return selection;
}

/** Quantity bounds: at least the minimum order quantity (≥ 1, SPEC §5), at most the stock. */
export function quantityBounds(minOrderQty: number, stock: number): { min: number; max: number } {
  const min = Math.max(1, Math.ceil(minOrderQty || 1));
  return { min, max: Math.max(0, Math.floor(stock)) };
}

/**
 * Unit price in yuan for a quantity — the same rule the cart prices its lines with
 * (lib/pricing/estimate.ts): quantity tiers, when the goods has them, decide the price (below the first
 * tier, the first tier's); otherwise the chosen SKU's price, or the goods price before a SKU is chosen.
 */
export function unitPrice(options: {
  basePrice: number;
  sku: DetailSku | undefined;
  tiers: PriceTierYuan[];
  quantity: number;
}): number {
  const { basePrice, sku, tiers, quantity } = options;
  const tiersFen = tiers.map((t) => ({ minQty: t.minQty, priceFen: yuanToFen(t.price) }));
  return fenToYuan(unitPriceForQuantity(quantity, yuanToFen(sku?.price ?? basePrice), tiersFen));
}
