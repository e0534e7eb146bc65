import type { Locator } from "@playwright/test";
import { test, expect, toast } from "./fixtures";
import { PNG, loginAt, sellerInOwnBrowser, texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * Issue 28, the finance desk on a desktop in Japanese: a seller asks for a bank-transfer top-up with its slip
 * through the shop's API; the demo finance member signs in with the authenticator's code, finds the request
 * among the top-ups to review, looks at the slip (a private file the console may read) and zooms it, approves;
 * the seller, in a browser of their own, sees the new balance.
 */

/** The picture really loaded: the private slip opened for the finance member. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
}

test("finance approves a bank-transfer top-up beside its slip, and the seller sees the balance", async ({
  page,
  browser,
  mailbox,
}, info) => {
  test.skip(info.project.name !== "desktop", "the finance desk is tested on a desktop, in Japanese");
  test.setTimeout(120_000);
  const t = texts("ja");

  // The seller, in a browser of their own, asks through the shop's API.
  const {
    context: sellerContext,
    email,
    password,
    api,
    token,
  } = await sellerInOwnBrowser(browser, mailbox, "topup");
  try {
    const uploaded = await (
      await sellerContext.request.post("/api/aliyun/oss/upload", {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { file: { name: "振込明細.png", mimeType: "image/png", buffer: PNG }, modular: "slip" },
      })
    ).json();
    expect(uploaded.code, uploaded.msg).toBe(200);
    const [bank] = (await api.get<{ id: number }[]>("/shop/account/bankAccounts")).data!;
    const created = await api.post<{ topUpNo: string }>("/shop/account/topUp", {
      amount: 30000,
      bankAccountId: bank.id,
      remitterName: "テスト タロウ",
      slipFileUrl: uploaded.url,
    });
    expect(created.code, created.msg).toBe(200);
    const topUpNo = created.data!.topUpNo;

    // Finance signs in with the authenticator's code; the desk is in the menu.
    await staffSignIn(page, demoStaff("finance"), "ja", "/staff/finance/topups");
    const menu = page.getByRole("navigation", { name: t("staff.menu.label") });
    await menu.getByRole("link", { name: t("staff.finance.menu.topUps") }).click();
    await expect(page).toHaveURL(/\/staff\/finance\/topups$/);
    await page.getByLabel(t("staff.finance.topUps.search")).fill(email);
    await page.getByRole("button", { name: t("staff.finance.common.search"), exact: true }).click();
    const row = page.getByTestId("topup-row").filter({ hasText: topUpNo });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("topup-deadline")).toHaveText(t("staff.finance.topUps.slipReceived"));
    await row.getByRole("link", { name: t("staff.finance.topUps.review") }).click();
    await expect(page).toHaveURL(/\/staff\/finance\/topups\/\d+$/);

    // The slip beside the request, and full screen with zoom.
    await expect(
      page.getByRole("heading", { name: t("staff.finance.topUps.title", { no: topUpNo }) }),
    ).toBeVisible();
    await expectLoaded(page.getByTestId("slip-image"));
    await page
      .getByRole("button", { name: t("staff.finance.topUps.zoom") })
      .first()
      .click();
    await expect(page.getByTestId("lightbox")).toBeVisible();
    await page.keyboard.press("+");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("lightbox")).toHaveCount(0);

    await page.getByLabel(t("staff.finance.topUps.note")).fill("みずほ銀行の明細で確認");
    await page.getByTestId("topup-approve").click();
    await expect(toast(page, t("staff.finance.topUps.approved"))).toBeVisible();
    await expect(page.getByTestId("topup-status")).toHaveText(t("codes.reviewStatus.APPROVED"));
    await expect(page.getByTestId("topup-approve")).toHaveCount(0);

    // The seller sees the money in their balance.
    const seller = await sellerContext.newPage();
    await loginAt(seller, "/account/accountPay", { email, password }, "ja");
    await expect(seller.getByTestId("wallet-balance")).toHaveText("30,000円");
  } finally {
    await sellerContext.close();
  }
});

test("support sees no finance menu and the console refuses the finance desk's page", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "the finance desk is tested on a desktop, in Japanese");
  const t = texts("ja");
  await staffSignIn(page, demoStaff("support"), "ja");
  const menu = page.getByRole("navigation", { name: t("staff.menu.label") });
  await expect(menu.getByRole("link", { name: t("staff.menu.dashboard") })).toBeVisible();
  await expect(menu.getByRole("link", { name: t("staff.finance.menu.topUps") })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: t("staff.finance.menu.adjust") })).toHaveCount(0);
  await page.goto("/staff/finance/topups");
  await expect(page).toHaveURL(/\/staff\?denied=1$/);
  const refused = await page.request.post("/api/staff/finance/topups/approve", {
    data: { id: 1 },
    headers: { "sec-fetch-site": "same-origin", "accept-language": "ja-ja" },
  });
  expect(await refused.json()).toEqual({ code: 500, msg: t("errors.noPermission") });
});
