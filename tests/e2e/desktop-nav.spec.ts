import { test, expect, ownClientAddress, chooseLanguage, SCREEN } from "./fixtures";
import { localeOf, texts } from "./journeys";

/**
 * Issue 12: over 768 px the phone tab bar gives way to the header's second row — search box (keyword or
 * link), categories, orders, cart with its count and the wallet balance; on a phone the tab bar stays.
 */

test.use(ownClientAddress());

test("the header carries search, categories, orders, cart count and balance on a desktop", async ({
  page,
}, info) => {
  const locale = localeOf(info);
  const t = texts(locale);
  await chooseLanguage(page, locale);
  await page.goto("/userCenter");
  await page.getByLabel(t("login.account")).fill("demo@example.com");
  await page.getByLabel(t("login.password")).fill("Demo1234");
  await page
    .getByRole("button", { name: t("login.submit"), exact: true })
    .last()
    .click();
  await expect(page).toHaveURL(/\/userCenter$/);

  const nav = page.getByTestId("desktop-nav");
  const tabs = page.getByRole("navigation", { name: "main" });
  if (info.project.name === "phone") {
    await expect(nav).toBeHidden();
    await expect(tabs).toBeVisible();
    return;
  }
  await expect(tabs).toBeHidden();
  const cart = await (
    await page.request.get("/api/shop/shoppingVehicle/list?pageNum=1&pageSize=1", { headers: SCREEN })
  ).json();
  await expect(nav.getByTestId("cart-count")).toHaveText(String(cart.total));
  const info2 = await (
    await page.request.get("/api/shop/customer/getCustomerInfo", { headers: SCREEN })
  ).json();
  await expect(nav.getByTestId("header-balance")).toHaveText(
    t("nav.balance", { amount: info2.data.balance.toLocaleString("en-US") }),
  );

  // A keyword opens the search with it; a product link opens its goods page.
  await nav.getByRole("searchbox", { name: t("search.keyword") }).fill("ワンピース");
  await nav.getByRole("button", { name: t("home.searchButton"), exact: true }).click();
  await expect(page).toHaveURL(/\/search\?goodsName=%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9&platform=/);
  await expect(page.getByTestId("result-total")).toBeVisible();
  await nav
    .getByRole("searchbox", { name: t("search.keyword") })
    .fill("https://detail.1688.com/offer/612345678901.html");
  await nav.getByRole("button", { name: t("home.searchButton"), exact: true }).click();
  await expect(page).toHaveURL(/\/goods\/goodsDetails\?url=https%3A%2F%2Fdetail\.1688\.com/);

  await nav.getByRole("link", { name: t("nav.categories") }).click();
  await expect(page).toHaveURL(/\/classify$/);
  await nav.getByRole("link", { name: t("nav.orders") }).click();
  await expect(page).toHaveURL(/\/order\/orderList/);
  await nav.getByRole("link", { name: new RegExp(t("nav.cart")) }).click();
  await expect(page).toHaveURL(/\/mycart$/);
});
