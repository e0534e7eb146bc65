import { z } from "zod";
import { LIMITS } from "@/lib/codes";
import { isYmd } from "@/lib/inputs/date-range";
import { toHalfWidth } from "@/lib/inputs/postal-code";
import { WALLET_LIMITS } from "@/lib/wallet/constants";
import { ZRecordsQuery } from "./wallet";
import { ZDay, daysInRange } from "./date-range";
import { ADJUSTMENT_KINDS, TOP_UP_FILTERS, WITHDRAWAL_FILTERS } from "@/lib/wallet/desk-filters";
import { ZDbId, ZPageQuery, ZPlainText } from "./rules";

/**
 * The finance desk's inputs (docs/staff.md "Finance desk"); shared by its screens, its endpoints and the
 * operator commands that call the same domain functions (`npm run op:topup-*`, `op:withdrawal-*`,
 * `op:balance-adjust`, `op:rate`).
 */

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : v);

/** A reason the customer or the audit trail reads; a missing one reads as empty, so it answers "enter a reason". */
const ZReason = z.preprocess(
  (v) => v ?? "",
  ZPlainText(500).pipe(z.string().min(1, "validation.finance.reasonRequired")),
);
const ZNote = z.preprocess(blankToUndefined, ZPlainText(500).optional());

/** Free text searched in numbers and e-mail addresses (a top-up or withdrawal number, an address, an id). */
const ZSearch = z.preprocess(blankToUndefined, ZPlainText(254).optional());

export const ZFinanceTopUpQuery = ZPageQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(TOP_UP_FILTERS, { error: "validation.invalid" }).default("pending"),
  ),
  q: ZSearch,
});
export type TFinanceTopUpQuery = z.infer<typeof ZFinanceTopUpQuery>;

export const ZTopUpApprove = z.object({ id: ZDbId, note: ZNote });
export type TTopUpApprove = z.infer<typeof ZTopUpApprove>;

export const ZTopUpReject = z.object({ id: ZDbId, reason: ZReason });
export type TTopUpReject = z.infer<typeof ZTopUpReject>;

export const ZFinanceWithdrawalQuery = ZPageQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(WITHDRAWAL_FILTERS, { error: "validation.invalid" }).default("pending"),
  ),
  q: ZSearch,
});
export type TFinanceWithdrawalQuery = z.infer<typeof ZFinanceWithdrawalQuery>;

export const ZWithdrawalPay = z.object({ id: ZDbId, note: ZNote });
export type TWithdrawalPay = z.infer<typeof ZWithdrawalPay>;

/** `failed`: the bank returned the transfer; either way the held amount goes back to the balance. */
export const ZWithdrawalReject = z.object({
  id: ZDbId,
  reason: ZReason,
  failed: z.preprocess((v) => v === true || v === "true" || v === "1", z.boolean()).default(false),
});
export type TWithdrawalReject = z.infer<typeof ZWithdrawalReject>;

/**
 * A manual balance correction. `customer`: e-mail or id. The key (the desk makes one when its form opens,
 * `--key` on the command line) makes a repeat harmless; it is stored as "op:<key>" in the 64-character column.
 */
export const ZBalanceAdjust = z.object({
  customer: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : (v ?? "")),
    ZPlainText(254).pipe(z.string().min(1, "validation.finance.customerRequired")),
  ),
  kind: z.enum(ADJUSTMENT_KINDS, { error: "validation.finance.kindRequired" }),
  amount: z.preprocess(
    // "１，０００" from a Japanese keyboard reads as 1000, as the sellers' amount fields take it.
    (v) => (typeof v === "string" ? toHalfWidth(v).replace(/[,\s]/g, "") || undefined : (v ?? undefined)),
    z.coerce
      .number({ error: "validation.wallet.amountRequired" })
      .refine(Number.isFinite, { error: "validation.wallet.amountRequired" })
      .int("validation.wallet.amountInteger")
      .min(1, "validation.finance.amountMin")
      .max(WALLET_LIMITS.maxBalanceYen, "validation.wallet.balanceMax"),
  ),
  reason: ZReason,
  idempotencyKey: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "validation.finance.key" })
      .regex(/^[A-Za-z0-9_-]{1,61}$/, "validation.finance.key")
      .optional(),
  ),
});
export type TBalanceAdjust = z.infer<typeof ZBalanceAdjust>;

/** The desk's form always sends the key it made when it opened. */
export const ZBalanceAdjustDesk = ZBalanceAdjust.extend({
  idempotencyKey: z
    .string({ error: "validation.finance.key" })
    .regex(/^[A-Za-z0-9_-]{8,61}$/, "validation.finance.key"),
});

export const ZCustomerLookup = z.object({
  q: z.preprocess(
    (v) => v ?? "",
    ZPlainText(254).pipe(z.string().min(1, "validation.finance.customerRequired")),
  ),
});
export type TCustomerLookup = z.infer<typeof ZCustomerLookup>;

/** A customer's account records: the seller's own filters (type, Japan days) and the customer's id. */
export const ZLedgerQuery = ZRecordsQuery.and(z.object({ customerId: ZDbId }));
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;

/**
 * A period of every customer's account records to download (lib/wallet/ledger-export.ts): two Japan days, both
 * required and counted whole, `from` ≤ `to`, at most `LIMITS.ledgerExportMaxDays` days. A blank field reads as
 * missing ("required" on that field).
 */
export const ZLedgerExportQuery = z
  .object({
    from: z.preprocess(blankToUndefined, ZDay),
    to: z.preprocess(blankToUndefined, ZDay),
  })
  .refine((q) => q.from <= q.to, { error: "validation.dateOrder", path: ["to"], abort: true })
  .refine((q) => daysInRange(q.from, q.to) <= LIMITS.ledgerExportMaxDays, {
    error: "validation.dateSpanMax",
    path: ["to"],
    params: { max: LIMITS.ledgerExportMaxDays },
  });
export type TLedgerExportQuery = z.infer<typeof ZLedgerExportQuery>;

/**
 * The day's rate: the bank's TTS in yen per yuan (up to 4 decimals, above 0), the bank, the day it applies from.
 * `confirmLargeChange`: the person entering it has seen that the shop's rate is more than
 * `LIMITS.rateLargeChangePercent` away from the latest one recorded and records it anyway (the desk's checkbox,
 * `op:rate --confirm`); without it such a rate is refused (`rateChange`, lib/rates/rate-change.ts).
 */
export const ZRateSet = z.object({
  bankTts: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : typeof v === "string" ? toHalfWidth(v) : v),
    z
      .string({ error: "validation.finance.ttsRequired" })
      .trim()
      .min(1, "validation.finance.ttsRequired")
      .regex(/^\d{1,3}(\.\d{1,4})?$/, "validation.finance.ttsFormat")
      .refine((s) => Number(s) > 0, { error: "validation.finance.ttsFormat" }),
  ),
  bankName: z.preprocess(
    (v) => v ?? "",
    ZPlainText(64, "validation.finance.bankNameLength").pipe(
      z.string().min(1, "validation.finance.bankNameRequired"),
    ),
  ),
  effectiveDate: z
    .string({ error: "validation.finance.dateInvalid" })
    .trim()
    .refine(isYmd, { error: "validation.finance.dateInvalid" })
    .refine((s) => s >= LIMITS.dateMin && s <= LIMITS.dateMax, { error: "validation.finance.dateInvalid" }),
  confirmLargeChange: z.boolean({ error: "validation.invalid" }).optional(),
});
export type TRateSet = z.infer<typeof ZRateSet>;

export const ZRateHistoryQuery = ZPageQuery;
