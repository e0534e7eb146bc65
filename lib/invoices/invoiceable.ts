import { TRANSACTION_TYPE as TT } from "@/lib/codes";

/**
 * The ledger rows a qualified invoice is issued for (docs/invoices.md "Which payments"): every debit by which the
 * seller pays the agent for something it supplied. The one list the issuing code, the monthly statement and
 * the screens' download links read. Client-safe: no server imports.
 */

export const INVOICE_KINDS = [
  "orderPayment",
  "packingListBill",
  "orderSupplement",
  "defectFee",
  "storageFee",
  "memberPlan",
  "shippingAdjust",
  "boxOrder",
  "materialFee",
  "labelFee",
  "other",
] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICED_TYPES: ReadonlyMap<number, InvoiceKind> = new Map<number, InvoiceKind>([
  [TT.ORDER_PAYMENT, "orderPayment"],
  [TT.PACKING_LIST_PAYMENT, "packingListBill"],
  [TT.ORDER_SUPPLEMENT, "orderSupplement"],
  [TT.DEFECT_HANDLING_FEE, "defectFee"],
  [TT.STORAGE_DEDUCTION, "storageFee"],
  [TT.MEMBERSHIP_FEE, "memberPlan"],
  // a charge only (a negative row): the refund of an overcharge is a positive row, never invoiced
  [TT.SHIPPING_ADJUSTMENT, "shippingAdjust"],
  [TT.BOX_ORDER_PAYMENT, "boxOrder"],
  [TT.PACKING_MATERIAL_PAYMENT, "materialFee"],
  [TT.LABEL_FEE, "labelFee"],
]);

/**
 * Debits that are not the agent's supply, with the message saying why there is no invoice. Duty and import
 * consumption tax are paid at customs on the seller's behalf (立替金): the seller deducts the import tax on the
 * customs' import permit, not on an invoice of ours.
 */
export const NOT_INVOICED: ReadonlyMap<number, string> = new Map([
  [TT.CUSTOMS_DUTY, "documents.invoice.customsDuty"],
]);

/** Whether a ledger row of this type and signed amount has a qualified invoice (a debit of an invoiced type). */
export const isInvoiceable = (type: number, amountYen: number) => INVOICED_TYPES.has(type) && amountYen < 0;

/** Where the seller downloads it (GET /shop/invoice/transaction/{id}). */
export const invoiceUrl = (transactionId: number) => `/api/shop/invoice/transaction/${transactionId}`;

/** The monthly statement of `month` (YYYY-MM; GET /shop/invoice/statement/{month}). */
export const statementUrl = (month: string) => `/api/shop/invoice/statement/${month}`;
