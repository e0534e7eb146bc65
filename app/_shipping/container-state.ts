import { CONTAINER_STATUS as S } from "@/lib/codes";
import { isPickable } from "@/lib/inputs/date-range";
import { SHIPPING_FEE_KIND } from "@/lib/shipping/rates";
import type { ContainerFilters } from "./shipping-api";

/** Statuses before the agent prices the bill: the estimate is all there is. */
export const BEFORE_BILL: readonly number[] = Object.freeze([
  S.AWAITING_CONFIRMATION,
  S.AWAITING_PACKING,
  S.PACKING,
  S.PACKED,
]);

/** Whether the packing list has a bill to show: priced, and not cancelled (before or after billing). */
export const hasBill = (status: number) => !BEFORE_BILL.includes(status) && status !== S.CANCELLED;

/** The status tabs of /batchManage in the order a packing list moves, cancelled last. */
export const STATUS_TABS: readonly number[] = Object.freeze([
  S.AWAITING_CONFIRMATION,
  S.AWAITING_PACKING,
  S.PACKING,
  S.PACKED,
  S.AWAITING_PAYMENT,
  S.AWAITING_DISPATCH,
  S.DISPATCHED,
  S.CANCELLED,
]);

/** A batch number as typed: letters, digits and hyphens (the API's rule), at most 32. */
export const containerNoInput = (text: string) => text.replace(/[^A-Za-z0-9-]/g, "").slice(0, 32);

/** Reads /batchManage's filters from the address; unknown or malformed values are left out. */
export function readContainerFilters(params: URLSearchParams): ContainerFilters {
  const raw = params.get("status");
  const status = raw === null || raw === "" ? NaN : Number(raw);
  const containerNo = (params.get("containerNo") ?? "").trim();
  const start = params.get("createTimeStart") ?? "";
  const end = params.get("createTimeEnd") ?? "";
  return {
    ...(STATUS_TABS.includes(status) ? { status } : {}),
    ...(/^[A-Za-z0-9-]{1,32}$/.test(containerNo) ? { containerNo } : {}),
    ...(isPickable(start) && isPickable(end) && start <= end
      ? { createTimeStart: start, createTimeEnd: end }
      : {}),
  };
}

/** Grams as kilograms for people: up to 2 decimals, no trailing zeros ("6.5", "62", "0.25"). */
export function kg(grams: number): string {
  return String(Math.round(grams / 10) / 100);
}

/** A weight as read at a glance: grams below 1 kg, else kilograms ("450 g", "1.2 kg"). */
export const weightText = (grams: number) => (grams < 1_000 ? `${grams} g` : `${kg(grams)} kg`);

export type BillComparison =
  | { kind: "none" }
  | {
      kind: "same" | "higher" | "lower";
      differenceYen: number;
      estimateKg: string;
      chargeKg: string;
      /** fees the agent added to the bill (not in any estimate), said separately */
      otherFeeYen: number;
    };

/**
 * The bill against the estimate, explained by the chargeable weights (the packed boxes' weight against the
 * weight estimated from the catalogue) and the agent's other fees. "none" while there is no bill yet.
 */
export function compareBill(c: {
  totalYen: number;
  estimateYen: number;
  estimateDifferenceYen: number | null;
  estimateGrams: number;
  chargeGrams: number | null;
  fees: readonly { kind: string; amountYen: number }[];
}): BillComparison {
  if (c.estimateDifferenceYen === null || !c.totalYen || c.chargeGrams === null) return { kind: "none" };
  const d = c.estimateDifferenceYen;
  return {
    kind: d > 0 ? "higher" : d < 0 ? "lower" : "same",
    differenceYen: Math.abs(d),
    estimateKg: kg(c.estimateGrams),
    chargeKg: kg(c.chargeGrams),
    otherFeeYen: c.fees
      .filter((f) => f.kind === SHIPPING_FEE_KIND.OTHER)
      .reduce((sum, f) => sum + f.amountYen, 0),
  };
}

/** The count of one status from getStatisticalNum (0 when absent), or the total for "all". */
export function countOf(
  stats: { totalCount: number; statusCounts: readonly { status: number; count: number }[] } | undefined,
  status: number | undefined,
): number | undefined {
  if (!stats) return undefined;
  if (status === undefined) return stats.totalCount;
  return stats.statusCounts.find((s) => s.status === status)?.count ?? 0;
}
