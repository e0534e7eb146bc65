import type { Page } from "@playwright/test";
import { GUIDE_CENTER_TYPE } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { test, expect, chooseLanguage } from "./fixtures";
import { localeOf, texts } from "./journeys";
import { demoStaff, openConsoleMenu, staffSignIn } from "./staff-fixtures";

/**
 * Issue 28, the content desk: support writes an announcement in the four languages, previews it as sellers will
 * see it, publishes it, and a seller finds it on the home page; a guide article goes to the menu chosen for it
 * and leaves the sellers' guide when withdrawn; a finance member has no such desk.
 */
type Texts = Readonly<Record<Locale, readonly [title: string, body: string]>>;

/** Fills the form's title and body in each language and creates the draft. */
async function createDraft(page: Page, t: ReturnType<typeof texts>, lines: Texts) {
  for (const [locale, [title, body]] of Object.entries(lines)) {
    const fields = page.getByTestId(`texts-${locale}`);
    await fields.getByLabel(t("staff.content.form.title")).fill(title);
    await fields.getByLabel(t("staff.content.form.body")).fill(body);
  }
  await page.getByRole("button", { name: t("staff.content.form.create") }).click();
}

test("support writes, previews and publishes an announcement; a seller sees it on the home page", async ({
  page,
  browser,
}, info) => {
  const support = demoStaff("support");
  const t = texts(support.language);
  await staffSignIn(page, support, localeOf(info), "/staff/content");
  await expect(page).toHaveURL(/\/staff\/content$/);
  await page.getByRole("link", { name: t("staff.content.newAnnouncement") }).click();
  const tag = `E2E ${Date.now()}`;
  const lines = {
    ja: [`${tag} 年末年始の営業について`, "12月29日から1月3日まで休業します。\nご注文は受け付けます。"],
    "zh-cn": [`${tag} 年末年初营业安排`, "12月29日至1月3日休息。\n期间仍可下单。"],
    "en-us": [`${tag} Year-end hours`, "Closed from 29 December to 3 January.\nOrders are still taken."],
    ko: [`${tag} 연말연시 영업 안내`, "12월 29일부터 1월 3일까지 휴무합니다.\n주문은 받습니다."],
  } as const;
  await createDraft(page, t, lines);
  await expect(page).toHaveURL(/\/staff\/content\/announcement\?id=\d+$/);
  await expect(page.getByTestId("content-status")).toHaveText(t("staff.content.status.draft"));

  // The preview in Chinese: the sellers' component, the sellers' label, the Chinese text only.
  const previewHref = await page
    .getByTestId("preview-links")
    .getByRole("link", { name: "简体中文" })
    .getAttribute("href");
  await page.goto(previewHref!);
  const preview = page.getByTestId("content-preview");
  await expect(preview).toContainText(texts("zh-cn")("announcement.title"));
  await expect(preview.getByRole("heading")).toHaveText(lines["zh-cn"][0]);
  await expect(preview).toContainText("期间仍可下单。");
  await expect(page.getByRole("note")).toHaveText(t("staff.content.preview.notVisible"));
  await page.getByRole("link", { name: t("staff.content.preview.edit") }).click();

  await page.getByRole("button", { name: t("staff.content.actions.publish") }).click();
  await expect(page.getByTestId("content-status")).toHaveText(t("staff.content.status.published"));

  // A seller, in a browser of their own, reading in Japanese.
  const seller = await browser.newContext();
  const shop = await seller.newPage();
  await chooseLanguage(shop, "ja");
  await shop.goto("/ws-home");
  await shop.getByTestId("announcements").getByRole("link", { name: lines.ja[0] }).click();
  await expect(shop.getByRole("heading", { name: lines.ja[0] })).toBeVisible();
  await expect(shop.getByText("ご注文は受け付けます。")).toBeVisible();
  await seller.close();
});

test("a finance member sees no content desk and the server refuses it", async ({ page }, info) => {
  const finance = demoStaff("finance");
  const t = texts(finance.language);
  await staffSignIn(page, finance, localeOf(info));
  const menu = await openConsoleMenu(page, t);
  await expect(menu.getByRole("link", { name: t("staff.menu.dashboard") })).toBeVisible();
  await expect(menu.getByRole("link", { name: t("staff.menu.content") })).toHaveCount(0);
  const refused = await page.request.get("/api/staff/content/announcements", {
    headers: { "sec-fetch-site": "same-origin" },
  });
  expect((await refused.json()).msg).toBe(t("errors.noPermission"));
  await page.goto("/staff/content");
  // Next.js's route announcer is an alert too: the one that says it is the dashboard's notice.
  await expect(page.getByRole("alert").filter({ hasText: t("staff.dashboard.denied") })).toBeVisible();
});

test("support publishes a guide article in the user center's menu; sellers read it there until it is withdrawn", async ({
  page,
  browser,
}, info) => {
  const support = demoStaff("support");
  const t = texts(support.language);
  await staffSignIn(page, support, localeOf(info), "/staff/content?tab=guides");
  await page.getByRole("link", { name: t("staff.content.newGuide") }).click();
  await expect(page).toHaveURL(/\/staff\/content\/guide$/);
  const tag = `E2E ${Date.now().toString(36)}`;
  const lines = {
    ja: [`${tag} 検品写真の見方`, "注文詳細の「検品写真」から開けます。"],
    "zh-cn": [`${tag} 如何查看验货照片`, "在订单详情的“验货照片”中打开。"],
    "en-us": [
      `${tag} Reading the inspection photos`,
      "Open them from 'Inspection photos' in the order's details.",
    ],
    ko: [`${tag} 검품 사진 보는 법`, "주문 상세의 '검품 사진'에서 열 수 있습니다."],
  } as const;
  await page.getByLabel(t("staff.content.center.label")).selectOption(String(GUIDE_CENTER_TYPE.USER_CENTER));
  await page.getByLabel(t("staff.content.sort")).fill("0");
  await createDraft(page, t, lines);
  await expect(page).toHaveURL(/\/staff\/content\/guide\?id=\d+$/);
  await expect(page.getByTestId("content-status")).toHaveText(t("staff.content.status.draft"));
  await page.getByRole("button", { name: t("staff.content.actions.publish") }).click();
  await expect(page.getByTestId("content-status")).toHaveText(t("staff.content.status.published"));

  // A seller reading in English: the article is in the user center's guide, not in the footer's.
  const seller = await browser.newContext();
  const shop = await seller.newPage();
  await chooseLanguage(shop, "en-us");
  await shop.goto(`/operateGuide?centerType=${GUIDE_CENTER_TYPE.USER_CENTER}`);
  await shop.getByRole("link", { name: lines["en-us"][0] }).click();
  await expect(shop.getByRole("heading", { name: lines["en-us"][0] })).toBeVisible();
  await expect(shop.getByText(lines["en-us"][1])).toBeVisible();
  await shop.goto(`/operateGuide?centerType=${GUIDE_CENTER_TYPE.BOTTOM_MENU}`);
  await expect(shop.getByRole("link", { name: lines["en-us"][0] })).toHaveCount(0);

  // Withdrawn (back to draft), it is gone from the sellers' guide.
  await page.getByRole("button", { name: t("staff.content.actions.unpublish") }).click();
  await expect(page.getByTestId("content-status")).toHaveText(t("staff.content.status.draft"));
  await shop.goto(`/operateGuide?centerType=${GUIDE_CENTER_TYPE.USER_CENTER}`);
  await expect(shop.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(shop.getByRole("link", { name: lines["en-us"][0] })).toHaveCount(0);
  await seller.close();
});
