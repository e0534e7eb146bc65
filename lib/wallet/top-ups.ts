import { now } from "@/lib/clock";
import { PAYMENT_METHOD, REVIEW_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Translate } from "@/lib/i18n/messages";
import type { TBankTopUpCreate } from "@/lib/validation/wallet";
import { TOP_UP_CANCEL_REASON, WALLET_LIMITS } from "./constants";
import { lockWallet, walletTransaction, type Tx } from "./ledger";
import { freshNo } from "./numbers";
import { assertPurposeAmount, purposeColumns, purposeOf, samePurpose } from "@/lib/payments/pay-by-top-up";
import { topUpInclude, topUpView, type TopUpRow } from "./top-up-view";
import { writeAudit, type Actor } from "@/lib/staff/audit";

/**
 * Customer side of top-ups (docs/wallet.md): bank-transfer requests, slip, cancel, lists. A request waits
 * in REVIEW_STATUS.AWAITING_TOP_UP; without a slip it expires after 24 h (applied when read and by
 * `npm run op:topup-expire`). Crediting happens in top-up-review.ts (operator) or lib/paypal (capture).
 */

const HOUR = 3_600_000;
const SLIP_TYPES = ["image/png", "image/jpeg", "application/pdf"];

/**
 * Marks unpaid requests past their deadline as cancelled (reason "expired"). With a customer id only that
 * customer's; returns how many changed. Rows with a slip wait for the operator however long that takes.
 */
export async function expireStaleTopUps(customerId?: number, at = now()): Promise<number> {
  const where = {
    reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP,
    slipFileUrl: null,
    // due at the deadline itself, as isPastDeadline and expireDueTopUps count it
    expiresAt: { lte: at },
    ...(customerId === undefined ? {} : { customerId }),
  };
  const { count } = await getDb().topUp.updateMany({
    where,
    data: {
      reviewStatus: REVIEW_STATUS.CANCELLED,
      cancelReason: TOP_UP_CANCEL_REASON.EXPIRED,
      reviewedAt: at,
    },
  });
  return count;
}

/**
 * The operator command `npm run op:topup-expire` and the minute's "topup-expire" job (docs/jobs.md): cancels
 * every unpaid request whose 24-hour deadline has come (`expiresAt <= at`), each with its audit row, in one
 * transaction. The orders and bills a request was to pay never left "awaiting payment" (they are paid only when
 * the money is credited), so they stay payable. A row another writer holds (a slip being saved, an approval of a
 * late transfer) is skipped and taken by the next run if still due; a second run finds nothing left to do.
 */
export async function expireDueTopUps(actor: Actor, at = now()): Promise<{ expired: string[] }> {
  return walletTransaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: number; top_up_no: string }[]>`
      SELECT id, top_up_no FROM top_up
      WHERE review_status = ${REVIEW_STATUS.AWAITING_TOP_UP} AND slip_file_url IS NULL AND expires_at <= ${at}
      ORDER BY id LIMIT 1000 FOR UPDATE SKIP LOCKED`;
    if (!due.length) return { expired: [] };
    await tx.topUp.updateMany({
      where: { id: { in: due.map((r) => r.id) } },
      data: {
        reviewStatus: REVIEW_STATUS.CANCELLED,
        cancelReason: TOP_UP_CANCEL_REASON.EXPIRED,
        reviewedAt: at,
      },
    });
    for (const row of due)
      await writeAudit(tx, actor, {
        action: "topup.expire",
        entityType: "top_up",
        entityId: row.id,
        before: { reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP },
        after: { reviewStatus: REVIEW_STATUS.CANCELLED, cancelReason: TOP_UP_CANCEL_REASON.EXPIRED },
      });
    return { expired: due.map((r) => r.top_up_no) };
  });
}

export const isPastDeadline = (row: { slipFileUrl: string | null; expiresAt: Date | null }, at = now()) =>
  !row.slipFileUrl && !!row.expiresAt && row.expiresAt.getTime() <= at.getTime();

/** An absolute URL on this shop's origin → the path the upload returned. */
function storedUrl(url: string): string {
  try {
    const u = new URL(url);
    return u.origin === new URL(env().APP_URL).origin ? u.pathname : url;
  } catch {
    return url;
  }
}

/** The slip must be an image or PDF this customer uploaded through /aliyun/oss/upload. */
async function ownedSlip(tx: Tx, customerId: number, url: string): Promise<string> {
  const file = await tx.uploadedFile.findFirst({
    where: { customerId, url: storedUrl(url), mimeType: { in: SLIP_TYPES } },
    select: { url: true },
  });
  if (!file) throw new AppError("SLIP_INVALID");
  return file.url;
}

const readTopUp = (tx: Tx, id: number) =>
  tx.topUp.findUniqueOrThrow({ where: { id }, include: topUpInclude });

/** Locks one of the customer's top-ups; another customer's id answers like a missing one. */
export async function lockOwnTopUp(tx: Tx, customerId: number, id: number): Promise<TopUpRow> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM top_up WHERE id = ${id} AND customer_id = ${customerId} FOR UPDATE`;
  if (!rows.length) throw new AppError("NOT_FOUND");
  return readTopUp(tx, id);
}

/** The request must still be waiting; an unpaid one past its deadline is expired even if not yet marked. */
export function assertPending(row: TopUpRow, at = now()): void {
  if (row.reviewStatus === REVIEW_STATUS.CANCELLED && row.cancelReason === TOP_UP_CANCEL_REASON.EXPIRED)
    throw new AppError("TOP_UP_EXPIRED", { hours: WALLET_LIMITS.offlineTopUpHours });
  if (row.reviewStatus !== REVIEW_STATUS.AWAITING_TOP_UP) throw new AppError("TOP_UP_NOT_PENDING");
  if (isPastDeadline(row, at))
    throw new AppError("TOP_UP_EXPIRED", { hours: WALLET_LIMITS.offlineTopUpHours });
}

export type CreateResult = { topUp: TopUpRow; replayed: boolean };

/**
 * A repeated idempotency key returns the first request (same amount and method) instead of a second one;
 * the same key with other content is IDEMPOTENCY_CONFLICT. Call with the customer's row locked.
 */
export async function replayTopUp(
  tx: Tx,
  customerId: number,
  key: string | undefined,
  same: (row: TopUpRow) => boolean,
): Promise<TopUpRow | null> {
  if (!key) return null;
  const row = await tx.topUp.findUnique({
    where: { customerId_idempotencyKey: { customerId, idempotencyKey: key } },
    include: topUpInclude,
  });
  if (row && !same(row)) throw new AppError("IDEMPOTENCY_CONFLICT");
  return row;
}

export async function createBankTopUp(customerId: number, input: TBankTopUpCreate): Promise<CreateResult> {
  const purpose = purposeOf(input);
  return walletTransaction(async (tx) => {
    await lockWallet(tx, customerId);
    const previous = await replayTopUp(
      tx,
      customerId,
      input.idempotencyKey,
      (r) =>
        r.paymentMethod === PAYMENT_METHOD.BANK_TRANSFER &&
        r.amountYen === input.amount &&
        r.bankAccountId === input.bankAccountId &&
        samePurpose(r, purpose),
    );
    if (previous) return { topUp: previous, replayed: true };
    if (purpose) await assertPurposeAmount(tx, customerId, purpose, input.amount);

    const bank = await tx.bankAccount.findFirst({ where: { id: input.bankAccountId, active: true } });
    if (!bank) throw new AppError("BANK_ACCOUNT_INVALID");
    const slipFileUrl = input.slipFileUrl ? await ownedSlip(tx, customerId, input.slipFileUrl) : null;
    const at = now();
    const created = await tx.topUp.create({
      data: {
        customerId,
        topUpNo: await freshNo(tx, "TU"),
        paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
        amountYen: input.amount,
        ...purposeColumns(purpose),
        feeYen: 0,
        reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP,
        bankAccountId: bank.id,
        remitterName: input.remitterName ?? null,
        slipFileUrl,
        idempotencyKey: input.idempotencyKey ?? null,
        expiresAt: new Date(at.getTime() + WALLET_LIMITS.offlineTopUpHours * HOUR),
        createdAt: at,
      },
      include: topUpInclude,
    });
    return { topUp: created, replayed: false };
  });
}

/** Records (or replaces) the transfer slip of a waiting bank-transfer request. */
export async function saveSlip(customerId: number, id: number, slipUrl: string): Promise<TopUpRow> {
  await expireStaleTopUps(customerId);
  return walletTransaction(async (tx) => {
    const row = await lockOwnTopUp(tx, customerId, id);
    if (row.paymentMethod !== PAYMENT_METHOD.BANK_TRANSFER) throw new AppError("TOP_UP_NOT_PENDING");
    assertPending(row);
    const slipFileUrl = await ownedSlip(tx, customerId, slipUrl);
    return tx.topUp.update({ where: { id }, data: { slipFileUrl }, include: topUpInclude });
  });
}

/** The customer withdraws a request that is still waiting (bank transfer or an unfinished PayPal one). */
export async function cancelTopUp(customerId: number, id: number): Promise<TopUpRow> {
  await expireStaleTopUps(customerId);
  return walletTransaction(async (tx) => {
    const row = await lockOwnTopUp(tx, customerId, id);
    assertPending(row);
    return tx.topUp.update({
      where: { id },
      data: {
        reviewStatus: REVIEW_STATUS.CANCELLED,
        cancelReason: TOP_UP_CANCEL_REASON.CUSTOMER,
        reviewedAt: now(),
      },
      include: topUpInclude,
    });
  });
}

export async function getTopUp(customerId: number, id: number, t: Translate) {
  await expireStaleTopUps(customerId);
  const row = await getDb().topUp.findFirst({ where: { id, customerId }, include: topUpInclude });
  if (!row) throw new AppError("NOT_FOUND");
  return topUpView(row, t);
}

/** Own top-ups, newest first, optionally of one review status. */
export async function listTopUps(
  customerId: number,
  q: { pageNum: number; pageSize: number; reviewStatus?: number },
  t: Translate,
) {
  await expireStaleTopUps(customerId);
  const where = { customerId, ...(q.reviewStatus === undefined ? {} : { reviewStatus: q.reviewStatus }) };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.topUp.count({ where }),
    db.topUp.findMany({
      where,
      include: topUpInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  return { total, rows: rows.map((r) => topUpView(r, t)) };
}

/** Active receiving accounts for bank transfers (SPEC §3: fee rate 0). */
export async function listBankAccounts() {
  return getDb().bankAccount.findMany({
    where: { active: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: topUpInclude.bankAccount.select,
  });
}
