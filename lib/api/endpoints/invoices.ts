import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZTime } from "@/lib/api/contract/common";
import { japanWallClock } from "@/lib/japan-time";
import { ZInvoiceListQuery, ZMonthParams } from "@/lib/validation/invoices";

/**
 * Qualified invoices (issue 30, docs/invoices.md). The seller downloads the invoice of a payment by the id of
 * its ledger row (the account records' `id`); the first download issues it, every later one answers the same.
 */
const tag = "Invoices";
/** The examples' month: the current one in Japan, which the demo seller (registered weeks ago) can always state. */
const thisMonth = () => {
  const c = japanWallClock(new Date());
  return `${c.year}-${c.month}`;
};

export const invoiceOfTransaction = endpoint({
  method: "GET",
  path: "/shop/invoice/transaction/{id}",
  summary:
    "The qualified invoice (適格請求書, PDF) of a payment to the agent (invoiceable ledger types), by its ledger row id; issued on the first download",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "file",
  fileType: "application/pdf",
  response: z.undefined(),
  // The demo seller's payment of its first order from the balance (lib/seed/demo-orders.ts), ledger row 2.
  example: { params: { id: 2 } },
});

/** One invoiceable payment of the month (lib/invoices/monthly.ts listMonthPayments). */
export const ZMonthPaymentView = z.object({
  /** the ledger row's id: its invoice downloads by it */
  id: z.number().int(),
  type: z.number().int(),
  typeLabel: z.string(),
  /** signed as in the account records: a payment is negative */
  amount: z.number().int(),
  remark: z.string().nullable(),
  createTime: ZTime,
  /** the number of the invoice in force (its latest correction, if corrected); null until first downloaded */
  invoiceNumber: z.string().nullable(),
});

export const invoiceList = endpoint({
  method: "GET",
  path: "/shop/invoice/list",
  summary:
    "The seller's invoiceable payments of a month (Japan time, YYYY-MM), each with its invoice number once issued",
  tag,
  access: "customer",
  query: ZInvoiceListQuery,
  envelope: "data",
  response: z.object({ month: z.string(), payments: z.array(ZMonthPaymentView) }),
  example: { query: { month: thisMonth() } },
});

export const invoiceStatement = endpoint({
  method: "GET",
  path: "/shop/invoice/statement/{month}",
  summary:
    "The monthly statement (月次明細書, PDF) of a month (Japan time, YYYY-MM): each payment with its qualified invoice's number (issuing those not yet issued) and the invoices' per-rate totals; not itself a qualified invoice",
  tag,
  access: "customer",
  params: ZMonthParams,
  envelope: "file",
  fileType: "application/pdf",
  response: z.undefined(),
  example: { params: { month: thisMonth() } },
});
