import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_PAYPAL_PORT } from "../../playwright.config";
import {
  test,
  expect,
  registerViaApi,
  type Mailbox,
  switchLanguage,
  toast,
  ownClientAddress,
} from "./fixtures";

const run = promisify(execFile);

/**
 * The operator approves with `npm run op:topup-approve` in its own process, which must open the shop's
 * database: with DATABASE_URL (PostgreSQL) it can; the embedded PGlite of the e2e server allows one process
 * only, so without DATABASE_URL that test is skipped (`npm test` in CI runs with DATABASE_URL).
 */
const OPERATOR_SKIP_REASON =
  "operator approval runs as a second process: needs DATABASE_URL (PGlite opens in one process only)";

test.use(ownClientAddress());

const messages = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));

/** A real 2×2 PNG and a minimal PDF (the server checks the bytes, not the name). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4wcBwggGMTzAwAAAZDgMhwQXcYQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A fresh customer (fixed e2e captcha, code from the mailbox): balance 0, no records. */
async function freshCustomer(request: APIRequestContext, mailbox: Mailbox) {
  const password = "Wallet1234";
  const email = await registerViaApi(request, mailbox, "wallet", password);
  return { email, password };
}

/** Opens a wallet screen: the guard sends to /login and back (SPEC §2). */
async function loginTo(page: Page, path: string, who: { email: string; password: string }) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?flag=1&redirect=/);
  await page.getByLabel("メールアドレス").fill(who.email);
  await page.getByLabel("パスワード").fill(who.password);
  await page.getByRole("button", { name: "ログイン", exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
}

/** From the top-up hub to the bank-transfer form with the amount, then the request; returns its number. */
async function requestBankTopUp(
  page: Page,
  amount: number,
  slip?: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto("/account/accountPay");
  await page.getByLabel("チャージ金額（円）").fill(String(amount));
  await page.getByRole("button", { name: "振込先を表示する" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/accountPayZcl\\?amount=${amount}$`));
  await expect(page.getByLabel("チャージ金額（円）")).toHaveValue(String(amount));
  if (slip) {
    await page.getByLabel("振込明細のファイルを選択").setInputFiles(slip);
    await expect(
      page.getByTestId("upload-widget").getByText(slip.name).or(page.getByAltText(slip.name)),
    ).toBeVisible();
  }
  await page.getByRole("button", { name: "チャージを申請する" }).click();
  // With a slip the answer no longer asks for one.
  await expect(
    toast(page, slip ? "チャージ申請と振込明細を受け付けました" : "チャージ申請を受け付けました"),
  ).toBeVisible();
  const created = page.getByTestId("top-up-created");
  await expect(created.getByTestId("review-status")).toHaveText("入金待ち");
  return (await created.getByTestId("top-up-no").textContent())!.trim();
}

test("an offline top-up request with a transfer slip waits in the records; an unpaid one shows its deadline and can be cancelled", async ({
  page,
  request,
  mailbox,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const who = await freshCustomer(request, mailbox);
  await loginTo(page, "/account/accountPay", who);
  await expect(page.getByTestId("wallet-balance")).toHaveText("0円");

  // SPEC §5: the first failing rule as a toast, nothing sent.
  await page.getByRole("button", { name: "振込先を表示する" }).click();
  await expect(toast(page, "金額を入力してください")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/accountPay$/);

  await page.getByLabel("チャージ金額（円）").fill("12345");
  await page.getByRole("button", { name: "振込先を表示する" }).click();
  await expect(page).toHaveURL(/\/account\/accountPayZcl\?amount=12345$/);
  // The payment window and the receiving accounts (SPEC §3: category ordinary, fee rate 0).
  await expect(page.getByTestId("payment-window")).toContainText("24時間");
  const accounts = page.getByTestId("bank-account");
  await expect(accounts).toHaveCount(5);
  await expect(accounts.first()).toContainText("PayPay銀行");
  await expect(accounts.first()).toContainText("普通");
  await expect(accounts.first()).toContainText("0%");
  await accounts.first().getByRole("button", { name: "口座番号をコピー" }).click();
  await expect(toast(page, "コピーしました")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("1048213");

  // An Office file is not a slip (SPEC §5 type mismatch).
  await page.getByLabel("振込明細のファイルを選択").setInputFiles({
    name: "slip.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from("not really a document"),
  });
  await expect(
    page
      .getByTestId("toast")
      .filter({ hasText: /ファイル/ })
      .first(),
  ).toBeVisible();

  await page
    .getByLabel("振込明細のファイルを選択")
    .setInputFiles({ name: "振込明細.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByTestId("upload-widget").getByText("振込明細.pdf")).toBeVisible();
  await page.getByRole("button", { name: "チャージを申請する" }).click();
  await expect(toast(page, "チャージ申請と振込明細を受け付けました")).toBeVisible();
  const created = page.getByTestId("top-up-created");
  await expect(created.getByTestId("review-status")).toHaveText("入金待ち");
  await expect(created).toContainText("振込明細を受け付けました");
  const withSlip = (await created.getByTestId("top-up-no").textContent())!.trim();

  await page.getByRole("link", { name: "チャージ履歴へ" }).click();
  await expect(page).toHaveURL(/\/account\/rechargeList$/);
  const row = page.locator(`[data-top-up-no="${withSlip}"]`);
  await expect(row.getByTestId("review-status")).toHaveText("入金待ち");
  await expect(row.getByTestId("top-up-amount")).toHaveText("12,345円");
  await expect(row).toContainText("銀行振込");
  await expect(row.getByTestId("slip-link")).toHaveAttribute("href", /\.pdf$/);
  // With the slip in, the request waits for the operator: no payment deadline any more.
  await expect(row.getByTestId("top-up-deadline")).toHaveCount(0);

  // A request without a slip: 24 h to pay, then cancelled by the customer.
  const unpaid = await requestBankTopUp(page, 500);
  await expect(page.getByTestId("deadline")).toContainText(
    /24時間以内（\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}まで）/,
  );
  await page.goto("/account/rechargeList");
  const unpaidRow = page.locator(`[data-top-up-no="${unpaid}"]`);
  await expect(unpaidRow.getByTestId("top-up-deadline")).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await unpaidRow.getByRole("button", { name: "申請を取り消す" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "確認" }).click();
  await expect(toast(page, "チャージ申請を取り消しました")).toBeVisible();
  await expect(unpaidRow.getByTestId("review-status")).toHaveText("取消済み");
  await expect(unpaidRow.getByRole("button", { name: "申請を取り消す" })).toHaveCount(0);
  await expect(page.locator(`[data-top-up-no="${withSlip}"]`).getByTestId("review-status")).toHaveText(
    "入金待ち",
  );

  // Nothing was credited.
  await page.goto("/accountEcords");
  await expect(page.getByTestId("wallet-balance")).toHaveText("0円");
  await expect(page.getByTestId("list-status")).toHaveText("入出金明細はありません");
});

test("the operator's approval of a bank-transfer top-up shows in the balance and the account records", async ({
  page,
  request,
  mailbox,
}) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const who = await freshCustomer(request, mailbox);
  await loginTo(page, "/account/accountPay", who);
  const topUpNo = await requestBankTopUp(page, 30000, {
    name: "furikomi.png",
    mimeType: "image/png",
    buffer: PNG,
  });

  // The documented operator command, against the database the e2e server uses.
  const { stdout } = await run("npm", ["run", "--silent", "op:topup-approve", "--", topUpNo, "e2e"], {
    env: { ...process.env },
  });
  expect(stdout).toContain(`approved ${topUpNo}`);

  await page.goto("/account/rechargeList");
  await expect(page.locator(`[data-top-up-no="${topUpNo}"]`).getByTestId("review-status")).toHaveText(
    "承認済み",
  );
  await page.goto("/account/accountPay");
  await expect(page.getByTestId("wallet-balance")).toHaveText("30,000円");
  await page.goto("/accountEcords");
  const record = page.getByTestId("record").first();
  await expect(record.getByTestId("record-type")).toHaveText(
    messages("ja").codes.transactionType.BANK_TRANSFER_TOP_UP,
  );
  await expect(record.getByTestId("record-amount")).toHaveText("+30,000円");
  await expect(record.getByTestId("record-amount")).toHaveClass(/text-emerald-700/);
  await expect(record.getByTestId("record-balance-after")).toHaveText("30,000円");
  await expect(record.getByTestId("record-remark")).toContainText(topUpNo);
});

test("a PayPal top-up through the PayPal test server credits once; a withdrawal holds the amount", async ({
  page,
  request,
  mailbox,
}) => {
  const who = await freshCustomer(request, mailbox);
  await loginTo(page, "/account/accountPay", who);

  // PayPal is configured for the run: offered with its fee.
  await expect(page.getByTestId("paypal-note")).toContainText("3.6% ＋ 40円");
  await page.getByRole("radio", { name: /PayPal/ }).check();

  // Leaving PayPal without paying: the failure page, and the request can be withdrawn from the records.
  await page.getByLabel("チャージ金額（円）").fill("100");
  await page.getByRole("button", { name: "PayPalで支払う" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PAYPAL_PORT}/checkoutnow\\?token=`));
  await page.getByRole("button", { name: "Cancel and return" }).click();
  await expect(page).toHaveURL(/\/pay\/status\?topUpNo=TU\w+&cancel=1&token=\w+/);
  await expect(page.getByTestId("pay-failed")).toHaveText("支払いに失敗しました");
  await page.getByRole("link", { name: "チャージ履歴へ" }).click();
  const abandoned = page.getByTestId("top-up").first();
  await expect(abandoned).toContainText("PayPal");
  await expect(abandoned.getByTestId("review-status")).toHaveText("入金待ち");
  await abandoned.getByRole("button", { name: "申請を取り消す" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "確認" }).click();
  await expect(abandoned.getByTestId("review-status")).toHaveText("取消済み");

  // Paying: 5,000 yen + fee (3.6 % rounded up + 40) at PayPal, 5,000 yen credited.
  await page.goto("/account/accountPay");
  await page.getByRole("radio", { name: /PayPal/ }).check();
  await page.getByLabel("チャージ金額（円）").fill("5000");
  await expect(page.getByTestId("paypal-breakdown")).toContainText("220円");
  await expect(page.getByTestId("paypal-breakdown")).toContainText("5,220円");
  await page.getByRole("button", { name: "PayPalで支払う" }).click();
  await expect(page.getByTestId("paypal-amount")).toHaveText("5220 JPY");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/pay\/status\?topUpNo=TU\w+&token=\w+&PayerID=E2EBUYER0001$/);
  await expect(page.getByTestId("pay-success")).toHaveText("チャージが完了しました");
  await expect(page.getByTestId("credited-amount")).toHaveText("5,000円");
  await expect(page.getByTestId("new-balance")).toHaveText("5,000円");

  // Coming back to the same return URL does not credit again.
  await page.reload();
  await expect(page.getByTestId("pay-success")).toBeVisible();
  await expect(page.getByTestId("new-balance")).toHaveText("5,000円");

  await page.getByRole("link", { name: "入出金明細を見る" }).click();
  await expect(page).toHaveURL(/\/accountEcords$/);
  await expect(page.getByTestId("record")).toHaveCount(1);
  await expect(page.getByTestId("record-type")).toHaveText(
    messages("ja").codes.transactionType.PAYPAL_TOP_UP,
  );
  await expect(page.getByTestId("record-amount")).toHaveText("+5,000円");

  // Withdrawal: the first failing rule, then a request that holds 2,000 yen.
  await page.getByRole("link", { name: "出金申請" }).first().click();
  await expect(page).toHaveURL(/\/account\/transferApply$/);
  await page.getByLabel("出金額（円）").fill("2000");
  await page.getByRole("button", { name: "出金を申請する" }).click();
  await expect(toast(page, "銀行名を入力してください")).toBeVisible();
  await page.getByLabel("銀行名").fill("みずほ銀行");
  await page.getByLabel("支店名").fill("東京営業部");
  // SPEC §5: the bank account type cannot be empty.
  await page.getByRole("button", { name: "出金を申請する" }).click();
  await expect(toast(page, "口座種別を選択してください")).toBeVisible();
  await page.getByLabel("口座種別").selectOption("ordinary");
  await page.getByLabel("口座番号").fill("1234567");
  await page.getByLabel("口座名義").fill("ヤマダ タロウ");
  await page.getByRole("button", { name: "出金を申請する" }).click();
  await expect(toast(page, "出金申請を受け付けました").first()).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText("3,000円");
  await expect(page.getByTestId("wallet-frozen")).toHaveText("2,000円");
  const withdrawal = page.getByTestId("withdrawal").first();
  await expect(withdrawal.getByTestId("withdrawal-amount")).toHaveText("2,000円");
  await expect(withdrawal.getByTestId("review-status")).toHaveText("審査待ち");
  await expect(withdrawal).toContainText("****4567");
  // The amount field stops at the balance.
  await page.getByLabel("出金額（円）").fill("999999");
  await expect(page.getByLabel("出金額（円）")).toHaveValue("3000");

  // To a mainland bank card: the card number (9–18 digits), then the holder's ID card and mobile.
  await page.getByLabel("出金額（円）").fill("1000");
  await page.getByLabel("銀行名").fill("中国工商銀行");
  await page.getByLabel("支店名").fill("深圳分行");
  await page.getByLabel("口座種別").selectOption("card");
  await page.getByLabel("カード番号").fill("12345678");
  await page.getByLabel("口座名義").fill("王小明");
  await page.getByRole("button", { name: "出金を申請する" }).click();
  await expect(toast(page, "銀行カード番号の形式が正しくありません")).toBeVisible();
  await page.getByLabel("カード番号").fill("6222021234567890");
  await page.getByLabel("名義人の身分証番号").fill("440304198511223515");
  await page.getByRole("button", { name: "出金を申請する" }).click();
  await expect(toast(page, "身分証番号の形式が正しくありません")).toBeVisible();
  await page.getByLabel("名義人の身分証番号").fill("440304198511223514");
  await page.getByLabel("名義人の携帯電話番号").fill("+86 138 0013 8000");
  await page.getByRole("button", { name: "出金を申請する" }).click();
  await expect(page.getByTestId("wallet-frozen")).toHaveText("3,000円");
  const cardWithdrawal = page.getByTestId("withdrawal").first();
  await expect(cardWithdrawal).toContainText("銀行カード（中国）");
  await expect(cardWithdrawal).toContainText("****7890");
  await expect(cardWithdrawal.getByTestId("card-holder")).toContainText("****3514");

  await page.goto("/accountEcords");
  const latest = page.getByTestId("record").first();
  await expect(latest.getByTestId("record-type")).toHaveText(messages("ja").codes.transactionType.WITHDRAWAL);
  await expect(latest.getByTestId("record-amount")).toHaveText("−1,000円");
  await expect(latest.getByTestId("record-amount")).toHaveClass(/text-rose-600/);
  await expect(latest.getByTestId("record-balance-after")).toHaveText("2,000円");

  // The type filter, and the screen in the other languages.
  await page.getByLabel("取引種別").selectOption(String(19));
  await expect(page.getByTestId("record")).toHaveCount(1);
  await expect(page.getByTestId("record-amount")).toHaveText("+5,000円");
  for (const locale of ["zh-cn", "en-us", "ko"] as const) {
    await switchLanguage(page, locale);
    const m = messages(locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.walletPage.recordsTitle);
    await expect(page.getByTestId("record-type").first()).toHaveText(m.codes.transactionType.PAYPAL_TOP_UP);
  }
});
