import { test, expect, chooseLanguage, holdRequests, layoutShift, ownClientAddress } from "./fixtures";
import { localeOf, loginAt, texts } from "./journeys";

/**
 * Issue 12: a home page a seller can start from — top categories, the popular goods of the platform chosen
 * in the search box, and the goods recently viewed on this device.
 */

test.use(ownClientAddress());

test("the home page offers categories, popular goods of the chosen platform and recently viewed goods", async ({
  page,
}, info) => {
  const locale = localeOf(info);
  const t = texts(locale);
  await chooseLanguage(page, locale);
  await page.goto("/ws-home");
  const main = page.getByRole("main");

  const categories = main.getByTestId("home-categories");
  await expect(categories.getByRole("link").first()).toBeVisible();
  await expect(page.getByTestId("recent-goods")).toHaveCount(0);

  const popular = main.getByTestId("popular-goods");
  await expect(popular.getByRole("heading")).toHaveText(t("home.popularGoods", { platform: "1688" }));
  await expect(popular.getByTestId("goods-card")).toHaveCount(8);
  await main.getByLabel(t("home.platform")).selectOption("taobao");
  await expect(popular.getByRole("heading")).toHaveText(
    t("home.popularGoods", { platform: t("home.platformNames.taobao") }),
  );
  await expect(popular.getByTestId("goods-card")).toHaveCount(8);

  // A product opened from there comes back as recently viewed.
  const title = (await popular.getByTestId("goods-title").first().innerText()).trim();
  await popular.getByTestId("goods-card").first().click();
  await expect(page.getByTestId("product-title")).toHaveText(title);
  await page.goto("/ws-home");
  await expect(main.getByTestId("recent-goods").getByTestId("goods-title").first()).toHaveText(title);

  // A category chip opens its goods.
  const name = (await categories.getByRole("link").first().innerText()).trim();
  await categories.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/search-details\?categoryId=\d+/);
  await expect(page.getByTestId("results-heading")).toHaveText(name);
});

test("a slow screen keeps the last one with a bar running along the top and comes with its goods; a list read on the screen shows the cards' shapes meanwhile", async ({
  page,
}, info) => {
  const locale = localeOf(info);
  const t = texts(locale);
  await chooseLanguage(page, locale);
  await page.goto("/ws-home");
  const category = page.getByRole("main").getByTestId("home-categories").getByRole("link").first();
  await expect(category).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The category's screen is slow to come; the goods API never answers while this runs.
  const releaseScreen = await holdRequests(page, (url) => url.pathname === "/search-details");
  const releaseData = await holdRequests(page, "**/api/shop/goods/**");

  await category.click();
  await expect(page.getByRole("progressbar", { name: t("common.loading") })).toBeVisible();
  await expect(page).toHaveURL(/\/ws-home$/);
  releaseScreen();
  await expect(page).toHaveURL(/\/search-details\?categoryId=\d+/);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  // The first page came with the screen (issue 13), not from the held API.
  await expect(page.getByRole("main").getByTestId("goods-card").first()).toBeVisible();
  await expect(page.getByTestId("goods-card-placeholder")).toHaveCount(0);

  // The keyword search reads its goods on the screen: their shapes stand in until they come.
  await page.goto("/search");
  await page.getByRole("main").getByRole("searchbox").fill("ワンピース");
  await expect(page.getByTestId("goods-card-placeholder").first()).toBeVisible();
  releaseData();
  await expect(page.getByRole("main").getByTestId("goods-card").first()).toBeVisible();
  await expect(page.getByTestId("goods-card-placeholder")).toHaveCount(0);
});

test("a user-center screen shows grey rows while its data loads", async ({ page }, info) => {
  const locale = localeOf(info);
  const t = texts(locale);
  await loginAt(page, "/userCenter", { email: "demo@example.com", password: "Demo1234" }, locale);
  // The feedback list reads its rows on the screen (the order, defect and packing lists come with their first
  // page).
  const release = await holdRequests(page, "**/api/shop/applyMessage/list?**");
  await page.goto("/feedback/feedbackList");
  // (While the screen streams in, the page's own placeholder may stand beside the screen's.)
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: t("common.loading") })
      .first(),
  ).toBeAttached();
  await expect(page.getByTestId("loading-skeleton").first()).toBeVisible();
  release();
  await expect(page.getByTestId("feedback-list").getByRole("listitem").first()).toBeVisible();
  await expect(page.getByTestId("loading-skeleton")).toHaveCount(0);
});

test("a returning visitor's home page comes with the recently viewed goods and does not jump", async ({
  page,
}, info) => {
  const t = texts(localeOf(info));
  await chooseLanguage(page, localeOf(info));
  await page.goto("/ws-home");
  const main = page.getByRole("main");
  const popular = main.getByTestId("popular-goods");
  await popular.getByTestId("goods-card").first().click();
  await expect(page.getByTestId("product-title")).toBeVisible();
  const title = (await page.getByTestId("product-title").innerText()).trim();

  // The page comes with it: before any script has run, the card is there.
  const release = await holdRequests(page, "**/_next/static/chunks/**/*.js");
  await page.goto("/ws-home", { waitUntil: "commit" });
  const recent = main.getByTestId("recent-goods");
  await expect(recent.getByRole("heading")).toHaveText(t("home.recentGoods"));
  await expect(recent.getByTestId("goods-title")).toHaveText([title]);
  release();

  await page.goto("/ws-home");
  await expect(recent.getByTestId("goods-title")).toHaveText([title]);
  await expect(popular.getByTestId("goods-card")).toHaveCount(8);
  expect(await layoutShift(page)).toBeLessThan(0.01);

  // A device that lost the cookie still shows its list once the page is live, and tells the server again.
  await page.context().clearCookies({ name: "recentGoods" });
  await page.goto("/ws-home");
  await expect(recent.getByTestId("goods-title")).toHaveText([title]);
  const cookieSet = async () =>
    (await page.context().cookies()).some((c) => c.name === "recentGoods" && !!c.value);
  await expect.poll(cookieSet).toBe(true);
  const again = await holdRequests(page, "**/_next/static/chunks/**/*.js");
  await page.goto("/ws-home", { waitUntil: "commit" });
  await expect(recent.getByTestId("goods-title")).toHaveText([title]);
  again();
});
