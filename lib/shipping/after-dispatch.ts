import type { z } from "zod";
import { CONTAINER_STATUS as K, TRANSACTION_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { roundCharge } from "@/lib/pricing/freight";
import { createNotice, mailNotices } from "@/lib/notices/notices";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";
import type { ZCustomsDuty, ZShippingAdjustment } from "@/lib/validation/shipping";
import { derivedKey } from "@/lib/wallet/idempotency";
import { applyBalanceChange, walletTransaction, type Tx } from "@/lib/wallet/ledger";
import { containerLink } from "./container-changes";
import { lockContainer, type LockedContainer } from "./move-container";
import { freightLine } from "./rates";

/**
 * Charges after dispatch (docs/shipping.md "After dispatch"), each one transaction: the packing list locked,
 * the staff member's key read after the lock (a repeated submit answers the first charge), the seller's
 * balance changed with its ledger row, the `container_charge` row with the figures behind it, one audit row,
 * and a notice. The balance is never taken below zero: a charge larger than the balance is refused with the
 * balance named, and customer service asks the seller to top up (nothing changes).
 */

export type ChargeResult = {
  chargeId: number;
  containerId: number;
  /** what the seller paid: + a charge, − a refund */
  amountYen: number;
  balanceYen: number;
  replayed: boolean;
};

type Charge = {
  type: number;
  amountYen: number;
  reason: string;
  figures: Figures;
  remarkKey: string;
  remarkParams: Record<string, string | number>;
  notice: string;
};
/** The figures behind a charge, kept on its row (the carrier's weight, the import permit's amounts). */
type Figures = {
  carrierGrams?: number;
  carrierFreightYen?: number;
  billedGrams?: number | null;
  billedFreightYen?: number;
  dutyYen?: number;
  consumptionTaxYen?: number;
  localTaxYen?: number;
  declarationNo?: string | null;
};

async function replayOf(tx: Tx, c: LockedContainer, key: string): Promise<ChargeResult | null> {
  const previous = await tx.containerCharge.findUnique({
    where: { containerId_idempotencyKey: { containerId: c.id, idempotencyKey: key } },
    select: { id: true, amountYen: true },
  });
  if (!previous) return null;
  const wallet = await tx.customer.findUniqueOrThrow({
    where: { id: c.customer_id },
    select: { balanceYen: true },
  });
  return {
    chargeId: previous.id,
    containerId: c.id,
    amountYen: previous.amountYen,
    balanceYen: Number(wallet.balanceYen),
    replayed: true,
  };
}

async function book(tx: Tx, c: LockedContainer, key: string, charge: Charge, by?: StaffActor) {
  const change = await applyBalanceChange(tx, {
    customerId: c.customer_id,
    type: charge.type,
    amountYen: -charge.amountYen,
    idempotencyKey: derivedKey(`charge-${c.id}-${key}`, "ledger"),
    containerId: c.id,
    remarkKey: charge.remarkKey,
    remarkParams: charge.remarkParams,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "INSUFFICIENT_BALANCE")
      throw new AppError("VALIDATION", error.values, "validation.shipping.chargeOverBalance");
    throw error;
  });
  const row = await tx.containerCharge.create({
    data: {
      containerId: c.id,
      type: charge.type,
      amountYen: charge.amountYen,
      ...charge.figures,
      reason: charge.reason.slice(0, 500),
      transactionId: change.transaction.id,
      staffId: by?.staffId ?? null,
      idempotencyKey: key,
      createdAt: now(),
    },
    select: { id: true },
  });
  if (by)
    await writeAudit(tx, by, {
      action: charge.type === TRANSACTION_TYPE.CUSTOMS_DUTY ? "container.customsDuty" : "container.adjust",
      entityType: "container",
      entityId: c.id,
      before: { balanceYen: change.balanceYen + charge.amountYen },
      after: {
        balanceYen: change.balanceYen,
        amountYen: charge.amountYen,
        chargeId: row.id,
        ledgerId: change.transaction.id,
        ...charge.figures,
      },
      reason: charge.reason,
    });
  const notice = await createNotice(tx, {
    customerId: c.customer_id,
    name: charge.notice,
    params: { containerNo: c.container_no, amount: Math.abs(charge.amountYen) },
    link: containerLink(c.id),
  });
  return {
    result: {
      chargeId: row.id,
      containerId: c.id,
      amountYen: charge.amountYen,
      balanceYen: change.balanceYen,
      replayed: false,
    },
    notice,
  };
}

async function charge(
  containerId: number,
  key: string,
  by: StaffActor | undefined,
  build: (tx: Tx, c: LockedContainer) => Promise<Charge>,
): Promise<ChargeResult> {
  const done = await walletTransaction(async (tx) => {
    const c = await lockContainer(tx, containerId);
    const replay = await replayOf(tx, c, key);
    if (replay) return { result: replay, notice: null };
    if (c.status !== K.DISPATCHED) throw new AppError("CONTAINER_STATUS_CONFLICT");
    return book(tx, c, key, await build(tx, c), by);
  });
  if (done.notice) await mailNotices([done.notice]);
  return done.result;
}

/**
 * The carrier re-weighed the shipment: its chargeable weight (rounded to the billing step as ours is) priced
 * by the same freight rule as the bill, against the freight the seller has paid so far (the bill's, plus
 * earlier adjustments). More is charged, less refunded (transaction type 16); no difference changes nothing.
 */
export function chargeShippingAdjustment(p: z.output<typeof ZShippingAdjustment>, by?: StaffActor) {
  return charge(p.containerId, p.idempotencyKey, by, async (tx, c) => {
    const row = await tx.container.findUniqueOrThrow({
      where: { id: c.id },
      select: { shippingMode: true, chargeGrams: true, freightYen: true },
    });
    const earlier = await tx.containerCharge.aggregate({
      where: { containerId: c.id, type: TRANSACTION_TYPE.SHIPPING_ADJUSTMENT },
      _sum: { amountYen: true },
    });
    const carrierGrams = roundCharge(p.carrierGrams);
    const carrierFreightYen = freightLine(row.shippingMode, carrierGrams).amountYen;
    const paidYen = row.freightYen + (earlier._sum.amountYen ?? 0);
    const amountYen = carrierFreightYen - paidYen;
    if (amountYen === 0) throw new AppError("VALIDATION", {}, "validation.shipping.noDifference");
    return {
      type: TRANSACTION_TYPE.SHIPPING_ADJUSTMENT,
      amountYen,
      reason: p.reason,
      figures: {
        carrierGrams,
        carrierFreightYen,
        billedGrams: row.chargeGrams,
        billedFreightYen: row.freightYen,
      },
      remarkKey: amountYen > 0 ? "shipping.ledger.adjustmentCharge" : "shipping.ledger.adjustmentRefund",
      remarkParams: {
        containerNo: c.container_no,
        carrierKg: carrierGrams / 1_000,
        billedKg: (row.chargeGrams ?? 0) / 1_000,
      },
      notice: amountYen > 0 ? "shippingAdjustmentCharged" : "shippingAdjustmentRefunded",
    };
  });
}

/** Duty and import consumption tax the agent paid at Japanese customs for the seller (transaction type 17). */
export function chargeCustomsDuty(p: z.output<typeof ZCustomsDuty>, by?: StaffActor) {
  return charge(p.containerId, p.idempotencyKey, by, async (_tx, c) => {
    const amountYen = p.dutyYen + p.consumptionTaxYen + p.localTaxYen;
    return {
      type: TRANSACTION_TYPE.CUSTOMS_DUTY,
      amountYen,
      reason: p.note ?? "",
      figures: {
        dutyYen: p.dutyYen,
        consumptionTaxYen: p.consumptionTaxYen,
        localTaxYen: p.localTaxYen,
        declarationNo: p.declarationNo ?? null,
      },
      remarkKey: "shipping.ledger.customsDuty",
      remarkParams: {
        containerNo: c.container_no,
        duty: p.dutyYen,
        tax: p.consumptionTaxYen + p.localTaxYen,
      },
      notice: "customsDutyCharged",
    };
  });
}
