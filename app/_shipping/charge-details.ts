import { TRANSACTION_TYPE } from "@/lib/codes";
import type { ContainerDetail } from "./shipping-api";

/** A charge or refund after dispatch as the seller's packing-list detail receives it (lib/shipping/container-view.ts). */
export type ContainerCharge = ContainerDetail["charges"][number];

/**
 * What a charge after dispatch shows beside its amount (docs/shipping.md "After dispatch"):
 * - `freight` (type 16): the carrier's chargeable weight and its freight by our freight rule, beside the bill's;
 *   `paidYen` is the freight the seller had paid before it (the bill's, plus earlier adjustments), which the
 *   amount is measured against — shown only when earlier adjustments make it differ from the bill's freight.
 * - `customs` (type 17): duty, consumption tax and local consumption tax from the import permit, and its number.
 * - `other`: a type this screen does not know yet; the amount and reason still show.
 */
export type ChargeDetail =
  | {
      kind: "freight";
      carrierGrams: number;
      carrierFreightYen: number;
      billedGrams: number | null;
      billedFreightYen: number | null;
      paidYen: number;
      earlierAdjusted: boolean;
    }
  | {
      kind: "customs";
      parts: { part: "duty" | "consumptionTax" | "localTax"; yen: number }[];
      declarationNo: string | null;
    }
  | { kind: "other" };

export function chargeDetail(ch: ContainerCharge): ChargeDetail {
  if (
    ch.type === TRANSACTION_TYPE.SHIPPING_ADJUSTMENT &&
    ch.carrierGrams !== null &&
    ch.carrierFreightYen !== null
  ) {
    // amount = the carrier's freight − what was paid so far (lib/shipping/after-dispatch.ts)
    const paidYen = ch.carrierFreightYen - ch.amountYen;
    return {
      kind: "freight",
      carrierGrams: ch.carrierGrams,
      carrierFreightYen: ch.carrierFreightYen,
      billedGrams: ch.billedGrams,
      billedFreightYen: ch.billedFreightYen,
      paidYen,
      earlierAdjusted: ch.billedFreightYen !== null && paidYen !== ch.billedFreightYen,
    };
  }
  if (ch.type === TRANSACTION_TYPE.CUSTOMS_DUTY)
    return {
      kind: "customs",
      parts: [
        { part: "duty", yen: ch.dutyYen ?? 0 },
        { part: "consumptionTax", yen: ch.consumptionTaxYen ?? 0 },
        { part: "localTax", yen: ch.localTaxYen ?? 0 },
      ],
      declarationNo: ch.declarationNo,
    };
  return { kind: "other" };
}

/** What the charges came to for the seller: + charged on balance, − refunded to it. */
export const chargesNetYen = (charges: readonly Pick<ContainerCharge, "amountYen">[]) =>
  charges.reduce((sum, ch) => sum + ch.amountYen, 0);
