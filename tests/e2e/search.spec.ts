import type { Page } from "@playwright/test";
import { test, expect, chooseLanguage, holdRequests, registerViaApi, switchLanguage } from "./fixtures";
import { localeOf, texts } from "./journeys";

/** /search, live: text typed before hydration would be reset to the field's state (React controlled input). */
async function openSearch(page: Page) {
  await page.goto("/search");
  await page.waitForLoadState("networkidle");
}

/** The screen's own search field (on a desktop the header has another). */
const searchBox = (page: Page) => page.getByRole("main").getByRole("searchbox");
const cards = (page: Page) => page.getByTestId("goods-card");

/** Chooses the first value that can be chosen in every spec group (colour, then size). */
async function pickFirstSku(page: Page) {
  const groups = page.getByTestId("sku-picker").locator("fieldset");
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const chosen = group.locator('button[aria-pressed="true"]');
    if (await chosen.count()) continue;
    await group.locator("button:not([disabled])").first().click();
    await expect(chosen).toHaveCount(1);
  }
}

test("keyword search in Japanese and Chinese, then a fresh customer adds a SKU to the cart", async ({
  page,
  request,
  mailbox,
}) => {
  const password = "Cart1234";
  const email = await registerViaApi(request, mailbox, "cart", password);

  // ── ja: typing searches after the debounce; every card shows a Japanese title, yen and yuan ──
  await openSearch(page);
  await expect(page.getByRole("heading", { name: "商品検索" })).toBeVisible();
  await expect(page.getByTestId("search-start")).toBeVisible();
  await searchBox(page).fill("ワンピース");
  await expect(page).toHaveURL(/goodsName=%E3%83%AF/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId("result-total")).toContainText("「ワンピース」の検索結果");
  // The first page (a wide window may already have asked for the next one).
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(10);
  const jaTitles = (await page.getByTestId("goods-title").allTextContents()).slice(0, 10);
  expect(jaTitles.filter((title) => title.includes("ワンピース")).length).toBeGreaterThanOrEqual(8);
  // tiered and multi-price goods are "from" prices (docs/catalogue.md "From prices")
  await expect(cards(page).first().getByTestId("price-yen")).toHaveText(/^[\d,]+円〜?$/);
  await expect(cards(page).first().getByTestId("price-yuan")).toHaveText(/^[\d,]+\.\d{2}元$/);

  // ── zh-cn: the same screen in Chinese finds Chinese titles ──
  await switchLanguage(page, "zh-cn");
  await expect(page.getByRole("heading", { name: "商品搜索" })).toBeVisible();
  await searchBox(page).fill("连衣裙");
  await expect(page.getByTestId("result-total")).toContainText("“连衣裙”的搜索结果");
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(10);
  const zhTitles = (await page.getByTestId("goods-title").allTextContents()).slice(0, 10);
  expect(zhTitles.filter((title) => title.includes("连衣裙")).length).toBeGreaterThanOrEqual(8);
  await expect(cards(page).first().getByTestId("price-yen")).toHaveText(/^[\d,]+日元(起)?$/);
  await switchLanguage(page, "ja");
  await expect(page.getByRole("heading", { name: "商品検索" })).toBeVisible();

  // ── open a product: gallery, SKU picker, price in yen and yuan, estimate ──
  await searchBox(page).fill("ワンピース");
  await expect(page.getByTestId("result-total")).toContainText("「ワンピース」");
  const title = (await cards(page).first().getByTestId("goods-title").textContent())!.trim();
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/details\?id=\d+/);
  await expect(page.getByTestId("product-title")).toHaveText(title);
  await expect(page.getByTestId("gallery-main")).toBeVisible();
  await expect(page.getByTestId("cost-estimate")).toBeVisible();
  await expect(page.getByTestId("sku-picker").locator("legend").first()).toContainText("カラー");
  // Adding without a colour: the first missing choice is named.
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast").filter({ hasText: "を選択してください" })).toBeVisible();

  // ── a visitor is sent to login and comes back to the product ──
  await pickFirstSku(page);
  const productUrl = page.url();
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL(/\/login\?flag=1&redirect=/);
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("パスワード").fill(password);
  await page.getByRole("button", { name: "ログイン", exact: true }).last().click();
  await expect(page).toHaveURL(productUrl);

  await pickFirstSku(page);
  const quantity = page.getByTestId("quantity");
  const min = Number(await quantity.inputValue());
  expect(min).toBeGreaterThanOrEqual(1);
  await quantity.fill(String(min + 1));
  await quantity.blur();
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL(/\/cart\/success\?id=\d+&added=\d+/);

  // ── the cart holds the line ──
  await page.goto("/mycart");
  await expect(page.getByText(title).first()).toBeVisible();
});

test("going back from a product restores the search, its pages and the scroll position", async ({ page }) => {
  await openSearch(page);
  await searchBox(page).fill("バッグ");
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(10);
  // Infinite paging: the end of the list loads the next page (a wide window may already have).
  await page.getByTestId("list-status").scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);
  const target = cards(page).nth(14);
  await target.scrollIntoViewIfNeeded();
  // Let any page the scroll asked for arrive before remembering what was shown.
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("list-status")).not.toHaveText("読み込み中…");
  const shown = await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  const href = await target.getAttribute("href");
  await target.click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/[?]/g, "\\?")));
  await expect(page.getByTestId("product-title")).toBeVisible();

  // Back: the kept pages come from the cache (no first page is fetched again), at the same place.
  const refetched: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("queryGoodsListByKeyWord") && /[?&]pageNum=1(&|$)/.test(r.url()))
      refetched.push(r.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?.*goodsName=/);
  await expect(searchBox(page)).toHaveValue("バッグ");
  // The same cards in the same order (the restored place may ask for one more page below them).
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(shown.length);
  const kept = await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(kept.slice(0, shown.length)).toEqual(shown);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);
  // …and it stays there (nothing resets it to the top a moment later).
  await page.waitForTimeout(1_500);
  const kept1 = await page.evaluate(() => window.scrollY);
  expect(Math.abs(kept1 - scrolled)).toBeLessThan(80);
  expect(refetched).toEqual([]);

  // A full reload of the same search (e.g. the browser dropped the page) is restored from the session.
  await page.reload();
  await expect(searchBox(page)).toHaveValue("バッグ");
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(shown.length);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);
  await page.waitForTimeout(1_500);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);
  expect(refetched).toEqual([]);
});

test("the list ends with 'no more' after the last page; an unmatched keyword shows the empty state", async ({
  page,
}) => {
  await page.goto("/search?goodsName=zzqqxxyy-nothing");
  await expect(page.getByTestId("empty-results")).toContainText("該当する商品が見つかりませんでした");
  await openSearch(page);
  await searchBox(page).fill("ワンピース");
  await expect(cards(page).first()).toBeVisible();
  const total = Number(
    (await page.getByTestId("result-total").textContent())!.match(/([\d,]+)件/)![1].replace(/,/g, ""),
  );
  expect(total).toBeGreaterThan(10);
  // Scrolling to the end keeps loading pages until every result is shown, then says "no more".
  await expect
    .poll(
      async () => {
        await page.getByTestId("list-status").scrollIntoViewIfNeeded();
        return cards(page).count();
      },
      { timeout: 20_000 },
    )
    .toBe(total);
  await expect(page.getByTestId("list-status")).toHaveText("これ以上ありません");
});

test("a pasted product link opens its goods page; an unknown link says the information is incomplete", async ({
  page,
  request,
}) => {
  const found = await (
    await request.get("/api/shop/goods/queryGoodsListByKeyWord", {
      params: { goodsName: "连衣裙", platform: "taobao", pageNum: 1, pageSize: 1 },
      headers: { "Accept-Language": "ja-ja" },
    })
  ).json();
  const goods = found.rows[0];
  expect(goods.goodsUrl).toContain("taobao.com");

  await openSearch(page);
  await searchBox(page).fill(`【淘宝】${goods.goodsUrl} 「${goods.goodsNameZh}」`);
  await expect(page).toHaveURL(/\/goods\/goodsDetails\?url=.*&platform=taobao/);
  await expect(page.getByTestId("product-title")).toHaveText(goods.goodsName);
  await expect(page.getByTestId("source-link")).toHaveAttribute("href", goods.goodsUrl);

  await openSearch(page);
  await searchBox(page).fill("https://example.com/item/12345");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/goods\/goodsDetails\?url=https%3A%2F%2Fexample\.com/);
  await expect(page.getByTestId("product-incomplete")).toContainText(
    "商品情報が不完全です。もう一度検索してください",
  );
  await page.getByRole("link", { name: "検索に戻る" }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test("categories: top level, children, a leaf opens its goods", async ({ page }) => {
  await page.goto("/classify");
  await expect(page.getByRole("heading", { name: "カテゴリ" })).toBeVisible();
  await expect(page.getByTestId("top-categories").getByRole("button").first()).toBeVisible();
  await page.getByTestId("top-categories").getByRole("button", { name: "レディースファッション" }).click();
  await page.getByTestId("category-leaf").filter({ hasText: "ワンピース" }).click();
  await expect(page).toHaveURL(/\/search-details\?categoryId=\d+/);
  await expect(page.getByTestId("results-heading")).toHaveText("ワンピース");
  await expect(cards(page).first()).toBeVisible();

  // The results page has its own search field at every width (issue 12); a keyword link fills it in.
  const field = page.getByRole("main").getByRole("searchbox");
  await expect(field).toHaveValue("");
  await field.fill("ワンピース");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?goodsName=%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9/);
  await page.goto("/search-details?keyword=%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9");
  await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("ワンピース");
  await expect(cards(page).first()).toBeVisible();
});

test("image search: a photo of a catalogue product finds it among the most similar goods", async ({
  page,
  request,
}) => {
  const found = await (
    await request.get("/api/shop/goods/queryGoodsListByKeyWord", {
      params: { goodsName: "バッグ", platform: "1688", pageNum: 1, pageSize: 3 },
    })
  ).json();
  const goods = found.rows[2];
  const photo = await (await request.get(goods.picPath)).body();

  // Uploading needs an account: the visitor's button leads to login and back.
  await openSearch(page);
  await page.getByRole("main").getByRole("button", { name: "画像で検索" }).click();
  await expect(page).toHaveURL(/\/login\?flag=1&redirect=%2Fsearch/);
  await page.getByLabel("メールアドレス").fill("demo@example.com");
  await page.getByLabel("パスワード").fill("Demo1234");
  await page.getByRole("button", { name: "ログイン", exact: true }).last().click();
  await expect(page).toHaveURL(/\/search$/);

  // The screen's own picker (the desktop header has another one).
  await page
    .getByRole("main")
    .locator('input[type="file"]')
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: photo });
  await expect(page).toHaveURL(/\/search-details\?imgUrl=.+&platform=1688/);
  await expect(page.getByTestId("results-heading")).toHaveText("画像に似た商品");
  // Ranked by similarity: the photographed product is among the top results (variants of the same
  // product template look almost the same), and the ranking is stable.
  await expect(cards(page).first()).toBeVisible();
  const top = await cards(page).evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute("href")));
  expect(top).toContain(`/details?id=${goods.goodsId}`);
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  expect(
    await cards(page).evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute("href"))),
  ).toEqual(top);
});

test("search sorts by price and filters by price; the tab bar or the back button returns to the search as it was left", async ({
  page,
}, info) => {
  const t = texts(localeOf(info));
  await chooseLanguage(page, localeOf(info));
  const yuanOf = async () =>
    (await cards(page).getByTestId("price-yuan").allInnerTexts()).map((s) =>
      Number(s.replace(/[^\d.]/g, "")),
    );
  await page.goto("/search?platform=1688&goodsName=%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9");
  await expect(cards(page).first()).toBeVisible();
  const refine = page.getByTestId("search-refine");
  await refine.getByLabel(t("search.sortLabel")).selectOption("priceAsc");
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect
    .poll(async () => {
      const p = await yuanOf();
      return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1] <= v);
    })
    .toBe(true);
  const cheapest = (await yuanOf())[0];

  // Only goods up to the cheapest price: every card at most that.
  await refine.getByLabel(t("search.priceMax")).fill(String(cheapest));
  await refine.getByRole("button", { name: t("search.applyFilters") }).click();
  await expect(page).toHaveURL(new RegExp(`priceMax=${cheapest}`));
  await expect.poll(async () => (await yuanOf()).every((v) => v <= cheapest)).toBe(true);

  if (info.project.name === "phone") {
    // Home through the tab bar, then the search tab: the same keyword, order and filter.
    const tabs = page.getByRole("navigation", { name: "main" });
    await tabs.getByRole("link", { name: t("nav.home") }).click();
    await expect(page).toHaveURL(/\/ws-home$/);
    await tabs.getByRole("link", { name: t("nav.search") }).click();
  } else {
    // Home through the header's shop name, then back: the same search, kept alive.
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/ws-home$/);
    await page.goBack();
  }
  await expect(page).toHaveURL(/\/search\?.*sort=priceAsc.*priceMax=/);
  await expect(searchBox(page)).toHaveValue("ワンピース");
  await expect.poll(async () => (await yuanOf()).every((v) => v <= cheapest)).toBe(true);
});

test("text typed while /search is still loading is kept and searched", async ({ page }) => {
  // Scripts held back: the server-rendered field takes typing before React takes the page over.
  const release = await holdRequests(page, "**/_next/static/chunks/**");
  await page.goto("/search", { waitUntil: "commit" });
  const box = searchBox(page);
  await box.pressSequentially("ワンピース");
  release();
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/goodsName=%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9/);
  await expect(box).toHaveValue("ワンピース");
  await expect(cards(page).first()).toBeVisible();
});
