import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Translate } from "@/lib/i18n/messages";
import type { TStaffInvoiceQuery } from "@/lib/validation/staff-invoices";
import { invoiceDocuments, type InvoiceDocument } from "./issue";
import { INVOICE_NUMBER } from "./numbering";

/**
 * The finance desk's invoices panel (docs/invoices.md "Corrections"): find invoices by number or seller, read
 * them as issued, and see which one is in force for its payment (the newest; older ones show what corrected
 * them). Corrections themselves: correct.ts.
 */

const select = {
  id: true,
  transactionId: true,
  paymentTransactionId: true,
  customer: { select: { id: true, email: true, userName: true } },
  corrections: { select: { number: true }, orderBy: { id: "desc" }, take: 1 },
} satisfies Prisma.InvoiceSelect;
type Row = Prisma.InvoiceGetPayload<{ select: typeof select }>;

function where(q: string | undefined): Prisma.InvoiceWhereInput {
  const text = q?.trim();
  if (!text) return {};
  if (/^INV-/i.test(text)) return { number: { startsWith: text.toUpperCase() } };
  if (/^\d{1,10}$/.test(text)) return { customerId: Number(text) };
  return { customer: { email: { startsWith: text.toLowerCase() } } };
}

function view(row: Row, doc: InvoiceDocument, t: Translate) {
  return {
    id: doc.id,
    number: doc.number,
    kind: doc.kind,
    kindLabel: t(`staff.finance.invoices.kinds.${doc.kind}`),
    customer: row.customer,
    /** the ledger row of the payment (the seller's download: GET /shop/invoice/transaction/{paymentId}) */
    paymentId: (row.transactionId ?? row.paymentTransactionId)!,
    transactionDate: doc.transactionDate,
    issuedAt: doc.issuedAt,
    recipientName: doc.recipientName,
    recipientIsCompany: doc.recipientIsCompany,
    registrationNo: doc.issuer.registrationNo,
    totalYen: doc.totalYen,
    taxYen: doc.taxYen,
    lines: doc.lines.map((l) => ({
      description: t(l.key, l.params),
      category: l.category,
      amountYen: l.amountYen,
    })),
    summary: doc.summary,
    /** the invoice this one corrects, if it is a correction */
    correctsNumber: doc.correctsNumber,
    /** the newer invoice that corrects this one: then this one is no longer in force */
    correctedByNumber: row.corrections.at(0)?.number ?? null,
  };
}
export type StaffInvoiceView = ReturnType<typeof view>;

/** Invoices newest first: by number (or its start), a seller's id, or the start of their e-mail address. */
export async function listStaffInvoices(q: TStaffInvoiceQuery, t: Translate) {
  const db = getDb();
  const filter = where(q.q);
  const [total, rows] = await Promise.all([
    db.invoice.count({ where: filter }),
    db.invoice.findMany({
      where: filter,
      orderBy: { id: "desc" },
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      select,
    }),
  ]);
  const docs = await invoiceDocuments(
    db,
    rows.map((r) => r.id),
  );
  return { total, rows: rows.map((r, i) => view(r, docs[i], t)) };
}

/** One invoice as the panel shows it. */
export async function getStaffInvoice(id: number, t: Translate): Promise<StaffInvoiceView> {
  const row = await getDb().invoice.findUnique({ where: { id }, select });
  if (!row) throw new AppError("NOT_FOUND");
  const [doc] = await invoiceDocuments(getDb(), [id]);
  return view(row, doc, t);
}

/** The id of an invoice by its number (the op command's argument), or by its id. */
export async function findInvoiceId(ref: string): Promise<number> {
  const text = ref.trim().toUpperCase();
  if (INVOICE_NUMBER.test(text)) {
    const row = await getDb().invoice.findUnique({ where: { number: text }, select: { id: true } });
    if (!row) throw new AppError("NOT_FOUND");
    return row.id;
  }
  if (/^\d{1,10}$/.test(text)) return Number(text);
  throw new AppError("NOT_FOUND");
}
