import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { test, expect, toast } from "./fixtures";
import { texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";
import { japanYmd } from "@/lib/japan-time";
import { ledgerExportFilename, previousJapanMonth } from "@/lib/wallet/ledger-export-period";

/**
 * The month's closing (docs/staff.md "Finance desk"): the demo finance member opens the ledger page, on a phone
 * and on a desktop; the download form offers the previous Japan month; a reversed period is refused on its
 * field and nothing is downloaded; the month downloads as `account-records_<from>_<to>.xlsx`, and the workbook
 * holds every customer's rows of those Japan days (the demo sellers' top-ups and payments of last month) with
 * a summary that adds up to them.
 */
test("finance downloads last month's account records of every customer from the ledger page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = texts("ja");
  const period = previousJapanMonth(new Date());
  await staffSignIn(page, demoStaff("finance"), "ja", "/staff/finance/ledger");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("staff.finance.menu.ledger"));

  const form = page.getByRole("form", { name: t("staff.finance.ledgerExport.title") });
  const from = form.getByLabel(t("staff.finance.ledgerExport.from"));
  const to = form.getByLabel(t("staff.finance.ledgerExport.to"));
  await expect(from).toHaveValue(period.from);
  await expect(to).toHaveValue(period.to);
  const button = form.getByRole("button", { name: t("staff.finance.ledgerExport.download") });
  await expect(button).toBeInViewport();

  // A period ending before it starts: the field says why, nothing is downloaded.
  let downloads = 0;
  page.on("download", () => downloads++);
  await to.fill("2022-01-01");
  await button.click();
  await expect(form.getByTestId("ledger-export-to-error")).toHaveText(t("validation.dateOrder"));
  await expect(to).toHaveAttribute("aria-invalid", "true");
  expect(downloads).toBe(0);

  // The month.
  await to.fill(period.to);
  await expect(form.getByTestId("ledger-export-to-error")).toHaveCount(0);
  const saved = page.waitForEvent("download");
  await button.click();
  const file = await saved;
  expect(await file.failure()).toBeNull();
  expect(file.suggestedFilename()).toBe(ledgerExportFilename(period));
  await expect(
    toast(page, t("staff.finance.ledgerExport.done", { file: ledgerExportFilename(period) })),
  ).toBeVisible();

  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  expect(wb.worksheets.map((s) => s.name)).toEqual([
    t("staff.finance.ledgerExport.sheetRecords"),
    t("staff.finance.ledgerExport.sheetSummary"),
  ]);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [head, ...records] = rows;
  expect(head.slice(0, 4)).toEqual([
    t("staff.finance.ledgerExport.col.at"),
    t("staff.finance.ledgerExport.col.id"),
    t("staff.finance.ledgerExport.col.customerId"),
    t("staff.finance.ledgerExport.col.email"),
  ]);
  // The demo sellers' history reaches 45 days back: last month has their rows.
  expect(records.length).toBeGreaterThan(0);
  expect(records.map((r) => r[3])).toContain("demo@example.com");
  const days = records.map((r) => (r[0] as Date).toISOString().slice(0, 10));
  for (const day of days) expect(day >= period.from && day <= period.to, day).toBe(true);
  expect([...days].sort()).toEqual(days);
  expect(japanYmd(new Date()) > period.to).toBe(true);

  const summary: unknown[][] = [];
  wb.worksheets[1].eachRow((row) => summary.push((row.values as unknown[]).slice(1)));
  const total = summary.find((r) => r[0] === t("staff.finance.ledgerExport.summary.total"))!;
  expect(total[1]).toBe(records.length);
  expect(total[2]).toBe(records.reduce((sum, r) => sum + (r[7] as number), 0));
});
