import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { SHIPPING_FEE_KIND } from "@/lib/shipping/rates";
import { walletTransaction, type Tx } from "@/lib/wallet/ledger";
import { INVOICED_TYPES } from "./invoiceable";
import { nextInvoiceNumber } from "./numbering";
import { allocateYen, invoiceTotalYen, summarizeByRate, type InvoiceLine, type RateSummary } from "./tax";
import { componentOfFeeKind, taxRules, type ChargeComponent } from "./tax-rules";

/**
 * Qualified invoices for payments (docs/invoices.md). An invoice is issued the first time the seller asks
 * for it (lazily): nothing is written for payments nobody downloads, and numbers follow the order of issue
 * without gaps. Issuing is idempotent: the payment's ledger row is locked, so a second or concurrent request
 * answers the invoice the first one wrote.
 */

export const INVOICE_KINDS = ["orderPayment", "packingListBill", "other"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

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

type LockedRow = {
  id: number;
  customer_id: number;
  type: number;
  amount_yen: number;
  order_id: number | null;
  container_id: number | null;
  created_at: Date;
};

const line = (
  component: ChargeComponent,
  amountYen: number,
  params: Record<string, string | number>,
): InvoiceLine => ({
  key: `documents.invoice.line.${component}`,
  params,
  amountYen,
  category: taxRules()[component],
});

/**
 * What an order payment paid for: the goods, the carriage inside China and the commission (lib/pricing:
 * totalYen = goods + domestic shipping + commission). When the order's figures no longer add up to what the
 * ledger row paid (split or repriced afterwards), the paid amount is spread over them in proportion.
 */
async function orderLines(tx: Tx, orderId: number | null, paidYen: number): Promise<InvoiceLine[]> {
  const order = orderId
    ? await tx.order.findUnique({
        where: { id: orderId },
        select: { orderNo: true, goodsAmountYen: true, domesticShippingYen: true, commissionYen: true },
      })
    : null;
  if (!order) throw new AppError("NOT_FOUND");
  const parts: [ChargeComponent, number][] = [
    ["goods", order.goodsAmountYen],
    ["domesticShipping", order.domesticShippingYen],
    ["commission", order.commissionYen],
  ];
  const amounts = allocateYen(
    paidYen,
    parts.map(([, yen]) => Math.max(0, yen)),
  );
  return parts
    .map(([component], i) => line(component, amounts[i], { orderNo: order.orderNo }))
    .filter((l) => l.amountYen !== 0);
}

/**
 * What a packing-list bill's payment paid for: its fee lines by what they are (freight, materials, label
 * work, other). Storage fees billed with it are paid by a ledger row of their own (type 7) and are not here.
 */
async function containerLines(tx: Tx, containerId: number | null, paidYen: number): Promise<InvoiceLine[]> {
  const container = containerId
    ? await tx.container.findUnique({
        where: { id: containerId },
        select: {
          containerNo: true,
          fees: { orderBy: { sort: "asc" }, select: { kind: true, amountYen: true } },
        },
      })
    : null;
  if (!container) throw new AppError("NOT_FOUND");
  const byComponent = new Map<ChargeComponent, number>();
  for (const fee of container.fees) {
    if (fee.kind === SHIPPING_FEE_KIND.STORAGE) continue;
    const component = componentOfFeeKind(fee.kind);
    byComponent.set(component, (byComponent.get(component) ?? 0) + fee.amountYen);
  }
  const parts = byComponent.size
    ? [...byComponent]
    : ([["otherService", paidYen]] as [ChargeComponent, number][]);
  const amounts = allocateYen(
    paidYen,
    parts.map(([, yen]) => Math.max(0, yen)),
  );
  return parts
    .map(([component], i) => line(component, amounts[i], { containerNo: container.containerNo }))
    .filter((l) => l.amountYen !== 0);
}

/** 宛名: the company details' recipient name once saved, else the profile's company name, else the person. */
async function recipientOf(tx: Tx, customerId: number): Promise<{ name: string; isCompany: boolean }> {
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

async function invoiceOfTransaction(db: Tx, transactionId: number) {
  return db.invoice.findUnique({ where: { transactionId }, include: invoiceInclude });
}

/**
 * The qualified invoice of a payment from the balance (an order's, or a packing-list bill's), issued on the
 * first call and the same invoice on every later one. With `customerId`, another customer's ledger row is
 * not found. A ledger row that is not such a payment is refused (documents.invoice.notPayment).
 */
export async function issueInvoiceForTransaction(
  transactionId: number,
  customerId?: number,
): Promise<InvoiceDocument> {
  const owned = (row: { customerId: number } | null) =>
    row && (customerId === undefined || row.customerId === customerId);
  const existing = await getDb().invoice.findUnique({ where: { transactionId }, include: invoiceInclude });
  if (existing) {
    if (!owned(existing)) throw new AppError("NOT_FOUND");
    return toDocument(existing);
  }
  return walletTransaction(async (tx) => {
    // The ledger row is never updated: locking it only makes concurrent first requests take turns.
    const [row] = await tx.$queryRaw<LockedRow[]>`
      SELECT id, customer_id, type, amount_yen, order_id, container_id, created_at
      FROM account_transaction WHERE id = ${transactionId} FOR UPDATE`;
    if (!row || !owned({ customerId: row.customer_id })) throw new AppError("NOT_FOUND");
    const again = await invoiceOfTransaction(tx, transactionId);
    if (again) return toDocument(again);
    const kind = INVOICED_TYPES.get(row.type);
    if (!kind || row.amount_yen >= 0) throw new AppError("CONFLICT", {}, "documents.invoice.notPayment");
    const paidYen = -row.amount_yen;
    const lines =
      kind === "orderPayment"
        ? await orderLines(tx, row.order_id, paidYen)
        : await containerLines(tx, row.container_id, paidYen);
    const summary = summarizeByRate(lines);
    const recipient = await recipientOf(tx, row.customer_id);
    const issuedAt = now();
    const { series, seq, number } = await nextInvoiceNumber(tx, issuedAt);
    const e = env();
    const created = await tx.invoice.create({
      data: {
        number,
        series,
        seq,
        customerId: row.customer_id,
        kind,
        orderId: row.order_id,
        containerId: row.container_id,
        transactionId: row.id,
        transactionDate: row.created_at,
        issuedAt,
        recipientName: recipient.name.slice(0, 128),
        recipientIsCompany: recipient.isCompany,
        issuerName: e.INVOICE_ISSUER_NAME,
        issuerRegistrationNo: e.INVOICE_REGISTRATION_NO,
        issuerAddress: e.INVOICE_ISSUER_ADDRESS,
        lines: lines as unknown as Prisma.InputJsonValue,
        summary: summary as unknown as Prisma.InputJsonValue,
        totalYen: invoiceTotalYen(lines),
        taxYen: summary.reduce((s, r) => s + r.taxYen, 0),
      },
      include: invoiceInclude,
    });
    return toDocument(created);
  });
}
