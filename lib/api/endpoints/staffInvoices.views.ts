import { z } from "zod";
import { ZTime } from "@/lib/api/contract/common";
import { INVOICE_KINDS } from "@/lib/invoices/invoiceable";
import { TAX_CATEGORIES } from "@/lib/invoices/tax-rules";

const int = z.number().int();

/** An invoice as the finance desk's invoices panel shows it (lib/invoices/desk.ts). */
export const ZStaffInvoiceView = z.object({
  id: int,
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  kindLabel: z.string(),
  customer: z.object({ id: int, email: z.string(), userName: z.string() }),
  /** the payment's ledger row */
  paymentId: int,
  transactionDate: ZTime,
  issuedAt: ZTime,
  recipientName: z.string(),
  recipientIsCompany: z.boolean(),
  registrationNo: z.string(),
  totalYen: int,
  taxYen: int,
  lines: z.array(z.object({ description: z.string(), category: z.enum(TAX_CATEGORIES), amountYen: int })),
  summary: z.array(
    z.object({ category: z.enum(TAX_CATEGORIES), ratePercent: int, totalYen: int, taxYen: int }),
  ),
  correctsNumber: z.string().nullable(),
  /** set when a newer invoice corrects this one (this one is then no longer in force) */
  correctedByNumber: z.string().nullable(),
});
