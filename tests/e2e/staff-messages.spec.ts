import type { Locator, Page } from "@playwright/test";
import { DEMO_STAFF } from "@/lib/seed/demo-staff-accounts";
import { test, expect, chooseLanguage, randomClientAddress, registerViaApi, toast } from "./fixtures";
import { texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * Issue 28, the messages desk on a phone in Japanese: a seller writes to customer service with a photo, the
 * demo support member (TOTP sign-in) sees it waiting with the 24-hour promise, reads the photo, answers with a
 * photo of their own, and the seller (another browser context) sees the answer with the member's service ID.
 */

/** A real 2×2 PNG (the server checks the bytes, not the name). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4wcBwggGMTzAwAAAZDgMhwQXcYQAAAABJRU5ErkJggg==",
  "base64",
);

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The picture behind a thumbnail really loaded: a private file the viewer may read. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
}

async function sellerLogin(page: Page, email: string, password: string) {
  await page.goto("/user/userMsgNotify");
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("パスワード").fill(password);
  await page.getByRole("button", { name: "ログイン", exact: true }).last().click();
  await expect(page).toHaveURL(/\/user\/userMsgNotify$/);
}

test("support answers a seller's message on the phone console, and the seller sees it with the service ID", async ({
  page,
  browser,
  mailbox,
}, info) => {
  test.skip(info.project.name !== "phone", "the messages desk is tested on a phone, in Japanese");
  const t = texts("ja");
  const supportMember = DEMO_STAFF.find((m) => m.role === "support")!;

  // The seller, in a browser of their own.
  const sellerContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
  });
  const seller = await sellerContext.newPage();
  const email = await registerViaApi(sellerContext.request, mailbox, "cs", "Seller1234");
  await chooseLanguage(seller, "ja");
  await sellerLogin(seller, email, "Seller1234");
  const title = `検品写真について ${tag()}`;
  await seller.getByRole("link", { name: "新規メッセージ" }).click();
  await seller.getByLabel("件名").fill(title);
  await seller.getByLabel("お問い合わせ内容").fill("箱に傷がありました。写真を送ります。");
  await seller.getByLabel("添付するファイルを選択").setInputFiles({
    name: "箱の傷.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(seller.getByTestId("upload-widget").getByRole("img", { name: "箱の傷.png" })).toBeVisible();
  await seller.getByRole("button", { name: "送信する" }).click();
  await expect(seller).toHaveURL(/\/msgDetails\?id=\d+$/);
  const threadId = Number(new URL(seller.url()).searchParams.get("id"));

  // Support signs in with the authenticator's code and finds the thread waiting, within the promise.
  await staffSignIn(page, demoStaff("support"), "ja", "/staff/messages");
  await page.goto("/staff/messages");
  const menu = page.getByRole("navigation", { name: t("staff.menu.label") });
  await expect(menu.getByRole("link", { name: t("staff.menu.messages") })).toBeVisible();
  await expect(menu.getByRole("link", { name: t("staff.menu.feedback") })).toBeVisible();
  await expect(menu.getByRole("link", { name: t("staff.menu.team") })).toHaveCount(0);
  await page.getByLabel(t("staff.messages.searchLabel"), { exact: true }).fill(email);
  await page.getByRole("button", { name: t("staff.messages.search"), exact: true }).click();
  const row = page.getByTestId("awaiting-thread").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("reply-promise")).toHaveAttribute("data-overdue", "false");
  await expect(row.getByTestId("reply-promise")).toContainText("残り23時間");
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/staff/messages/${threadId}$`));

  // The whole conversation, with the seller's photo readable by staff.
  const messages = page.getByTestId("staff-thread-message");
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toHaveAttribute("data-from", "customer");
  await expect(messages.first()).toContainText("箱に傷がありました。");
  await expectLoaded(messages.first().getByRole("img", { name: "箱の傷.png" }));

  // The answer, with a photo through the desk's upload.
  const answer = `確認しました。再梱包してお送りします（${tag()}）`;
  await page.getByLabel(t("staff.messages.reply"), { exact: true }).fill(answer);
  await page.getByLabel(t("staff.messages.attachmentPick")).setInputFiles({
    name: "再梱包.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(page.getByTestId("upload-widget").getByRole("img", { name: "再梱包.png" })).toBeVisible();
  await expect(page.getByTestId("reply-service-code")).toContainText(supportMember.serviceCode!);
  await page.getByRole("button", { name: t("staff.messages.send") }).click();
  await expect(toast(page, t("staff.messages.replied")).first()).toBeVisible();
  await expect(messages).toHaveCount(2);
  await expect(messages.last()).toHaveAttribute("data-from", "staff");
  await expect(messages.last()).toContainText(answer);
  await expect(messages.last()).toContainText(
    t("staff.messages.fromStaffWithCode", { name: supportMember.name, code: supportMember.serviceCode! }),
  );
  await expect(page.getByText(t("staff.messages.answered"))).toBeVisible();

  // Answered: the thread leaves the list.
  await page.getByRole("link", { name: t("staff.messages.back") }).click();
  await page.getByLabel(t("staff.messages.searchLabel"), { exact: true }).fill(email);
  await page.getByRole("button", { name: t("staff.messages.search"), exact: true }).click();
  await expect(page.getByTestId("desk-empty")).toBeVisible();

  // The seller sees the answer, who gave it with their service ID, and the photo.
  await seller.reload();
  const last = seller.getByTestId("message").last();
  await expect(last).toHaveAttribute("data-from", "staff");
  await expect(last).toContainText(answer);
  await expect(last).toContainText(`担当：${supportMember.name}（${supportMember.serviceCode}）`);
  await expectLoaded(last.getByRole("img", { name: "再梱包.png" }));
  await sellerContext.close();
});
