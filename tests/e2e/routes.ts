import type { Page } from "@playwright/test";
import { expect, SCREEN } from "./fixtures";

/**
 * Every route of SPEC §2 as the accessibility and page-weight checks visit them: the public ones, the ones
 * a signed-in seller opens directly, and those that need an id, taken from a link the seller would follow on
 * the demo account's screens.
 */
export const PUBLIC = ["/ws-home", "/login", "/register", "/forget", "/status?type=registered", "/404"];

export const SIGNED_IN = [
  "/userCenter",
  "/search",
  "/search-details?keyword=%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9",
  "/classify",
  "/pay-status",
  "/pay/status",
  "/order/orderList",
  "/order/orderBad",
  "/order/agentOrder",
  "/account/transferApply",
  "/account/accountPayZcl",
  "/account/accountPay",
  "/account/rechargeList",
  "/mycart",
  "/user/ws-userAddress",
  "/user/ws-userAddressAdd",
  "/user/personAddress",
  "/user/personAddressAdd",
  "/user/ws-userinfoEdit",
  "/user/userMsgNotify",
  "/user/company",
  "/user/invoices",
  "/userSafe",
  "/upDataEmail",
  "/upDataPassWord",
  "/accountEcords",
  "/messageSend",
  "/changeAddress",
  "/changePersonAddress",
  "/shipment",
  "/batchManage",
  "/apply-goods",
  "/auxiliaryMaterialManagement",
  "/feedback/feedbackList",
  "/batch/batchAdd",
  "/operateGuide",
];

/** Where a route with an id is linked from: [the listing screen, the link's path prefix]. */
export const LINKED: [string, string][] = [
  ["/ws-home", "/ggDetails?id="],
  ["/user/userMsgNotify", "/msgDetails?id="],
  ["/mycart", "/details?id="],
  ["/order/orderList", "/order/orderDetails?id="],
  ["/order/orderList?orderStatus=-1", "/bundle?ids="],
  ["/order/orderBad", "/order/orderBadDetails?id="],
  ["/batchManage?status=1", "/batchDetails?id="],
];
/** Reached from a route above: [that route's link prefix, the next link's prefix]. */
export const DEEPER: [string, string][] = [
  ["/order/orderBadDetails?id=", "/account/badApply?id="],
  ["/batchDetails?id=", "/batchDetails-details?id="],
  ["/batchDetails?id=", "/packingList?id="],
  ["/batchDetails?id=", "/batchBill?id="],
  ["/batchBill?id=", "/bundle?containerIds="],
  ["/batchBill?id=", "/batchBill-details?id="],
];

export async function signInAsDemo(page: Page) {
  await page.goto("/userCenter");
  await page.getByLabel("メールアドレス").fill("demo@example.com");
  await page.getByLabel("パスワード").fill("Demo1234");
  await page.getByRole("button", { name: "ログイン", exact: true }).last().click();
  await expect(page).toHaveURL(/\/userCenter$/);
}

async function firstLink(page: Page, from: string, prefix: string): Promise<string> {
  await page.goto(from);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link, `a link to ${prefix} on ${from}`).toBeAttached();
  return (await link.getAttribute("href"))!;
}

/** The routes with an id, found on the signed-in demo account's screens: prefix → route. */
export async function linkedRoutes(page: Page): Promise<Map<string, string>> {
  const linked = new Map<string, string>();
  for (const [from, prefix] of LINKED) linked.set(prefix, await firstLink(page, from, prefix));
  for (const [via, prefix] of DEEPER)
    linked.set(prefix, await firstLink(page, linked.get(via) ?? via, prefix));
  // The same goods by its other route, and the submit screen for the demo cart's first line.
  linked.set("/goods/goodsDetails", linked.get("/details?id=")!.replace("/details?", "/goods/goodsDetails?"));
  const cart = await (
    await page.request.get("/api/shop/shoppingVehicle/list?pageNum=1&pageSize=1", { headers: SCREEN })
  ).json();
  expect(cart.rows?.length, "a line in the demo cart").toBeGreaterThan(0);
  linked.set("/cart/submit", `/cart/submit?ids=${cart.rows[0].id}`);
  return linked;
}
