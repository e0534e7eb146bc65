// Operator commands for qualified invoices (docs/invoices.md "Corrections"):
//   npm run op:invoice -- find [<INV-…|seller id|e-mail start>]          the latest invoices, or those matching
//   npm run op:invoice -- correct <INV-…|id> "reason" [--recompute] [--as <email>]
// A correction is a new invoice naming the old one (which stays as issued): the recipient and issuer as they are
// now, the lines kept or, with --recompute, worked out again from the payment. The finance desk's invoices panel
// calls the same function; the audit trail names "cli", or the staff member given with --as.
import { formatDate, formatYen } from "@/lib/format";
import { translator } from "@/lib/i18n/messages";
import { correctInvoice } from "@/lib/invoices/correct";
import { findInvoiceId, listStaffInvoices } from "@/lib/invoices/desk";
import { parseInput } from "@/lib/validation/parse";
import { ZInvoiceCorrect, ZStaffInvoiceQuery } from "@/lib/validation/staff-invoices";
import { actorOption, need, option, runCommands, text } from "./cli";

const commands: Record<string, (args: string[]) => Promise<void>> = {
  async find(args) {
    const q = parseInput(ZStaffInvoiceQuery, { q: text(args), pageNum: 1, pageSize: 50 });
    const { total, rows } = await listStaffInvoices(q, translator("ja"));
    if (!rows.length) console.log("no invoice matches");
    for (const i of rows)
      console.log(
        `${i.number}  #${i.id}  ${i.kind}  ${i.customer.email}  payment #${i.paymentId} ${formatDate(i.transactionDate)}` +
          `  ¥${formatYen(i.totalYen)} (tax ¥${formatYen(i.taxYen)})  ${i.recipientName}` +
          (i.correctsNumber ? `  corrects ${i.correctsNumber}` : "") +
          (i.correctedByNumber ? `  corrected by ${i.correctedByNumber}` : "  in force"),
      );
    if (total > rows.length) console.log(`… ${total - rows.length} more`);
  },
  async correct(args) {
    const actor = await actorOption(args);
    const recompute = option(args, "--recompute", false) === true;
    const [ref, ...reason] = args;
    const invoiceId = await findInvoiceId(need(ref, "invoice number"));
    const input = parseInput(ZInvoiceCorrect, { invoiceId, reason: need(text(reason), "reason"), recompute });
    const c = await correctInvoice(actor, input);
    console.log(
      `issued ${c.number}, correcting ${c.correctsNumber}: ${c.recipientName}` +
        `  ¥${formatYen(c.totalYen)} (tax ¥${formatYen(c.taxYen)})`,
    );
  },
};

await runCommands(
  commands,
  "usage: tsx scripts/op/invoice.ts <command> …  (see docs/invoices.md)",
  "the header of scripts/op/invoice.ts or docs/invoices.md",
);
