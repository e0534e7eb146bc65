import { test, expect, ownClientAddress } from "./fixtures";
import {
  OPERATOR_SKIP_REASON,
  bringToWarehouse,
  localeOf,
  loginAt,
  newSeller,
  operator,
  orderAndPay,
  photoFile,
} from "./journeys";

/**
 * Issue 27, private files (docs/decisions.md "Private files"): the agent's inspection photo of an order is
 * the order's seller's. It opens in their order details (the <img> carries their session cookie); another
 * signed-in seller and a visitor without a session get 404 at the same URL.
 */
test.use(ownClientAddress());

test("an inspection photo opens for its seller and not for another", async ({
  page,
  request,
  mailbox,
  browser,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  test.setTimeout(120_000);
  const locale = localeOf(info);
  const seller = await newSeller(request, mailbox, "photo-owner");
  const orderId = await orderAndPay(seller.api, 1);

  await bringToWarehouse(orderId, "photo");
  await operator("op:inspect", String(orderId), "--photo", photoFile("private-photo"));
  const order = (await seller.api.get<{ lines: { inspectionImages: string[] }[] }>(`/shop/order/${orderId}`))
    .data!;
  const photoUrl = order.lines[0].inspectionImages[0];
  expect(photoUrl).toMatch(/^\/uploads\/inspection\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

  // ── the seller: the photo shows in the order details and loads at its URL ──
  await loginAt(page, `/order/orderDetails?id=${orderId}`, seller, locale);
  const line = page.getByTestId("line-warehouse");
  await line.getByTestId("line-inspection-photos").getByRole("button").first().click();
  const image = page.getByTestId("lightbox").getByTestId("lightbox-image");
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const own = await page.request.get(photoUrl);
  expect(own.status()).toBe(200);
  expect(own.headers()["content-type"]).toBe("image/png");
  expect(own.headers()["cache-control"]).toBe("private, no-store");

  // ── another seller, signed in in their own browser: the same URL is not found ──
  const other = await newSeller(request, mailbox, "photo-other");
  const otherContext = await browser.newContext();
  try {
    const otherPage = await otherContext.newPage();
    await loginAt(otherPage, "/userCenter", other, locale);
    const theirs = await otherPage.request.get(photoUrl);
    expect(theirs.status()).toBe(404);
    expect(await theirs.text()).toBe("Not found");
    // Opened as a page, the photo does not show either.
    const opened = await otherPage.goto(photoUrl);
    expect(opened?.status()).toBe(404);
  } finally {
    await otherContext.close();
  }

  // ── a visitor without a session ──
  const visitor = await browser.newContext();
  try {
    expect((await visitor.request.get(photoUrl)).status()).toBe(404);
  } finally {
    await visitor.close();
  }
});
