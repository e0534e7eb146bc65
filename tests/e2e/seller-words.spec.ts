import type { Page } from "@playwright/test";
import { test, expect, chooseLanguage } from "./fixtures";
import { texts, type Locale } from "./journeys";
import { signInAsDemo } from "./routes";

/**
 * What a seller reads in English and Korean where a review of the screens on a phone found Japanese or
 * Chinese words, unfilled placeholders or numbers written another way than the rest of the shop (the demo
 * account's data, read only).
 */

async function readIn(page: Page, locale: Locale) {
  await signInAsDemo(page);
  await chooseLanguage(page, locale);
  await page.evaluate((l) => localStorage.setItem("lang", l), locale);
}

test("Korean search results are headed with the search word", async ({ page }) => {
  await readIn(page, "ko");
  const t = texts("ko");
  await page.goto(`/search-details?keyword=${encodeURIComponent("ワンピース")}`);
  await expect(
    page.getByRole("heading", { name: t("search.resultsTitle", { keyword: "ワンピース" }) }),
  ).toBeVisible();
  await expect(page.getByText("{keyword}")).toHaveCount(0);
});

test("English orders name their marketplace and options in English, and their pieces as pieces", async ({
  page,
}) => {
  await readIn(page, "en-us");
  await page.goto("/order/orderList");
  const cards = page.getByTestId("order-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByText(/ · (Taobao|JD|1688)$/).first()).toBeVisible();
  await expect(cards.getByText(/ · (taobao|jd)$/)).toHaveCount(0);
  // The demo's goods carry the suppliers' option names (颜色, 尺码, 规格).
  await expect(cards.getByText(/(Colour|Size|Variant): /).first()).toBeVisible();
  await expect(cards.getByText(/(颜色|尺码|规格):/)).toHaveCount(0);
  await expect(cards.getByText(/\b\d+ pieces? · /).first()).toBeVisible();
});

test("stock in the cart is written with thousands separators, as on the goods page", async ({ page }) => {
  await readIn(page, "en-us");
  await page.goto("/mycart");
  await expect(page.getByText(/^\d{1,3}(,\d{3})+ in stock$/).first()).toBeVisible();
  await expect(page.getByText(/^\d{4,} in stock$/)).toHaveCount(0);
});

test("every wallet tab is within the window, the current one too", async ({ page }) => {
  await readIn(page, "en-us");
  const t = texts("en-us");
  await page.goto("/account/transferApply");
  const tabs = page.getByRole("navigation", { name: t("walletPage.tabs") }).getByRole("link");
  await expect(tabs).toHaveCount(4);
  const width = page.viewportSize()!.width;
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  await expect(tabs.last()).toHaveAttribute("aria-current", "page");
});

test("a Japanese message's preview in the Korean list starts beside who wrote it", async ({ page }) => {
  await readIn(page, "ko");
  const t = texts("ko");
  await page.goto("/user/userMsgNotify");
  const preview = page
    .getByTestId("thread")
    .locator("p")
    .filter({ hasText: new RegExp(`^${t("message.fromMeShort")}`) })
    .filter({ has: page.locator('[lang="ja"]') })
    .first();
  await expect(preview).toBeVisible();
  const [who, text] = await preview.evaluate((p) =>
    [p.querySelector("span:not([lang])")!, p.querySelector('[lang="ja"]')!].map(
      (span) => span.getClientRects()[0].top,
    ),
  );
  expect(Math.abs(who - text)).toBeLessThan(4);
});
