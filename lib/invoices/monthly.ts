import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import { labelKeyOf } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Translate } from "@/lib/i18n/messages";
import { renderSystemText } from "@/lib/i18n/system-text";
import { japanInstant, japanWallClock } from "@/lib/japan-time";
import { ZInvoiceMonth } from "@/lib/validation/invoices";
import { INVOICED_TYPES } from "./invoiceable";
import { latestInvoicesOf } from "./latest";

/**
 * A seller's invoiceable payments month by month (docs/invoices.md "Monthly statement"): the documents screen
 * lists them, the monthly statement prints them. A month is a calendar month in Japan time.
 */

/** The instants of month `YYYY-MM` in Japan: from the 1st 00:00 to the next month's 1st (exclusive). */
export function monthSpan(month: string): { gte: Date; lt: Date } {
  const [y, m] = month.split("-").map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { gte: japanInstant(`${month}-01T00:00:00`), lt: japanInstant(`${next}-01T00:00:00`) };
}

/** The current month in Japan, `YYYY-MM`. */
export const currentMonth = (at = now()) => {
  const c = japanWallClock(at);
  return `${c.year}-${c.month}`;
};

/**
 * Refuses a malformed month, and one with nothing to state: not begun yet, or ended before the seller registered.
 * The current month is allowed (its statement is as of the day it is printed).
 */
export async function assertStatementMonth(customerId: number, raw: string): Promise<string> {
  const parsed = ZInvoiceMonth.safeParse(raw);
  if (!parsed.success) throw new AppError("VALIDATION", {}, "validation.invoice.month");
  const month = parsed.data;
  if (month > currentMonth()) throw new AppError("VALIDATION", { month }, "validation.invoice.futureMonth");
  const customer = await getDb().customer.findUnique({
    where: { id: customerId },
    select: { createdAt: true },
  });
  if (!customer) throw new AppError("NOT_FOUND");
  if (monthSpan(month).lt <= customer.createdAt)
    throw new AppError("VALIDATION", { month }, "validation.invoice.beforeAccount");
  return month;
}

/** The invoiceable payments of the month: invoiced types, debits, in date order. */
export const monthPaymentsWhere = (customerId: number, month: string) =>
  ({
    customerId,
    type: { in: [...INVOICED_TYPES.keys()] },
    amountYen: { lt: 0 },
    createdAt: monthSpan(month),
  }) satisfies Prisma.AccountTransactionWhereInput;

/** The month's payments as the documents screen lists them, each with its invoice's number once issued. */
export async function listMonthPayments(customerId: number, raw: string, t: Translate) {
  const month = await assertStatementMonth(customerId, raw);
  const rows = await getDb().accountTransaction.findMany({
    where: monthPaymentsWhere(customerId, month),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const invoices = await latestInvoicesOf(
    getDb(),
    rows.map((r) => r.id),
  );
  return {
    month,
    payments: rows.map((r) => {
      const key = labelKeyOf("transactionType", r.type);
      const invoice = invoices.get(r.id);
      return {
        id: r.id,
        type: r.type,
        typeLabel: key ? t(key) : String(r.type),
        /** signed as in the account records: a payment is negative */
        amount: r.amountYen,
        remark: r.remarkKey ? renderSystemText(t, r.remarkKey, r.remarkParams) : r.remark,
        createTime: r.createdAt,
        /** the number of its invoice (its latest correction, if corrected); null until first downloaded */
        invoiceNumber: invoice?.number ?? null,
      };
    }),
  };
}
