import { beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { randomUUID } from "node:crypto";
import { atTime } from "@/lib/clock";
import { PAYMENT_METHOD, REVIEW_STATUS, TRANSACTION_TYPE as T } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { translator } from "@/lib/i18n/messages";
import { japanInstant } from "@/lib/japan-time";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { balancesOwedAt, recordBatches } from "@/lib/wallet/ledger-export";
import { transactionTypeLabel } from "@/lib/wallet/records";
import { createCustomer } from "../helpers/accounts";
import { signedInStaff, staffCall } from "../helpers/staff";

/**
 * The finance desk's download of every customer's account records of a period (docs/staff.md "Finance desk"):
 * the rows whose Japan day is in the period, oldest first, with a summary by type and the balances owed at the
 * end; refused without a session, with a seller's token and without `ledger.read`; bad input answers the
 * envelope; each download is one audit row.
 *
 * The period is June 2023, a month no other suite writes to (they write now, or in 2025 and later).
 */

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FROM = "2023-06-01";
const TO = "2023-06-30";
const END = japanInstant("2023-07-01T00:00:00");

type Seller = Awaited<ReturnType<typeof createCustomer>>;
type Member = Awaited<ReturnType<typeof signedInStaff>>;

let finance: Member;
let owner: Member;
let warehouse: Member;
let a: Seller;
let b: Seller;
/** the ledger ids in the period, oldest first, and the rows around it */
const inside: number[] = [];
let before = 0;
let after = 0;
let topUpNo = "";
let owedBefore = 0;

/** One ledger row of the customer at a Japan wall-clock time. */
const rowAt = (local: string, change: Parameters<typeof applyBalanceChangeNow>[0]) =>
  atTime(japanInstant(local), async () => (await applyBalanceChangeNow(change)).transaction.id);

beforeAll(async () => {
  [finance, owner, warehouse] = [
    await signedInStaff(["finance"]),
    await signedInStaff(["owner"]),
    await signedInStaff(["warehouse"]),
  ];
  owedBefore = (await balancesOwedAt(END)).totalYen;
  a = await createCustomer();
  b = await createCustomer();
  await getDb().customer.update({ where: { id: a.id }, data: { companyName: "株式会社テスト商事" } });
  topUpNo = `TU${randomUUID().replaceAll("-", "").slice(0, 14).toUpperCase()}`;
  const topUp = await getDb().topUp.create({
    data: {
      customerId: a.id,
      topUpNo,
      paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
      amountYen: 5_000,
      reviewStatus: REVIEW_STATUS.APPROVED,
    },
  });
  // A: one second before the period (Japan time), so its day is 2023-05-31: not in it.
  before = await rowAt("2023-05-31T23:59:59", { customerId: a.id, type: T.TOP_UP, amountYen: 10_000 });
  inside.push(
    await rowAt("2023-06-01T00:00:00", {
      customerId: a.id,
      type: T.TOP_UP,
      amountYen: 5_000,
      topUpId: topUp.id,
    }),
    await rowAt("2023-06-15T12:00:00", { customerId: b.id, type: T.TOP_UP, amountYen: 100_000 }),
    // The same instant as B's: the older id first.
    await rowAt("2023-06-15T12:00:00", { customerId: a.id, type: T.COMPENSATION, amountYen: 2_000 }),
    await rowAt("2023-06-20T10:00:00", {
      customerId: a.id,
      type: T.DEDUCTION,
      amountYen: -3_000,
      remarkKey: "ledger.membershipFee",
      remarkParams: { days: 30 },
      remark: "手動メモ",
    }),
    // The period's last second in Japan (14:59:59 UTC): still June 30th.
    await rowAt("2023-06-30T23:59:59", { customerId: b.id, type: T.DEDUCTION, amountYen: -30_000 }),
  );
  // July 1st 00:00 in Japan (June 30th in UTC): after the period.
  after = await rowAt("2023-07-01T00:00:00", { customerId: a.id, type: T.COMPENSATION, amountYen: 7_000 });
}, 120_000);

async function download(member: Member, query: Record<string, string>, lang = "ja") {
  return staffCall("GET", "/staff/finance/ledger/export", member.cookie, { query, lang });
}

async function workbookOf(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

const valuesOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

const exportsBy = (member: Member) =>
  getDb().auditLog.findMany({
    where: { action: "ledger.export", staffId: member.id },
    orderBy: { id: "asc" },
  });

describe("GET /staff/finance/ledger/export", () => {
  it("answers every customer's rows of the Japan days asked for, oldest first, in the reader's language", async () => {
    const res = await download(finance, { from: FROM, to: TO });
    expect(res.contentType, JSON.stringify(res.json)).toBe(XLSX);
    expect(res.headers.get("content-disposition")).toContain(`account-records_${FROM}_${TO}.xlsx`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const wb = await workbookOf(res.bytes);
    const t = translator("ja");
    expect(wb.worksheets.map((s) => s.name)).toEqual([
      t("staff.finance.ledgerExport.sheetRecords"),
      t("staff.finance.ledgerExport.sheetSummary"),
    ]);
    const [head, ...rows] = valuesOf(wb.worksheets[0]);
    expect(head).toEqual([
      "日時（日本時間）",
      "明細ID",
      "顧客ID",
      "メールアドレス",
      "会社名",
      "ユーザー名",
      "取引種別",
      "金額（円）",
      "取引後の残高（円）",
      "注文番号",
      "梱包リスト番号",
      "チャージ番号",
      "出金番号",
      "備考",
    ]);
    // Only this suite writes June 2023: the period's rows are exactly ours, oldest first.
    const ids = rows.map((r) => r[1]);
    expect(ids).toEqual(inside);
    expect(ids).not.toContain(before);
    expect(ids).not.toContain(after);
    const cell = (id: number) => rows.find((r) => r[1] === id)!;

    const first = cell(inside[0]);
    // The Japan wall clock as a date cell (exceljs reads it back as that clock in UTC).
    expect((first[0] as Date).toISOString()).toBe("2023-06-01T00:00:00.000Z");
    expect(first.slice(1, 9)).toEqual([
      inside[0],
      a.id,
      a.email,
      "株式会社テスト商事",
      expect.any(String),
      transactionTypeLabel(t, T.TOP_UP),
      5_000,
      15_000,
    ]);
    expect(first[11]).toBe(topUpNo);

    const remarked = cell(inside[3]);
    expect(remarked.slice(6, 9)).toEqual([transactionTypeLabel(t, T.DEDUCTION), -3_000, 14_000]);
    expect(remarked[13]).toBe("会員月会費（30日） — 手動メモ");

    const last = cell(inside[4]);
    expect((last[0] as Date).toISOString()).toBe("2023-06-30T23:59:59.000Z");
    expect(last.slice(2, 9)).toEqual([
      b.id,
      b.email,
      undefined,
      expect.any(String),
      transactionTypeLabel(t, T.DEDUCTION),
      -30_000,
      70_000,
    ]);
  });

  it("sums each type and the total, and the balances owed when the period ended", async () => {
    const res = await download(owner, { from: FROM, to: TO });
    expect(res.contentType, JSON.stringify(res.json)).toBe(XLSX);
    const summary = valuesOf((await workbookOf(res.bytes)).worksheets[1]);
    const t = translator("ja");
    const line = (label: string) => summary.find((r) => r[0] === label);
    expect(summary[0][0]).toBe(`入出金明細 ${FROM} 〜 ${TO}（日本時間）`);
    expect(line(transactionTypeLabel(t, T.TOP_UP))!.slice(1, 3)).toEqual([2, 105_000]);
    expect(line(transactionTypeLabel(t, T.DEDUCTION))!.slice(1, 3)).toEqual([2, -33_000]);
    expect(line(transactionTypeLabel(t, T.COMPENSATION))!.slice(1, 3)).toEqual([1, 2_000]);
    expect(line(transactionTypeLabel(t, T.REFUND))!.slice(1, 3)).toEqual([0, 0]);
    expect(line("合計")!.slice(1, 3)).toEqual([5, 74_000]);
    // A's last row on or before June 30th leaves 14,000, B's 70,000 (A's July row is not counted).
    const owed = summary.find((r) => String(r[0]).includes(`${TO} 終了時点`))!;
    expect(owed[2]).toBe(owedBefore + 14_000 + 70_000);
  });

  it("speaks the reader's language: headers, types and remarks in English for an English console", async () => {
    const res = await download(finance, { from: FROM, to: TO }, "en-us");
    const wb = await workbookOf(res.bytes);
    const t = translator("en-us");
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Account records", "Summary"]);
    const [head, ...rows] = valuesOf(wb.worksheets[0]);
    expect(head[0]).toBe("Time (Japan)");
    const remarked = rows.find((r) => r[1] === inside[3])!;
    expect(remarked[6]).toBe(transactionTypeLabel(t, T.DEDUCTION));
    expect(remarked[13]).toBe("Membership fee (30 days) — 手動メモ");
  });

  it("writes one audit row per download: who, the period and how many rows", async () => {
    const beforeRows = (await exportsBy(finance)).length;
    await download(finance, { from: FROM, to: TO });
    const rows = await exportsBy(finance);
    expect(rows).toHaveLength(beforeRows + 1);
    expect(rows.at(-1)).toMatchObject({
      staffId: finance.id,
      actor: finance.email,
      action: "ledger.export",
      entityType: "ledger",
      entityId: `${FROM}..${TO}`,
      after: { from: FROM, to: TO, rows: 5, sumYen: 74_000 },
    });
  });

  it("an empty period is a workbook with the headers and zero totals", async () => {
    const res = await download(finance, { from: "2023-02-01", to: "2023-02-28" });
    expect(res.contentType).toBe(XLSX);
    const wb = await workbookOf(res.bytes);
    expect(valuesOf(wb.worksheets[0])).toHaveLength(1);
    expect(
      valuesOf(wb.worksheets[1])
        .find((r) => r[0] === "合計")!
        .slice(1, 3),
    ).toEqual([0, 0]);
    expect((await exportsBy(finance)).at(-1)).toMatchObject({ after: { rows: 0 } });
  });

  it("refuses without a staff session, with a seller's token, and for a member without ledger.read", async () => {
    const audits = await getDb().auditLog.count({ where: { action: "ledger.export" } });
    const query = { from: FROM, to: TO };
    const url = "/staff/finance/ledger/export";
    const none = await staffCall("GET", url, null, { query, lang: "en-us" });
    expect(none.json.code).toBe(401);
    const seller = await staffCall("GET", url, null, { query, lang: "en-us", token: a.token });
    expect(seller.json.code).toBe(401);
    const refused = await staffCall("GET", url, warehouse.cookie, { query, lang: "en-us" });
    expect(refused.json).toEqual({ code: 500, msg: "You currently have no permission" });
    expect(await getDb().auditLog.count({ where: { action: "ledger.export" } })).toBe(audits);
  });

  it.each([
    [{ from: TO, to: FROM }, "終了日は開始日以降の日付を指定してください"],
    [{ from: "2023-01-01", to: "2023-04-03" }, "期間は92日以内で指定してください"],
    [{ from: "2023-06-31", to: TO }, "日付の形式が正しくありません（YYYY-MM-DD）"],
    [{ from: "2023/06/01", to: TO }, "日付の形式が正しくありません（YYYY-MM-DD）"],
    [{ from: FROM }, "必須項目です"],
  ])("bad input %j answers the envelope with its message and writes no audit row", async (query, msg) => {
    const audits = await exportsBy(finance);
    const res = await download(finance, query as Record<string, string>);
    expect(res.status).toBe(200);
    expect(res.contentType).toContain("json");
    expect(res.json).toEqual({ code: 500, msg });
    expect(await exportsBy(finance)).toHaveLength(audits.length);
  });

  it("reads batch after batch along (created_at, id): a row at the same instant as the batch's last is not lost", async () => {
    const range = { gte: japanInstant(`${FROM}T00:00:00`), lt: END };
    for (const size of [1, 2, 3]) {
      const batches = [];
      for await (const batch of recordBatches(range, size)) batches.push(batch.map((r) => r.id));
      expect(batches.flat(), String(size)).toEqual(inside);
      expect(batches.every((batch) => batch.length <= size)).toBe(true);
    }
  });

  it("takes a whole quarter of 92 days", async () => {
    const res = await download(finance, { from: "2023-04-01", to: "2023-07-01" });
    expect(res.contentType, JSON.stringify(res.json)).toBe(XLSX);
    const ids = valuesOf((await workbookOf(res.bytes)).worksheets[0])
      .slice(1)
      .map((r) => r[1]);
    expect(ids).toEqual([before, ...inside, after]);
  });
});
