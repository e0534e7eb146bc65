import type { Prisma } from "@/generated/prisma/client";

/**
 * The payments of an order or a packing list as their detail views carry them (docs/invoices.md "Links"): each
 * debit's ledger row id — the id its qualified invoice downloads by — with its type, amount and date. The
 * screens show a download link for those `isInvoiceable` (invoiceable.ts) accepts.
 */
export const paymentRefs = {
  where: { amountYen: { lt: 0 } },
  orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  select: { id: true, type: true, amountYen: true, createdAt: true },
} satisfies Prisma.AccountTransactionFindManyArgs;

type PaymentRefRow = Prisma.AccountTransactionGetPayload<{ select: (typeof paymentRefs)["select"] }>;

export const paymentRefView = (r: PaymentRefRow) => ({
  /** the ledger row's id (GET /shop/invoice/transaction/{id}) */
  id: r.id,
  type: r.type,
  /** signed as in the account records: a payment is negative */
  amountYen: r.amountYen,
  createTime: r.createdAt,
});
