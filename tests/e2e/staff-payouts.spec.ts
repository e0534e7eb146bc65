import { AUDIT_STATUS, TRANSACTION_TYPE, labelKeyOf } from "@/lib/codes";
import { test, expect, toast } from "./fixtures";
import { localeOf, loginAt, sellerInOwnBrowser, texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * The finance desks' money out, phone and desktop: finance finds a seller and credits a compensation with its
 * reason; the seller asks for two withdrawals; finance pays one and turns the other down; the ledger shows
 * each step, and the seller sees the reason in their records, the decisions and the balance.
 */
const BANK = {
  bankName: "みずほ銀行",
  branchName: "東京営業部",
  accountType: "ordinary",
  accountNo: "1234567",
  accountHolder: "ヤマダ タロウ",
};

test("finance credits a compensation, pays one withdrawal and turns one down; the seller sees each", async ({
  page,
  browser,
  mailbox,
}, info) => {
  const locale = localeOf(info);
  const finance = demoStaff("finance");
  const tf = texts(finance.language);
  const {
    context: sellerContext,
    email,
    password,
    api,
  } = await sellerInOwnBrowser(browser, mailbox, "payouts");

  // ── a compensation of 5,000 yen, found by the seller's email ──
  const reason = `Crushed box on order ${Date.now().toString(36)}`;
  await staffSignIn(page, finance, locale, "/staff/finance/adjust");
  await page.getByLabel(tf("staff.finance.customer.search")).fill(email);
  await page.getByRole("button", { name: tf("staff.finance.customer.find") }).click();
  await page.getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await expect(page.getByTestId("finance-customer")).toContainText(email);
  const form = page.getByRole("form", { name: tf("staff.finance.menu.adjust") });
  await form.getByLabel(tf("staff.finance.adjust.kinds.compensation")).check();
  await form.getByLabel(tf("staff.finance.adjust.amount")).fill("5000");
  await form.getByLabel(tf("staff.finance.adjust.reason")).fill(reason);
  await form.getByRole("button", { name: tf("staff.finance.adjust.submit") }).click();
  const done = page.getByTestId("adjust-done");
  await expect(done).toContainText(tf("staff.finance.adjust.done"));
  await expect(done).toContainText("5,000");

  // ── the seller asks for two withdrawals: 2,000 and 1,000 yen are held ──
  const ask = async (amount: number) => {
    const res = await api.post<{ id: number }>("/shop/account/withdrawal", { amount, ...BANK });
    expect(res.code).toBe(200);
    return res.data!.id;
  };
  const paidId = await ask(2000);
  const turnedDownId = await ask(1000);

  // ── finance pays the first and turns the second down, on the desk's pending list ──
  await page.goto(`/staff/finance/withdrawals?q=${encodeURIComponent(email)}`);
  const paid = page.locator(`[data-withdrawal-id="${paidId}"]`);
  const turnedDown = page.locator(`[data-withdrawal-id="${turnedDownId}"]`);
  await expect(paid).toContainText("2,000");
  await expect(paid).toContainText(BANK.accountHolder);
  await paid.getByLabel(tf("staff.finance.withdrawals.note")).fill("Sent by online banking");
  await paid.getByRole("button", { name: tf("staff.finance.withdrawals.pay") }).click();
  await expect(toast(page, tf("staff.finance.withdrawals.paid"))).toBeVisible();
  await expect(paid).toHaveCount(0);
  const why = "The account holder does not match the customer's name";
  await turnedDown.getByRole("button", { name: tf("staff.finance.withdrawals.reject") }).click();
  // No reason, no decision: the first failing rule, and the request stays.
  await expect(toast(page, tf("validation.finance.reasonRequired"))).toBeVisible();
  await expect(turnedDown).toBeVisible();
  // A transfer the bank returned is recorded as such: the field and the button say so while it is ticked.
  const bounced = turnedDown.getByLabel(tf("staff.finance.withdrawals.failedTransfer"));
  await bounced.check();
  await expect(turnedDown.getByLabel(tf("staff.finance.withdrawals.failedReason"))).toBeVisible();
  await expect(
    turnedDown.getByRole("button", { name: tf("staff.finance.withdrawals.returnFailed") }),
  ).toBeVisible();
  await bounced.uncheck();
  await turnedDown.getByLabel(tf("staff.finance.withdrawals.reason")).fill(why);
  await turnedDown.getByRole("button", { name: tf("staff.finance.withdrawals.reject") }).click();
  await expect(toast(page, tf("staff.finance.withdrawals.rejected"))).toBeVisible();
  await expect(turnedDown).toHaveCount(0);
  await expect(page.getByTestId("desk-empty")).toBeVisible();

  // ── the ledger: the compensation, then the two holds; the returned 1,000 brings the balance to 3,000 ──
  await page.goto("/staff/finance/ledger");
  await page.getByLabel(tf("staff.finance.customer.search")).fill(email);
  await page.getByRole("button", { name: tf("staff.finance.customer.find") }).click();
  await page.getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await expect(page.getByTestId("finance-customer")).toContainText("3,000");
  await expect(page.getByTestId("ledger-row").filter({ hasText: reason })).toContainText("5,000");

  // ── the seller: the reason in the records, one withdrawal paid, one turned down with its reason ──
  const t = texts(locale);
  const seller = await sellerContext.newPage();
  await loginAt(seller, "/accountEcords", { email, password }, locale);
  const compensation = seller.locator(`[data-testid="record"][data-type="${TRANSACTION_TYPE.COMPENSATION}"]`);
  await expect(compensation.getByTestId("record-remark")).toContainText(reason);
  await seller.goto("/account/transferApply");
  await expect(seller.getByTestId("wallet-balance")).toContainText("3,000");
  const requests = seller.getByTestId("withdrawal");
  await expect(requests).toHaveCount(2);
  const label = (status: number) => t(labelKeyOf("auditStatus", status)!);
  await expect(requests.filter({ hasText: why })).toContainText(label(AUDIT_STATUS.TURNED_DOWN));
  await expect(requests.filter({ hasText: why })).toContainText("1,000");
  const paidRequest = requests.filter({ hasText: "Sent by online banking" });
  await expect(paidRequest).toContainText(label(AUDIT_STATUS.SUCCESS));
  await expect(paidRequest).toContainText("2,000");

  // ── the seller's inbox: one notice for each of finance's three decisions, newest first ──
  await seller.goto("/user/userMsgNotify");
  const threads = seller.getByTestId("thread");
  await expect(threads).toHaveCount(3);
  await expect(threads.nth(0)).toContainText(t("notice.withdrawalRejected.title"));
  await expect(threads.nth(1)).toContainText(t("notice.withdrawalPaid.title"));
  await expect(threads.nth(2)).toContainText(t("notice.balanceCompensated.title"));
  await threads.nth(0).click();
  await expect(seller.getByTestId("message")).toContainText(why);
  await expect(seller.getByTestId("message")).toContainText("1,000");
  await sellerContext.close();
});
