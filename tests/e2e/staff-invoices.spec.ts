import { TRANSACTION_TYPE } from "@/lib/codes";
import { test, expect, ownClientAddress, toast } from "./fixtures";
import { OPERATOR_SKIP_REASON, localeOf, newSeller, orderAndPay, texts } from "./journeys";
import { pdfPagesText } from "./pdf-text";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * The invoices desk (docs/invoices.md "Corrections"), phone and desktop: a seller's order invoice is issued;
 * the seller then changes the name invoices are addressed to; finance finds the invoice by the seller's email
 * and issues a correction with a reason: a new number naming the old invoice, which stays as it was; the
 * seller's invoice link now gives the correction.
 */
test.use(ownClientAddress());

const NUMBER = /INV-\d{4}-\d{6}/;

test("finance corrects a seller's invoice after the recipient's name changed; the seller gets the correction", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const finance = demoStaff("finance");
  const tf = texts(finance.language);
  const seller = await newSeller(request, mailbox, "invoice-desk", 30_000);
  const orderId = await orderAndPay(seller.api, 1);
  const records = await seller.api.get<{ id: number; type: number; orderId: number | null }>(
    "/shop/account/records",
    { pageNum: 1, pageSize: 20 },
  );
  const payment = records.rows!.find(
    (r) => r.type === TRANSACTION_TYPE.ORDER_PAYMENT && r.orderId === orderId,
  )!;
  const invoiceOf = async () => {
    const res = await request.get(`/api/shop/invoice/transaction/${payment.id}`, {
      headers: { Authorization: `Bearer ${seller.token}` },
    });
    expect(res.headers()["content-type"]).toBe("application/pdf");
    return (await pdfPagesText(await res.body())).join("\n");
  };
  const first = await invoiceOf();
  const oldNumber = first.match(NUMBER)![0];

  const recipient = `株式会社テスト商事 ${Date.now().toString(36)}`;
  const renamed = await seller.api.post("/shop/company/updateInfo", {
    companyName: "株式会社テスト商事",
    postalCode: "1500002",
    regionId: 13,
    address: "渋谷区渋谷2-15-1",
    phone: "03-1234-5678",
    invoiceRecipientName: recipient,
  });
  expect(renamed.code, renamed.msg).toBe(200);

  await staffSignIn(page, finance, localeOf(info), "/staff/finance/invoices");
  await page.getByLabel(tf("staff.finance.invoices.searchLabel")).fill(seller.email);
  await page.getByRole("button", { name: tf("staff.finance.invoices.search") }).click();
  const old = page.locator(`[data-testid="invoice-row"][data-number="${oldNumber}"]`);
  await expect(old).toContainText(tf("staff.finance.invoices.inForce"));
  await old.getByRole("button", { name: tf("staff.finance.invoices.correct") }).click();
  const form = old.getByRole("form", { name: tf("staff.finance.invoices.correct") });
  await form.getByRole("button", { name: tf("staff.finance.invoices.submit") }).click();
  await expect(toast(page, tf("validation.required"))).toBeVisible();
  await form.getByLabel(tf("staff.finance.invoices.reason")).fill("宛名の変更");
  await form.getByRole("button", { name: tf("staff.finance.invoices.submit") }).click();
  await expect(toast(page, tf("staff.finance.invoices.done"))).toBeVisible();

  const rows = page.getByTestId("invoice-row");
  await expect(rows).toHaveCount(2);
  const correction = rows.filter({ hasText: tf("staff.finance.invoices.corrects", { number: oldNumber }) });
  await expect(correction).toContainText(recipient);
  await expect(correction).toContainText(tf("staff.finance.invoices.inForce"));
  const newNumber = await correction.getAttribute("data-number");
  expect(newNumber).toMatch(NUMBER);
  expect(newNumber).not.toBe(oldNumber);
  await expect(old.getByTestId("corrected-by")).toHaveText(
    tf("staff.finance.invoices.correctedBy", { number: newNumber! }),
  );
  await expect(old.getByRole("button", { name: tf("staff.finance.invoices.correct") })).toHaveCount(0);

  // The seller's invoice of that payment is now the correction, addressed to the new name.
  const now = await invoiceOf();
  expect(now).toContain(newNumber!);
  expect(now.replace(/\s+/g, "")).toContain(recipient.replace(/\s+/g, ""));
});
