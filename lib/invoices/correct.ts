import { isDeepStrictEqual } from "node:util";
import { AppError } from "@/lib/errors";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type { TInvoiceCorrect } from "@/lib/validation/staff-invoices";
import { walletTransaction } from "@/lib/wallet/ledger";
import { INVOICED_TYPES, type InvoiceKind } from "./invoiceable";
import {
  currentIssuer,
  invoiceDocuments,
  lockPayment,
  recipientOf,
  writeInvoice,
  type InvoiceDocument,
} from "./issue";
import { latestInvoicesOf } from "./latest";
import { linesOfPayment } from "./lines";
import type { InvoiceLine } from "./tax";

/**
 * Corrections (訂正; docs/invoices.md "Corrections"). An issued invoice never changes: a correction is a new
 * invoice, numbered in turn, that names the one it corrects (its paper says so) and the same payment. It takes
 * the recipient and the issuer as they are now (the seller fixed their company details, the operator its
 * address) and either keeps the lines or works them out again from the payment (`recompute`: the tax table or
 * the order's figures were put right). The payment's invoice is then the correction: the seller's download and
 * the monthly statement answer it. Only the invoice in force can be corrected, and only when something changes.
 * Finance (or the owner) does it on the desk or with `op:invoice correct`; one audit row, in the same transaction.
 */
export async function correctInvoice(actor: Actor, input: TInvoiceCorrect): Promise<InvoiceDocument> {
  return walletTransaction(async (tx) => {
    const old = await tx.invoice.findUnique({
      where: { id: input.invoiceId },
      select: { id: true, transactionId: true, paymentTransactionId: true },
    });
    const paymentId = old?.transactionId ?? old?.paymentTransactionId;
    if (!old || !paymentId) throw new AppError("NOT_FOUND");
    // The payment's lock: issuing, statements and corrections of one payment take turns here.
    const row = await lockPayment(tx, paymentId);
    if (!row) throw new AppError("NOT_FOUND");
    const latest = (await latestInvoicesOf(tx, [paymentId])).get(paymentId)!;
    const [before] = await invoiceDocuments(tx, [old.id]);
    if (latest.id !== old.id)
      throw new AppError(
        "CONFLICT",
        { number: before.number, latest: latest.number },
        "staff.finance.invoices.errors.alreadyCorrected",
      );
    const kind: InvoiceKind = INVOICED_TYPES.get(row.type) ?? before.kind;
    const lines: InvoiceLine[] = input.recompute
      ? await linesOfPayment(tx, kind, row, -row.amount_yen)
      : before.lines;
    const recipient = await recipientOf(tx, before.customerId);
    const unchanged =
      isDeepStrictEqual(lines, before.lines) &&
      recipient.name.slice(0, 128) === before.recipientName &&
      recipient.isCompany === before.recipientIsCompany &&
      isDeepStrictEqual(currentIssuer(), before.issuer);
    if (unchanged)
      throw new AppError("CONFLICT", { number: before.number }, "staff.finance.invoices.errors.noChange");
    const correction = await writeInvoice(
      tx,
      {
        customerId: before.customerId,
        kind,
        orderId: row.order_id,
        containerId: row.container_id,
        transactionId: null,
        transactionDate: before.transactionDate,
        lines,
      },
      { correctsId: before.id, paymentTransactionId: paymentId },
    );
    const figures = (d: InvoiceDocument) => ({
      number: d.number,
      recipientName: d.recipientName,
      recipientIsCompany: d.recipientIsCompany,
      registrationNo: d.issuer.registrationNo,
      totalYen: d.totalYen,
      taxYen: d.taxYen,
      lines: d.lines.length,
    });
    await writeAudit(tx, actor, {
      action: "invoice.correct",
      entityType: "invoice",
      entityId: correction.id,
      before: { invoiceId: before.id, ...figures(before) },
      after: { invoiceId: correction.id, paymentId, recompute: input.recompute, ...figures(correction) },
      reason: input.reason,
    });
    return correction;
  });
}
