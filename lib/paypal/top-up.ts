import { now } from "@/lib/clock";
import { PAYMENT_METHOD, REVIEW_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { WALLET_LIMITS, paypalFeeYen } from "@/lib/wallet/constants";
import { lockWallet, walletTransaction } from "@/lib/wallet/ledger";
import { freshNo } from "@/lib/wallet/numbers";
import { creditTopUp, lockTopUp, type ReviewResult } from "@/lib/wallet/top-up-review";
import { assertPending, replayTopUp } from "@/lib/wallet/top-ups";
import { topUpInclude, type TopUpRow } from "@/lib/wallet/top-up-view";
import { assertPurposeAmount, purposeColumns, purposeOf, samePurpose } from "@/lib/payments/pay-by-top-up";
import type { TPayPurpose } from "@/lib/validation/wallet";
import { paypalConfig, type PaypalConfig } from "./config";
import { captureOrder, completedCapture, createOrder, type PaypalCapture } from "./client";

/**
 * PayPal top-ups (docs/wallet.md): a top-up row (status 4) + a PayPal order; the customer approves at
 * PayPal and comes back to /pay/status, which asks us to capture; the webhook does the same for customers
 * who never come back. Whichever arrives first credits; the ledger key "topup:<id>" makes it once.
 */

const HOUR = 3_600_000;

function requireConfig(): PaypalConfig {
  const cfg = paypalConfig();
  if (!cfg) throw new AppError("PAYPAL_UNAVAILABLE");
  return cfg;
}

/** Creates (or, for a replayed key / request id, re-reads) the PayPal order of a top-up. */
async function orderFor(cfg: PaypalConfig, row: TopUpRow) {
  const returnUrl = new URL("/pay/status", env().APP_URL);
  returnUrl.searchParams.set("topUpNo", row.topUpNo);
  const cancelUrl = new URL(returnUrl);
  cancelUrl.searchParams.set("cancel", "1");
  const order = await createOrder(cfg, {
    requestId: row.topUpNo,
    referenceId: row.topUpNo,
    payYen: row.amountYen + row.feeYen,
    description: `Top-up ${row.topUpNo}`,
    returnUrl: returnUrl.toString(),
    cancelUrl: cancelUrl.toString(),
  });
  if (row.paypalOrderId !== order.id)
    await getDb().topUp.update({ where: { id: row.id }, data: { paypalOrderId: order.id } });
  return order;
}

export async function createPaypalTopUp(
  customerId: number,
  input: { amount: number; idempotencyKey?: string } & Partial<TPayPurpose>,
) {
  const purpose = purposeOf(input);
  const cfg = requireConfig();
  const { row, replayed } = await walletTransaction(async (tx) => {
    await lockWallet(tx, customerId);
    const previous = await replayTopUp(
      tx,
      customerId,
      input.idempotencyKey,
      (r) =>
        r.paymentMethod === PAYMENT_METHOD.PAYPAL && r.amountYen === input.amount && samePurpose(r, purpose),
    );
    if (previous) return { row: previous, replayed: true };
    if (purpose) await assertPurposeAmount(tx, customerId, purpose, input.amount);
    const at = now();
    const created = await tx.topUp.create({
      data: {
        customerId,
        topUpNo: await freshNo(tx, "TU"),
        paymentMethod: PAYMENT_METHOD.PAYPAL,
        amountYen: input.amount,
        ...purposeColumns(purpose),
        feeYen: paypalFeeYen(input.amount),
        reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP,
        idempotencyKey: input.idempotencyKey ?? null,
        expiresAt: new Date(at.getTime() + WALLET_LIMITS.offlineTopUpHours * HOUR),
        createdAt: at,
      },
      include: topUpInclude,
    });
    return { row: created, replayed: false };
  });
  // A replay of a finished top-up has nothing left to approve at PayPal.
  if (row.reviewStatus !== REVIEW_STATUS.AWAITING_TOP_UP) return { row, replayed, approveUrl: null };
  // The network call runs outside the transaction: no row lock is held while PayPal answers.
  const order = await orderFor(cfg, row);
  const fresh = await getDb().topUp.findUniqueOrThrow({ where: { id: row.id }, include: topUpInclude });
  return { row: fresh, replayed, approveUrl: order.approveUrl };
}

/**
 * Credits a completed capture once. The captured amount must be what we asked for (JPY, amount + fee).
 * A capture completes even a request the customer cancelled meanwhile: the money has been taken.
 */
export async function completeCapture(topUpId: number, capture: PaypalCapture): Promise<ReviewResult> {
  return walletTransaction(async (tx) => {
    const row = await lockTopUp(tx, topUpId);
    if (row.paymentMethod !== PAYMENT_METHOD.PAYPAL) throw new AppError("TOP_UP_NOT_PENDING");
    if (row.reviewStatus === REVIEW_STATUS.APPROVED) {
      const customer = await tx.customer.findUniqueOrThrow({ where: { id: row.customerId } });
      return { topUp: row, balanceYen: customer.balanceYen, replayed: true, paid: null };
    }
    const expected = String(row.amountYen + row.feeYen);
    if (capture.amount?.currency_code !== "JPY" || capture.amount.value !== expected) {
      console.error(
        `[paypal] capture ${capture.id} of ${row.topUpNo}: amount`,
        capture.amount,
        "≠",
        expected,
      );
      throw new AppError("PAYMENT_FAILED");
    }
    return creditTopUp(tx, row, { paypalCaptureId: capture.id });
  });
}

async function ownPaypalTopUp(customerId: number, ref: { paypalOrderId?: string; topUpNo?: string }) {
  const row = await getDb().topUp.findFirst({
    where: {
      customerId,
      paymentMethod: PAYMENT_METHOD.PAYPAL,
      ...(ref.paypalOrderId ? { paypalOrderId: ref.paypalOrderId } : { topUpNo: ref.topUpNo }),
    },
    include: topUpInclude,
  });
  if (!row || !row.paypalOrderId) throw new AppError("NOT_FOUND");
  return row as TopUpRow & { paypalOrderId: string };
}

/** Captures an approved order (or reads it when already captured) and credits; finished ones just answer. */
async function captureAndComplete(cfg: PaypalConfig, row: TopUpRow & { paypalOrderId: string }) {
  const order = await captureOrder(cfg, row.paypalOrderId, `capture-${row.topUpNo}`);
  const capture = completedCapture(order);
  // A capture PayPal holds as PENDING is completed later by the PAYMENT.CAPTURE.COMPLETED webhook.
  if (!capture) return { topUp: row, replayed: false, pending: true, paid: null };
  const done = await completeCapture(row.id, capture);
  return { topUp: done.topUp, replayed: done.replayed, pending: false, paid: done.paid };
}

/** /pay/status after PayPal sent the customer back: capture and credit, once. */
export async function capturePaypalTopUp(
  customerId: number,
  ref: { paypalOrderId?: string; topUpNo?: string },
) {
  const row = await ownPaypalTopUp(customerId, ref);
  if (row.reviewStatus === REVIEW_STATUS.APPROVED)
    return { topUp: row, replayed: true, pending: false, paid: null };
  assertPending(row);
  return captureAndComplete(requireConfig(), row);
}

/** CHECKOUT.ORDER.APPROVED: the customer approved but may never come back; capture for them. */
export async function captureApprovedOrder(cfg: PaypalConfig, paypalOrderId: string) {
  const row = await getDb().topUp.findUnique({ where: { paypalOrderId }, include: topUpInclude });
  if (!row || row.paymentMethod !== PAYMENT_METHOD.PAYPAL) return null;
  if (row.reviewStatus !== REVIEW_STATUS.AWAITING_TOP_UP) return null;
  return captureAndComplete(cfg, row as TopUpRow & { paypalOrderId: string });
}

/** The top-up a capture belongs to: by its order id, else by our number in custom_id. */
export async function topUpIdOfCapture(capture: PaypalCapture): Promise<number | null> {
  const orderId = capture.supplementary_data?.related_ids?.order_id;
  const row = orderId
    ? await getDb().topUp.findUnique({ where: { paypalOrderId: orderId }, select: { id: true } })
    : capture.custom_id
      ? await getDb().topUp.findUnique({ where: { topUpNo: capture.custom_id }, select: { id: true } })
      : null;
  return row?.id ?? null;
}
