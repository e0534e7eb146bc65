import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import { getDb, type DbTx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { walletTransaction, type Tx } from "@/lib/wallet/ledger";
import { INVOICED_TYPES, NOT_INVOICED, type InvoiceKind } from "./invoiceable";
import { latestInvoicesOf } from "./latest";
import { linesOfPayment, type PaymentRow } from "./lines";
import { nextInvoiceNumber } from "./numbering";
import { invoiceTotalYen, summarizeByRate, type InvoiceLine, type RateSummary } from "./tax";

/**
 * Qualified invoices for payments (docs/invoices.md). An invoice is issued the first time the seller asks
 * for it (lazily): nothing is written for payments nobody downloads, and numbers follow the order of issue
 * without gaps. Issuing is idempotent: the payment's ledger row is locked, so a second or concurrent request
 * answers the invoice the first one wrote.
 */

export { INVOICE_KINDS, type InvoiceKind } from "./invoiceable";

export type InvoiceDocument = {
  id: number;
  number: string;
  kind: InvoiceKind;
  customerId: number;
  transactionId: number | null;
  correctsNumber: string | null;
  transactionDate: Date;
  issuedAt: Date;
  recipientName: string;
  recipientIsCompany: boolean;
  issuer: { name: string; registrationNo: string; address: string };
  lines: InvoiceLine[];
  summary: RateSummary[];
  totalYen: number;
  taxYen: number;
};

const invoiceInclude = { corrects: { select: { number: true } } } as const;
type InvoiceRow = Prisma.InvoiceGetPayload<{ include: typeof invoiceInclude }>;

function toDocument(row: InvoiceRow): InvoiceDocument {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceKind,
    customerId: row.customerId,
    transactionId: row.transactionId,
    correctsNumber: row.corrects?.number ?? null,
    transactionDate: row.transactionDate,
    issuedAt: row.issuedAt,
    recipientName: row.recipientName,
    recipientIsCompany: row.recipientIsCompany,
    issuer: { name: row.issuerName, registrationNo: row.issuerRegistrationNo, address: row.issuerAddress },
    lines: row.lines as unknown as InvoiceLine[],
    summary: row.summary as unknown as RateSummary[],
    totalYen: row.totalYen,
    taxYen: row.taxYen,
  };
}

/** 宛名: the company details' recipient name once saved, else the profile's company name, else the person. */
/** The issuer as configured now (lib/env.ts INVOICE_*): copied into each invoice when it is issued. */
export function currentIssuer(): InvoiceDocument["issuer"] {
  const e = env();
  return {
    name: e.INVOICE_ISSUER_NAME,
    registrationNo: e.INVOICE_REGISTRATION_NO,
    address: e.INVOICE_ISSUER_ADDRESS,
  };
}

export async function recipientOf(tx: Tx, customerId: number): Promise<{ name: string; isCompany: boolean }> {
  const company = await tx.customerCompany.findUnique({
    where: { customerId },
    select: { invoiceRecipientName: true },
  });
  if (company?.invoiceRecipientName) return { name: company.invoiceRecipientName, isCompany: true };
  const c = await tx.customer.findUniqueOrThrow({
    where: { id: customerId },
    select: { companyName: true, realName: true, userName: true },
  });
  if (c.companyName?.trim()) return { name: c.companyName.trim(), isCompany: true };
  return { name: c.realName?.trim() || c.userName, isCompany: false };
}

/** Stored invoices by id, as documents (in the order of `ids`). */
export async function invoiceDocuments(db: DbTx, ids: number[]): Promise<InvoiceDocument[]> {
  const rows = await db.invoice.findMany({ where: { id: { in: ids } }, include: invoiceInclude });
  const byId = new Map(rows.map((r) => [r.id, toDocument(r)]));
  return ids.map((id) => byId.get(id)).filter((d): d is InvoiceDocument => d !== undefined);
}

/** The payment's ledger row, locked: concurrent first requests for its invoice take turns here. */
export async function lockPayment(tx: Tx, transactionId: number): Promise<PaymentRow | null> {
  // The ledger row is never updated: locking it only serializes the issuing of its invoice.
  const [row] = await tx.$queryRaw<PaymentRow[]>`
    SELECT id, customer_id, type, amount_yen, order_id, container_id, idempotency_key, created_at
    FROM account_transaction WHERE id = ${transactionId} FOR UPDATE`;
  return row ?? null;
}

export type NewInvoice = {
  customerId: number;
  kind: InvoiceKind;
  orderId: number | null;
  containerId: number | null;
  transactionId: number | null;
  transactionDate: Date;
  lines: InvoiceLine[];
};

/**
 * Writes an invoice in the caller's transaction: the next number of the series, the issuer as configured now,
 * the recipient as the seller's details say now, the per-rate summary of the lines. Never changed afterwards.
 */
export async function writeInvoice(
  tx: Tx,
  invoice: NewInvoice,
  extra: Partial<Prisma.InvoiceUncheckedCreateInput> = {},
) {
  const summary = summarizeByRate(invoice.lines);
  const recipient = await recipientOf(tx, invoice.customerId);
  const issuedAt = now();
  const { series, seq, number } = await nextInvoiceNumber(tx, issuedAt);
  const issuer = currentIssuer();
  const created = await tx.invoice.create({
    data: {
      number,
      series,
      seq,
      customerId: invoice.customerId,
      kind: invoice.kind,
      orderId: invoice.orderId,
      containerId: invoice.containerId,
      transactionId: invoice.transactionId,
      transactionDate: invoice.transactionDate,
      issuedAt,
      recipientName: recipient.name.slice(0, 128),
      recipientIsCompany: recipient.isCompany,
      issuerName: issuer.name,
      issuerRegistrationNo: issuer.registrationNo,
      issuerAddress: issuer.address,
      lines: invoice.lines as unknown as Prisma.InputJsonValue,
      summary: summary as unknown as Prisma.InputJsonValue,
      totalYen: invoiceTotalYen(invoice.lines),
      taxYen: summary.reduce((s, r) => s + r.taxYen, 0),
      ...extra,
    },
    include: invoiceInclude,
  });
  return toDocument(created);
}

/**
 * The invoice of the locked payment `row`, issued now unless it already has one. A ledger row that is not a
 * payment to the agent is refused with the reason (documents.invoice.notPayment, or NOT_INVOICED's).
 */
export async function issueForPayment(tx: Tx, row: PaymentRow): Promise<InvoiceDocument> {
  const existing = await tx.invoice.findUnique({ where: { transactionId: row.id }, include: invoiceInclude });
  if (existing) return toDocument(existing);
  const why = NOT_INVOICED.get(row.type);
  if (why) throw new AppError("CONFLICT", {}, why);
  const kind = INVOICED_TYPES.get(row.type);
  if (!kind || row.amount_yen >= 0) throw new AppError("CONFLICT", {}, "documents.invoice.notPayment");
  const paidYen = -row.amount_yen;
  const lines = await linesOfPayment(tx, kind, row, paidYen);
  return writeInvoice(tx, {
    customerId: row.customer_id,
    kind,
    orderId: row.order_id,
    containerId: row.container_id,
    transactionId: row.id,
    transactionDate: row.created_at,
    lines,
  });
}

/**
 * The qualified invoice of one of the seller's payments (invoiceable.ts), issued on the first call; every later
 * call answers the invoice in force — the original, or its latest correction. With `customerId`, another
 * customer's ledger row is not found.
 */
export async function issueInvoiceForTransaction(
  transactionId: number,
  customerId?: number,
): Promise<InvoiceDocument> {
  const owned = (ownerId: number) => customerId === undefined || ownerId === customerId;
  const inForce = async (db: DbTx) => {
    const latest = (await latestInvoicesOf(db, [transactionId])).get(transactionId);
    return latest ? (await invoiceDocuments(db, [latest.id]))[0] : null;
  };
  const existing = await inForce(getDb());
  if (existing) {
    if (!owned(existing.customerId)) throw new AppError("NOT_FOUND");
    return existing;
  }
  return walletTransaction(async (tx) => {
    const row = await lockPayment(tx, transactionId);
    if (!row || !owned(row.customer_id)) throw new AppError("NOT_FOUND");
    return (await inForce(tx)) ?? issueForPayment(tx, row);
  });
}
