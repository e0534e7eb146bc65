import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceLedgerExport } from "@/lib/api/endpoints/staffFinance";
import { exportAccountRecords } from "@/lib/wallet/ledger-export";

/** Every customer's account records of a period, as a workbook in the staff member's language; audited. */
export const GET = serve(staffFinanceLedgerExport, async ({ query, t, actor }) => {
  const { body, filename } = await exportAccountRecords(query, t, actor);
  return fileReply({
    body,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    filename,
  });
});

export * from "@/lib/api/method-not-allowed";
