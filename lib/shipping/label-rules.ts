import { LIMITS } from "@/lib/codes";

/**
 * SPEC §5 label rules for a packing list, shared by /shipment (before submitting) and the server:
 * at most 5 label files; every item that needs a trade label is covered by one; that label is printed
 * first. Which items need one is our decision (docs/shipping.md): goods sold on Amazon in Japan carry the
 * importer's label, so every item of a shipment to an FBA warehouse needs a trade label. Browser-safe.
 */
export const needsTradeLabel = (destination: "fba" | "address") => destination === "fba";

export type LabelRuleItem = { orderLineId: number; needsTradeLabel: boolean; goodsName: string };
export type LabelRuleLabel = {
  labelType: string;
  fileUrl: string;
  orderLineIds: readonly number[];
  printed: boolean;
};
export type LabelIssue = { key: string; values?: Record<string, string | number> };

export function labelIssue(
  items: readonly LabelRuleItem[],
  labels: readonly LabelRuleLabel[],
): LabelIssue | null {
  if (new Set(labels.map((l) => l.fileUrl)).size > LIMITS.maxLabels)
    return { key: "validation.shipping.labelLimit", values: { max: LIMITS.maxLabels } };
  const trade = labels.filter((l) => l.labelType === "trade");
  for (const item of items.filter((i) => i.needsTradeLabel)) {
    const own = trade.filter((l) => l.orderLineIds.includes(item.orderLineId));
    const goods = item.goodsName.slice(0, 40);
    if (!own.length) return { key: "validation.shipping.tradeLabelMissing", values: { goods } };
    if (!own.some((l) => l.printed))
      return { key: "validation.shipping.tradeLabelNotPrinted", values: { goods } };
  }
  return null;
}
