import { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { Prisma } from "@/generated/prisma/client";
import { CODE_TABLE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { Translate } from "@/lib/i18n/messages";
import { JAPAN_UTC_OFFSET_MS, japanDayRange, japanWallClock } from "@/lib/japan-time";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type { TLedgerExportQuery } from "@/lib/validation/staff-finance";
import { ledgerExportFilename, type LedgerPeriod } from "./ledger-export-period";
import { remarkText, transactionTypeLabel } from "./records";

/**
 * Every customer's account records of a period for the accountant (docs/staff.md "Finance desk", docs/wallet.md):
 * one workbook, sheet 1 every ledger row whose Japan day is in the period, oldest first; sheet 2 per type the
 * count and the sum, the total, and what the shop owed its sellers when the period ended (the sum of each
 * customer's last balance after on or before its last day).
 *
 * Memory: the rows are read in batches of LEDGER_EXPORT_BATCH along `account_transaction (created_at, id)`
 * (keyset, migration 20261128050000), each batch written into exceljs's streaming WorkbookWriter, committed and
 * dropped; what is kept is the zipped file being written (and one batch). The file is sent as bytes
 * (`fileReply`), not streamed to the browser: the audit row names how many rows went out, and a failure half
 * way must still answer the normal error envelope, neither of which a response already under way can do.
 */

export const LEDGER_EXPORT_BATCH = 1000;

const YEN = "#,##0";

/** The Japan wall clock as a Date whose UTC fields read it: exceljs writes dates as UTC serials. */
const japanClockCell = (at: Date) => new Date(at.getTime() + JAPAN_UTC_OFFSET_MS);

/** One type's line of the summary. */
export type LedgerTypeTotal = { type: number; label: string; count: number; sumYen: number };

/** Counts and sums of the rows written, by type; every ledger type listed in the code table's order. */
export class LedgerTally {
  private readonly byType = new Map<number, { count: number; sumYen: number }>();

  add(type: number, amountYen: number): void {
    const entry = this.byType.get(type) ?? { count: 0, sumYen: 0 };
    entry.count += 1;
    entry.sumYen += amountYen;
    this.byType.set(type, entry);
  }

  /** Every type of the code table (0 where none), then any other type met (a code without a label). */
  lines(t: Translate): LedgerTypeTotal[] {
    const known = CODE_TABLE.filter((e) => e.group === "transactionType").map((e) => e.code);
    const others = [...this.byType.keys()].filter((type) => !known.includes(type)).sort((a, b) => a - b);
    return [...known, ...others].map((type) => ({
      type,
      label: transactionTypeLabel(t, type),
      count: this.byType.get(type)?.count ?? 0,
      sumYen: this.byType.get(type)?.sumYen ?? 0,
    }));
  }

  get total(): { count: number; sumYen: number } {
    let count = 0;
    let sumYen = 0;
    for (const entry of this.byType.values()) {
      count += entry.count;
      sumYen += entry.sumYen;
    }
    return { count, sumYen };
  }
}

/**
 * What the shop owed its sellers at the end of the period: each customer's last `balance_after_yen` written
 * before the end (0 for a customer without one), summed. One index probe per customer along
 * `account_transaction (customer_id, created_at)`.
 */
export async function balancesOwedAt(end: Date): Promise<{ totalYen: number; customers: number }> {
  const [row] = await getDb().$queryRaw<{ total: string; customers: number }[]>(Prisma.sql`
    SELECT COALESCE(SUM(last.balance_after_yen), 0)::text AS total, COUNT(last.balance_after_yen)::int AS customers
    FROM customer c
    CROSS JOIN LATERAL (
      SELECT t.balance_after_yen FROM account_transaction t
      WHERE t.customer_id = c.id AND t.created_at < ${end.toISOString()}::timestamp
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT 1
    ) last`);
  return { totalYen: Number(row?.total ?? 0), customers: Number(row?.customers ?? 0) };
}

const rowInclude = {
  customer: { select: { email: true, userName: true, companyName: true } },
  order: { select: { orderNo: true } },
  container: { select: { containerNo: true } },
  topUp: { select: { topUpNo: true } },
  withdrawal: { select: { withdrawalNo: true } },
} as const;

type Cursor = { createdAt: Date; id: number };
type RecordRow = Prisma.AccountTransactionGetPayload<{ include: typeof rowInclude }>;

/** The period's rows oldest first, a batch at a time (keyset on created_at, id: no batch re-reads the ones before). */
export async function* recordBatches(
  range: { gte: Date; lt: Date },
  batchSize = LEDGER_EXPORT_BATCH,
): AsyncGenerator<RecordRow[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows: RecordRow[] = await getDb().accountTransaction.findMany({
      where: {
        AND: [
          { createdAt: range },
          after
            ? {
                OR: [
                  { createdAt: { gt: after.createdAt } },
                  { createdAt: after.createdAt, id: { gt: after.id } },
                ],
              }
            : {},
        ],
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: batchSize,
      include: rowInclude,
    });
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

const COLUMNS = [
  ["at", 20],
  ["id", 10],
  ["customerId", 10],
  ["email", 30],
  ["companyName", 24],
  ["userName", 18],
  ["type", 18],
  ["amount", 14],
  ["balanceAfter", 14],
  ["orderNo", 22],
  ["containerNo", 22],
  ["topUpNo", 22],
  ["withdrawalNo", 22],
  ["remark", 48],
] as const;

export type LedgerExport = {
  body: Uint8Array;
  filename: string;
  rows: number;
  /** the sum of every customer's balance at the end of the period */
  balancesOwedYen: number;
};

/**
 * The workbook of every customer's account records whose Japan day is within [from, to] (validated by
 * ZLedgerExportQuery: both days, in order, at most LIMITS.ledgerExportMaxDays), headers, types and remarks in
 * the reader's language; then one audit row `ledger.export` naming the period and how many rows went out.
 */
export async function exportAccountRecords(
  period: TLedgerExportQuery,
  t: Translate,
  actor: Actor,
): Promise<LedgerExport> {
  const range = japanDayRange(period.from, period.to) as { gte: Date; lt: Date };
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Kaitsuke";
  workbook.created = now();

  const col = (name: string) => t(`staff.finance.ledgerExport.col.${name}`);
  const records = workbook.addWorksheet(t("staff.finance.ledgerExport.sheetRecords"), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  records.columns = COLUMNS.map(([key, width]) => ({
    key,
    width,
    style:
      key === "at"
        ? { numFmt: "yyyy-mm-dd hh:mm:ss" }
        : key === "amount" || key === "balanceAfter"
          ? { numFmt: YEN }
          : {},
  }));
  const head = records.addRow(COLUMNS.map(([key]) => col(key)));
  head.font = { bold: true };
  head.commit();

  const tally = new LedgerTally();
  for await (const batch of recordBatches(range)) {
    for (const r of batch) {
      tally.add(r.type, r.amountYen);
      records
        .addRow([
          japanClockCell(r.createdAt),
          r.id,
          r.customerId,
          r.customer.email,
          r.customer.companyName ?? null,
          r.customer.userName,
          transactionTypeLabel(t, r.type),
          r.amountYen,
          r.balanceAfterYen,
          r.order?.orderNo ?? null,
          r.container?.containerNo ?? null,
          r.topUp?.topUpNo ?? null,
          r.withdrawal?.withdrawalNo ?? null,
          remarkText(t, r),
        ])
        .commit();
    }
  }
  records.commit();

  const owed = await balancesOwedAt(range.lt);
  summarySheet(workbook, period, tally, owed.totalYen, t);
  await workbook.commit();

  const total = tally.total;
  await writeAudit(getDb(), actor, {
    action: "ledger.export",
    entityType: "ledger",
    entityId: `${period.from}..${period.to}`,
    after: {
      from: period.from,
      to: period.to,
      rows: total.count,
      sumYen: total.sumYen,
      balancesOwedYen: owed.totalYen,
    },
  });
  return {
    body: Buffer.concat(chunks),
    filename: ledgerExportFilename(period),
    rows: total.count,
    balancesOwedYen: owed.totalYen,
  };
}

function summarySheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  period: LedgerPeriod,
  tally: LedgerTally,
  balancesOwedYen: number,
  t: Translate,
): void {
  const s = (key: string, values?: Record<string, string | number>) =>
    t(`staff.finance.ledgerExport.summary.${key}`, values);
  const sheet = workbook.addWorksheet(t("staff.finance.ledgerExport.sheetSummary"));
  sheet.columns = [
    { width: 36 },
    { width: 12, style: { numFmt: YEN } },
    { width: 18, style: { numFmt: YEN } },
  ];
  sheet.addRow([s("title", period)]).font = { bold: true, size: 13 };
  const at = japanWallClock(now());
  sheet.addRow([s("exportedAt", { at: `${at.year}-${at.month}-${at.day} ${at.hour}:${at.minute}` })]);
  sheet.addRow([]);
  const head = sheet.addRow([s("type"), s("count"), s("sum")]);
  head.font = { bold: true };
  for (const line of tally.lines(t)) sheet.addRow([line.label, line.count, line.sumYen]);
  const total = tally.total;
  const totalRow = sheet.addRow([s("total"), total.count, total.sumYen]);
  totalRow.font = { bold: true };
  sheet.addRow([]);
  const owedRow = sheet.addRow([s("balancesOwed", { to: period.to }), null, balancesOwedYen]);
  owedRow.font = { bold: true };
  sheet.commit();
}
