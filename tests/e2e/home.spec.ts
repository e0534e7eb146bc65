import { test, expect, ownClientAddress } from "./fixtures";
import { localeOf, texts } from "./journeys";

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
  await page.context().addCookies([{ name: "lang", value: locale, url: info.project.use.baseURL! }]);
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
