import { TRANSACTION_TYPE } from "@/lib/codes";

/**
 * The ledger rows a qualified invoice is issued for (docs/invoices.md): payments of an order or of a
 * packing-list bill. Shared by the issuing code and the account records screen's download link.
 */
export const INVOICED_TYPES: ReadonlyMap<number, "orderPayment" | "packingListBill"> = new Map([
  [TRANSACTION_TYPE.ORDER_PAYMENT, "orderPayment"],
  [TRANSACTION_TYPE.PACKING_LIST_PAYMENT, "packingListBill"],
]);

/** Whether a ledger row of this type and signed amount has a qualified invoice. */
export const isInvoiceable = (type: number, amountYen: number) => INVOICED_TYPES.has(type) && amountYen < 0;

/** Where the seller downloads it (GET /shop/invoice/transaction/{id}). */
export const invoiceUrl = (transactionId: number) => `/api/shop/invoice/transaction/${transactionId}`;
