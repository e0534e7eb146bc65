import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, toast, ownClientAddress } from "./fixtures";

/**
 * Cart → submit → pay by balance → order list → details → cancel. The demo seller has a balance (a fresh
 * account has none and topping up needs an operator). To leave the demo account as other tests expect it,
 * the test orders goods that are not in the demo cart (so its cart lines stay), and cancels what it
 * orders: the paid order is refunded, so the balance ends where it started.
 */

test.use(ownClientAddress());

type Envelope<T> = { code: number; msg: string; data?: T; rows?: T[]; total?: number };
type GoodsCard = { goodsId: number; platformType: number; goodsPrice: number; minOrderQty: number };
type Sku = { skuId: string; stock: number };
type GoodsDetail = GoodsCard & { stock: number; skus: Sku[] };

async function loginAsDemo(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?flag=1/);
  await page.getByLabel("メールアドレス").fill("demo@example.com");
  await page.getByLabel("パスワード").fill("Demo1234");
  await page.getByRole("button", { name: "ログイン", exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

/** The shop's API with the page's login (the HttpOnly session cookie holds the same token). */
async function apiAs(page: Page, request: APIRequestContext) {
  const token = (await page.context().cookies()).find((c) => c.name === "session")?.value;
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}`, "Accept-Language": "ja-ja" };
  return {
    get: async <T>(path: string, params?: Record<string, string | number>) => {
      const res = await request.get(`/api${path}`, { headers, params });
      return (await res.json()) as Envelope<T>;
    },
    post: async <T>(path: string, data: unknown) => {
      const res = await request.post(`/api${path}`, { headers, data });
      return (await res.json()) as Envelope<T>;
    },
  };
}

type Api = Awaited<ReturnType<typeof apiAs>>;

/** Puts `count` of a catalogue goods that is not in the cart yet into the cart; returns the new line id. */
async function addFreshLine(api: Api, skip: Set<number>, count: number): Promise<number> {
  const cart = await api.get<{ goodsId: number | null }>("/shop/shoppingVehicle/list", {
    pageNum: 1,
    pageSize: 100,
  });
  const inCart = new Set((cart.rows ?? []).map((r) => r.goodsId));
  const categories = (await api.get<{ id: number }[]>("/shop/goods/categoryListByParentId/0")).data ?? [];
  const cards: GoodsCard[] = [];
  for (const c of categories) {
    const page = await api.get<GoodsCard>("/shop/goods/list", { categoryId: c.id, pageNum: 1, pageSize: 20 });
    cards.push(...(page.rows ?? []));
  }
  // The cheapest first: the demo balance pays for it.
  cards.sort((a, b) => a.goodsPrice - b.goodsPrice);
  for (const card of cards) {
    if (inCart.has(card.goodsId) || skip.has(card.goodsId) || card.minOrderQty > count) continue;
    const detail = (await api.get<GoodsDetail>(`/shop/goods/detail/${card.goodsId}`)).data!;
    const sku = detail.skus.find((s) => s.stock >= count + 5);
    if (detail.skus.length && !sku) continue;
    if (!detail.skus.length && detail.stock < count + 5) continue;
    const added = await api.post<{ id: number }>("/shop/shoppingVehicle/insert", {
      goodsId: card.goodsId,
      platformType: card.platformType,
      goodsPrice: card.goodsPrice,
      goodsCount: count,
      spData: [],
      ...(sku ? { skuId: sku.skuId } : {}),
    });
    if (added.code !== 200) continue;
    skip.add(card.goodsId);
    return added.data!.id;
  }
  throw new Error("no catalogue goods left to put in the cart");
}

test("a seller orders from the cart, pays by balance, finds the order under pending purchase and cancels", async ({
  page,
  request,
}) => {
  await loginAsDemo(page, "/cart/submit");
  await expect(page.getByText("注文する商品が選ばれていません")).toBeVisible();
  const api = await apiAs(page, request);
  const balanceBefore = (await api.get<{ balance: number }>("/shop/customer/getCustomerInfo")).data!.balance;
  const pendingBefore = (await api.get<{ pendingPurchaseCount: number }>("/shop/order/orderCount")).data!
    .pendingPurchaseCount;
  const used = new Set<number>();
  const lineId = await addFreshLine(api, used, 1);

  // ── submit: the first failing rule is a toast; then order and pay from the balance ──
  await page.goto(`/cart/submit?ids=${lineId}`);
  await expect(page.getByRole("heading", { name: "注文内容の確認" })).toBeVisible();
  const line = page.getByTestId("submit-line");
  await expect(line).toHaveCount(1);
  await expect(page.getByTestId("estimate-total")).toContainText("円");
  await expect(page.getByTestId("balance")).toContainText(balanceBefore.toLocaleString("en-US"));
  await line.getByLabel("数量").fill("2");
  await line.getByText("FBA情報").click();
  await line.getByLabel("ASIN").fill("abc");
  await page.getByRole("button", { name: "注文して残高で支払う" }).click();
  await expect(toast(page, "ASIN・FNSKUは英数字10桁で入力してください")).toBeVisible();
  await line.getByLabel("ASIN").fill("B0E2ETEST1");
  await expect(page.getByTestId("address-choice").first().getByRole("radio")).toBeChecked();
  await page.getByRole("button", { name: "注文して残高で支払う" }).click();

  await expect(page).toHaveURL(/\/pay-status\?orderIds=\d+&result=success$/);
  await expect(page.getByRole("heading", { name: "お支払いが完了しました" })).toBeVisible();
  await expect(page.getByTestId("paid-amount")).toContainText("円");
  const paidText = (await page.getByTestId("paid-amount").innerText()).replace(/[^\d]/g, "");
  const paid = Number(paidText);
  expect(paid).toBeGreaterThan(0);
  await expect(page.getByTestId("new-balance")).toContainText((balanceBefore - paid).toLocaleString("en-US"));
  const orderNo = (await page.locator('a[href^="/order/orderDetails"]').first().innerText()).trim();

  // ── the order list shows it under "pending purchase", with the count ──
  await page.getByRole("link", { name: "注文一覧を見る" }).click();
  await expect(page).toHaveURL(/\/order\/orderList\?orderStatus=1$/);
  await expect(page.getByRole("tab", { name: /買付待ち/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("count-pendingPurchase").first()).toHaveText(String(pendingBefore + 1));
  const card = page.getByTestId("order-card").filter({ hasText: orderNo });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("order-status")).toHaveText("買付待ち");

  // ── details: FBA code, price breakdown, timeline; back keeps the filter ──
  await card.getByRole("link", { name: "詳細" }).click();
  await expect(page).toHaveURL(/\/order\/orderDetails\?id=\d+$/);
  await expect(page.getByTestId("order-no")).toHaveText(orderNo);
  await expect(page.getByText("B0E2ETEST1")).toBeVisible();
  await expect(page.getByTestId("order-total-yen")).toContainText(paid.toLocaleString("en-US"));
  await expect(page.getByTestId("timeline-entry")).toHaveCount(2);
  await expect(page.getByTestId("timeline-entry").last()).toContainText("支払い待ち → 買付待ち");
  await page.goBack();
  await expect(page).toHaveURL(/\/order\/orderList\?orderStatus=1$/);
  await expect(page.getByTestId("order-card").filter({ hasText: orderNo })).toBeVisible();

  // ── cancel the paid order: refunded to the balance ──
  await page
    .getByTestId("order-card")
    .filter({ hasText: orderNo })
    .getByRole("link", { name: "詳細" })
    .click();
  await expect(page).toHaveURL(/\/order\/orderDetails\?id=\d+$/);
  await page.getByTestId("order-details").getByRole("button", { name: "注文をキャンセル" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("残高に返金されます");
  await page.getByRole("alertdialog").getByRole("button", { name: "確認" }).click();
  await expect(toast(page, "注文をキャンセルしました")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("キャンセル済み");
  await expect(page.getByTestId("timeline-entry").last()).toContainText("買付待ち → キャンセル済み");
  expect((await api.get<{ balance: number }>("/shop/customer/getCustomerInfo")).data!.balance).toBe(
    balanceBefore,
  );
});

test("a seller orders to pay later by bank transfer, then cancels the unpaid order from the list", async ({
  page,
  request,
}) => {
  await loginAsDemo(page, "/order/orderList");
  const api = await apiAs(page, request);
  const lineId = await addFreshLine(api, new Set(), 1);

  await page.goto(`/cart/submit?ids=${lineId}`);
  await page.getByRole("radio", { name: "銀行振込" }).check();
  await expect(page.getByText("次の画面で銀行振込の手続き")).toBeVisible();
  await page.getByRole("button", { name: "注文する", exact: true }).click();
  await expect(toast(page, "注文を作成しました")).toBeVisible();
  await expect(page).toHaveURL(/\/bundle\?ids=\d+&method=3$/);
  await expect(page.getByRole("radio", { name: "銀行振込" })).toBeChecked();
  const order = page.getByTestId("bundle-order");
  await expect(order.getByTestId("order-status")).toHaveText("支払い待ち");
  const orderNo = (await order.locator('a[href^="/order/orderDetails"]').innerText()).trim();

  // The status popup of the bottom menu (value 4) narrows the list to awaiting payment.
  await page.goto("/order/orderList");
  await page
    .getByRole("navigation", { name: "注文メニュー" })
    .getByRole("button", { name: "ステータス" })
    .click();
  const popup = page.getByTestId("status-popup");
  await expect(popup).toBeVisible();
  await popup.getByRole("tab", { name: "支払い待ち" }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/orderStatus=-1/);
  const card = page.getByTestId("order-card").filter({ hasText: orderNo });
  await expect(card.getByRole("link", { name: "支払う" })).toHaveAttribute("href", /\/bundle\?ids=\d+/);
  await card.getByRole("button", { name: "注文をキャンセル" }).click();
  await expect(page.getByRole("alertdialog")).not.toContainText("返金");
  await page.getByRole("alertdialog").getByRole("button", { name: "確認" }).click();
  await expect(toast(page, "注文をキャンセルしました")).toBeVisible();
  await expect(page.getByTestId("order-card").filter({ hasText: orderNo })).toHaveCount(0);

  // Kept alive: the next page loads at the end of the list; back from details shows the same rows and place.
  await page.goto("/order/orderList");
  await expect(page.getByTestId("order-card")).toHaveCount(10);
  await page.getByRole("button", { name: "もっと見る" }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.getByTestId("order-card").count()).toBeGreaterThan(10);
  const loaded = await page.getByTestId("order-card").count();
  // Pinned by its number: `.last()` would follow the list as the end of it loads further pages.
  const lastNo = await page.getByTestId("order-card").last().getAttribute("data-order-no");
  const last = page.locator(`[data-order-no="${lastNo}"]`);
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await last.getByRole("link", { name: "詳細" }).click();
  await expect(page).toHaveURL(/\/order\/orderDetails\?id=\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/order\/orderList$/);
  // The kept rows are back at once (and the end of the list may load the next page again).
  expect(await page.getByTestId("order-card").count()).toBeGreaterThanOrEqual(loaded);
  await expect(page.locator(`[data-order-no="${lastNo}"]`)).toBeInViewport();

  // Own-order filter from the bottom menu (value 0) goes into the address. The menu is one row at any width
  // (a second row would cover the cards it floats over).
  const menu = page.getByRole("navigation", { name: "注文メニュー" });
  const buttonHeight = (await menu.getByRole("button", { name: "通常注文" }).boundingBox())!.height;
  expect((await menu.boundingBox())!.height).toBeLessThan(buttonHeight * 1.5);
  await menu.getByRole("button", { name: "通常注文" }).click();
  await expect(page).toHaveURL(/agentFlag=0/);
});
