import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams } from "@/lib/api/contract/common";

/**
 * Qualified invoices (issue 30, docs/invoices.md). The seller downloads the invoice of a payment by the id of
 * its ledger row (the account records' `id`); the first download issues it, every later one answers the same.
 */
const tag = "Invoices";

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
