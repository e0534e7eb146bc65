import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import { AUDIT_STATUS, LIMITS, PAYMENT_METHOD, REVIEW_STATUS, labelKeyOf } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Translate } from "@/lib/i18n/messages";
import type {
  TCustomerLookup,
  TFinanceTopUpQuery,
  TFinanceWithdrawalQuery,
  TLedgerQuery,
} from "@/lib/validation/staff-finance";
import type { TopUpFilter, WithdrawalFilter } from "./desk-filters";
import { MAX_DB_ID } from "@/lib/validation/rules";
import { TOP_UP_CANCEL_REASON } from "./constants";
import { listAccountRecords } from "./records";
import { expireStaleTopUps, isPastDeadline } from "./top-ups";
import { topUpInclude, topUpView, type TopUpRow } from "./top-up-view";

/**
 * What the finance desk reads (docs/staff.md "Finance desk"): the top-ups to review with their slips and
 * deadlines, the withdrawals to pay with the full account, any customer's ledger. The desk's actions are the
 * domain functions of top-up-review.ts, withdrawals.ts, adjust.ts and lib/rates, as the operator commands'.
 */

const label = (t: Translate, group: string, code: number) => {
  const key = labelKeyOf(group, code);
  return key ? t(key) : String(code);
};

const customerSelect = {
  select: { id: true, email: true, userName: true, companyName: true, balanceYen: true, frozenYen: true },
} as const;
type CustomerRow = { id: number; email: string; userName: string; companyName: string | null };
const customerView = (c: CustomerRow) => ({
  id: c.id,
  email: c.email,
  userName: c.userName,
  companyName: c.companyName,
});

/** A number typed into a search box that can be a database id. */
const idOf = (q: string) => (/^\d{1,10}$/.test(q) && Number(q) <= MAX_DB_ID ? Number(q) : null);

// ── top-ups ──

const TOP_UP_WHERE: Record<TopUpFilter, Prisma.TopUpWhereInput> = {
  pending: { paymentMethod: PAYMENT_METHOD.BANK_TRANSFER, reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP },
  // expired unpaid: still approvable when the transfer turns up late
  expired: {
    paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
    reviewStatus: REVIEW_STATUS.CANCELLED,
    cancelReason: TOP_UP_CANCEL_REASON.EXPIRED,
  },
  approved: { reviewStatus: REVIEW_STATUS.APPROVED },
  rejected: { reviewStatus: REVIEW_STATUS.REJECTED },
  all: {},
};

function topUpSearch(q: string | undefined): Prisma.TopUpWhereInput {
  if (!q) return {};
  const id = idOf(q);
  if (id !== null) return { OR: [{ id }, { customerId: id }] };
  if (/^TU\d*$/i.test(q)) return { topUpNo: { startsWith: q.toUpperCase() } };
  return { customer: { email: { contains: q.toLowerCase() } } };
}

async function slipFiles(urls: (string | null)[]) {
  const list = urls.filter((u): u is string => !!u);
  if (!list.length) return new Map<string, { mimeType: string; originalFilename: string }>();
  const files = await getDb().uploadedFile.findMany({
    where: { url: { in: list } },
    select: { url: true, mimeType: true, originalFilename: true },
  });
  return new Map(files.map((f) => [f.url, f]));
}

type DeskTopUpRow = TopUpRow & { customer: CustomerRow & { balanceYen: number } };

function deskTopUpView(
  row: DeskTopUpRow,
  slip: { mimeType: string; originalFilename: string } | undefined,
  t: Translate,
  at: Date,
) {
  const pending = row.reviewStatus === REVIEW_STATUS.AWAITING_TOP_UP;
  const bank = row.paymentMethod === PAYMENT_METHOD.BANK_TRANSFER;
  const expired =
    row.reviewStatus === REVIEW_STATUS.CANCELLED && row.cancelReason === TOP_UP_CANCEL_REASON.EXPIRED;
  return {
    ...topUpView(row, t),
    customer: customerView(row.customer),
    customerBalance: row.customer.balanceYen,
    slipMimeType: slip?.mimeType ?? null,
    slipFilename: slip?.originalFilename ?? null,
    /**
     * Until the slip comes, the request lapses at its 24-hour deadline (ms left, negative = past); with the
     * slip it waits for finance however long that takes (null).
     */
    deadlineLeftMs:
      pending && !row.slipFileUrl && row.expiresAt ? row.expiresAt.getTime() - at.getTime() : null,
    pastDeadline: pending && isPastDeadline(row, at),
    /** its slip came but finance has not decided by the deadline: late on our side (the dashboard's overdue) */
    slipPastDeadline:
      pending && !!row.slipFileUrl && !!row.expiresAt && row.expiresAt.getTime() <= at.getTime(),
    waitingMs: at.getTime() - row.createdAt.getTime(),
    /** what the desk may do with it (approve/reject run the same checks again under the row lock) */
    canApprove: bank && (pending || expired),
    canReject: bank && pending,
  };
}
export type DeskTopUpView = ReturnType<typeof deskTopUpView>;

/**
 * Bank-transfer requests to review oldest first; decided ones (other filters) newest first. The total stops at
 * LIMITS.deskListCountCap (the screen shows "1,000+"): the approved ones are most of all top-ups ever made, and
 * an exact count would read them all on every page. A status's page and count are read along
 * `top_up (review_status, created_at, id) INCLUDE (payment_method)` (migration 20261126002800), so a page costs
 * the same at any size of the shop (docs/performance.md "Staff dashboard").
 */
export async function listReviewTopUps(q: TFinanceTopUpQuery, t: Translate) {
  if (q.status === "pending" || q.status === "expired") await expireStaleTopUps();
  const where = { ...TOP_UP_WHERE[q.status], ...topUpSearch(q.q) };
  const db = getDb();
  const order = q.status === "pending" ? "asc" : "desc";
  const [total, rows] = await Promise.all([
    db.topUp.count({ where, take: LIMITS.deskListCountCap }),
    db.topUp.findMany({
      where,
      include: { ...topUpInclude, customer: customerSelect },
      orderBy: [{ createdAt: order }, { id: order }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  const slips = await slipFiles(rows.map((r) => r.slipFileUrl));
  const at = now();
  return {
    total,
    rows: rows.map((r) => deskTopUpView(r, r.slipFileUrl ? slips.get(r.slipFileUrl) : undefined, t, at)),
  };
}

/** One top-up as the review page shows it, beside its slip. */
export async function getReviewTopUp(id: number, t: Translate): Promise<DeskTopUpView> {
  await expireStaleTopUps();
  const row = await getDb().topUp.findUnique({
    where: { id },
    include: { ...topUpInclude, customer: customerSelect },
  });
  if (!row) throw new AppError("NOT_FOUND");
  const slips = await slipFiles([row.slipFileUrl]);
  return deskTopUpView(row, row.slipFileUrl ? slips.get(row.slipFileUrl) : undefined, t, now());
}

// ── withdrawals ──

const WITHDRAWAL_STATUS: Record<WithdrawalFilter, number | undefined> = {
  pending: AUDIT_STATUS.TO_BE_REVIEWED,
  paid: AUDIT_STATUS.SUCCESS,
  rejected: AUDIT_STATUS.TURNED_DOWN,
  failed: AUDIT_STATUS.FAILED,
  all: undefined,
};

function withdrawalSearch(q: string | undefined): Prisma.WithdrawalWhereInput {
  if (!q) return {};
  const id = idOf(q);
  if (id !== null) return { OR: [{ id }, { customerId: id }] };
  if (/^WD\d*$/i.test(q)) return { withdrawalNo: { startsWith: q.toUpperCase() } };
  return { customer: { email: { contains: q.toLowerCase() } } };
}

/**
 * Withdrawals with the whole account (finance sends the money by hand; the seller's own screens show only
 * the last 4 digits). Waiting ones oldest first, decided ones newest first.
 */
export async function listDeskWithdrawals(q: TFinanceWithdrawalQuery, t: Translate) {
  const status = WITHDRAWAL_STATUS[q.status];
  const where = { ...(status === undefined ? {} : { reviewStatus: status }), ...withdrawalSearch(q.q) };
  const db = getDb();
  const order = q.status === "pending" ? "asc" : "desc";
  const [total, rows] = await Promise.all([
    db.withdrawal.count({ where }),
    db.withdrawal.findMany({
      where,
      include: { customer: customerSelect },
      orderBy: [{ createdAt: order }, { id: order }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  const at = now().getTime();
  return {
    total,
    rows: rows.map((w) => ({
      id: w.id,
      withdrawalNo: w.withdrawalNo,
      customer: customerView(w.customer),
      amount: w.amountYen,
      reviewStatus: w.reviewStatus,
      reviewStatusLabel: label(t, "auditStatus", w.reviewStatus),
      pending: w.reviewStatus === AUDIT_STATUS.TO_BE_REVIEWED,
      bankName: w.bankName,
      branchName: w.branchName,
      accountType: w.accountType,
      accountTypeLabel: t(
        `wallet.accountType.${["ordinary", "current", "card"].includes(w.accountType) ? w.accountType : "ordinary"}`,
      ),
      accountNo: w.accountNo,
      accountHolder: w.accountHolder,
      holderIdCard: w.holderIdCard,
      holderMobile: w.holderMobile,
      reviewNote: w.reviewNote,
      reviewTime: w.reviewedAt,
      createTime: w.createdAt,
      waitingMs: at - w.createdAt.getTime(),
    })),
  };
}
export type DeskWithdrawalView = Awaited<ReturnType<typeof listDeskWithdrawals>>["rows"][number];

// ── customers and their ledger ──

/** Customers by id or by the start of their e-mail address (the unique index answers it), at most 10. */
export async function lookupCustomers(q: TCustomerLookup) {
  const text = q.q.trim().toLowerCase();
  const id = idOf(text);
  const rows = await getDb().customer.findMany({
    where: id !== null ? { id } : { email: { startsWith: text } },
    ...customerSelect,
    orderBy: { email: "asc" },
    take: 10,
  });
  return rows.map((c) => ({ ...customerView(c), balance: c.balanceYen, frozenAmount: c.frozenYen }));
}
export type LedgerCustomer = Awaited<ReturnType<typeof lookupCustomers>>[number];

/** The customer's account records exactly as their own records screen lists them, with their balance. */
export async function customerLedger(q: TLedgerQuery, t: Translate) {
  const c = await getDb().customer.findUnique({ where: { id: q.customerId }, ...customerSelect });
  if (!c) throw new AppError("NOT_FOUND");
  const { total, rows } = await listAccountRecords(c.id, q, t);
  return {
    customer: { ...customerView(c), balance: c.balanceYen, frozenAmount: c.frozenYen },
    total,
    rows,
  };
}
