import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  CONTAINER_STATUS,
  PROBLEM_HANDLING,
  PROBLEM_PROCESS_STATUS,
  PROBLEM_TYPE,
  labelKeyOf,
} from "@/lib/codes";
import { PROBLEM_FEES } from "@/lib/problems/handling-rules";
import { test, expect, toast, ownClientAddress } from "./fixtures";
import { feedCamera } from "./fed-camera";
import {
  OPERATOR_SKIP_REASON,
  addAddressAndImporter,
  bringToWarehouse,
  loginAt,
  newSeller,
  orderAndPay,
  storedOrderOf,
  texts,
} from "./journeys";
import { pdfPagesText } from "./pdf-text";
import { deskTab, demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * Issue 29's journey on a phone: the warehouse floor's desks in the member's Chinese, the seller's screens in
 * Japanese in a browser of their own, the bill by a finance member in a third. The warehouse reads a parcel's
 * waybill with the camera, records the arrival, inspects with two photos of the goods and a defect with its own; the seller sees them and
 * returns the bad piece for a fee; the warehouse splits it off, quotes and records the return, stores the rest;
 * the seller's packing list is packed into two weighed boxes whose labels carry their barcodes, billed by
 * finance, paid by the seller and dispatched by EMS, which the seller then sees.
 */
test.use(ownClientAddress());

type Balance = { balance: number };
type ContainerInfo = { id: number; containerNo: string; status: number; totalYen: number };

/** A phone photo of the goods: a JPEG of `colour` (the desk shrinks and re-encodes it before uploading). */
const photo = async (name: string, colour: { r: number; g: number; b: number }) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

/** A staff desk's list narrowed by its search box (a seller's e-mail, an order or packing-list number). */
async function searchDesk(page: Page, label: string, q: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.fill(q);
  await box.press("Enter");
}

test("the warehouse floor: camera scan, arrival, inspection with photos and a defect, return, packing, bill, dispatch", async ({
  page,
  browser,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  // The languages are the people's own, not the project's: a desktop run would repeat the phone's unchanged.
  test.skip(
    info.project.name !== "phone",
    "the warehouse floor is tested on a phone, in each person's language",
  );
  test.setTimeout(240_000);
  const warehouse = demoStaff("warehouse");
  const finance = demoStaff("finance");
  // The console speaks each member's own language: the warehouse member's Chinese, finance's Japanese.
  expect(warehouse.language).toBe("zh-cn");
  const tw = texts("zh-cn");
  const tf = texts(finance.language);
  const ts = texts("ja");

  // ── the data: a seller's order of 5 pieces, bought and sent to the warehouse under a number of our own ──
  const seller = await newSeller(request, mailbox, "floor", 80_000);
  const orderId = await orderAndPay(seller.api, 5);
  const order = (
    await seller.api.get<{ orderNo: string; lines: { id: number; goodsName: string }[] }>(
      `/shop/order/${orderId}`,
    )
  ).data!;
  const trackingNo = await bringToWarehouse(orderId, "floor", { arrive: false });

  // ── receiving: the camera reads the waybill's barcode, the parcel's order opens, 5 pieces recorded ──
  await feedCamera(page, trackingNo);
  await staffSignIn(page, warehouse, "zh-cn", "/staff/receiving");
  await expect(page.getByRole("heading", { name: tw("staff.receiving.title") })).toBeVisible();
  await page.getByRole("button", { name: tw("staff.receiving.camera") }).click();
  await expect(page.getByLabel(tw("staff.receiving.scanLabel"))).toHaveValue(trackingNo, {
    timeout: 20_000,
  });
  const parcel = page.getByTestId("receiving-order");
  await expect(parcel).toHaveCount(1);
  await expect(parcel.getByRole("heading")).toContainText(
    tw("staff.receiving.order", { orderNo: order.orderNo }),
  );
  await expect(parcel).toContainText(`ZTO · ${trackingNo}`);
  await expect(parcel.getByLabel(tw("staff.receiving.piecesNow"))).toHaveValue("5");
  await parcel.getByRole("button", { name: tw("staff.receiving.record") }).click();
  await expect(page.getByRole("status").filter({ hasText: order.orderNo })).toHaveText(
    tw("staff.receiving.done", { orderNo: order.orderNo, pieces: 5 }),
  );

  // ── inspection: started, two photos of the line from the file chooser, one damaged piece with its photo ──
  await page.goto("/staff/inspection");
  await searchDesk(page, tw("staff.inspection.search"), order.orderNo);
  const card = page.getByTestId("inspection-order").filter({ hasText: order.orderNo });
  await card.getByRole("button", { name: tw("staff.inspection.start") }).click();
  await expect(toast(page, tw("staff.inspection.done.started"))).toBeVisible();
  await card.getByRole("button", { name: tw("staff.inspection.work") }).click();
  const form = card.getByTestId("inspect-form");
  const linePhotos = form.getByTestId("line-photos");
  const chooser = page.waitForEvent("filechooser");
  await linePhotos.getByText(tw("staff.inspection.photoTake"), { exact: true }).click();
  await (
    await chooser
  ).setFiles([
    await photo("front.jpg", { r: 200, g: 60, b: 40 }),
    await photo("label.jpg", { r: 40, g: 90, b: 200 }),
  ]);
  await expect(linePhotos).toContainText(`${tw("staff.inspection.linePhotos", { line: 1 })} (2/9)`, {
    timeout: 20_000,
  });
  await expect(linePhotos.getByRole("button", { name: tw("staff.inspection.photoRemove") })).toHaveCount(2);
  await form.getByRole("button", { name: tw("staff.inspection.defectAdd") }).click();
  const defect = form.getByRole("group", { name: tw("staff.inspection.defect", { n: 1 }) });
  await defect.getByLabel(tw("staff.inspection.defectType")).selectOption(String(PROBLEM_TYPE.DAMAGED));
  await defect.getByLabel(tw("staff.inspection.defectPieces")).fill("1");
  await defect.getByLabel(tw("staff.inspection.defectNote")).fill("外箱压坏，商品有划痕");
  await expect(form.getByTestId("line-result")).toHaveText(
    tw("staff.inspection.result", { passed: 4, defective: 1 }),
  );
  // A defect the agent can show needs its own photo: the server says so, and the form keeps what was typed.
  await form.getByRole("button", { name: tw("staff.inspection.submit") }).click();
  await expect(
    toast(
      page,
      tw("validation.warehouse.defectPhotoRequired", { goods: order.lines[0].goodsName.slice(0, 40) }),
    ),
  ).toBeVisible();
  const defectPhotos = defect.getByTestId("defect-photos");
  const defectChooser = page.waitForEvent("filechooser");
  await defectPhotos.getByText(tw("staff.inspection.photoTake"), { exact: true }).click();
  await (await defectChooser).setFiles(await photo("scratch.jpg", { r: 120, g: 120, b: 120 }));
  await expect(defectPhotos).toContainText(
    `${tw("staff.inspection.defectPhotos", { line: 1, n: 1 })} (1/9)`,
    { timeout: 20_000 },
  );
  await form.getByRole("button", { name: tw("staff.inspection.submit") }).click();
  await expect(toast(page, tw("staff.inspection.done.defects"))).toBeVisible();

  // ── the seller, on their own phone in Japanese: the photos, the defect, a partial return of the bad piece ──
  const sellerContext = await browser.newContext();
  const shop = await sellerContext.newPage();
  await loginAt(shop, `/order/orderDetails?id=${orderId}`, seller, "ja");
  await expect(shop.getByTestId("domestic-tracking")).toContainText(trackingNo);
  const shownPhotos = shop.getByTestId("line-inspection-photos").getByRole("img");
  await expect(shownPhotos).toHaveCount(2);
  for (const img of await shownPhotos.all()) {
    // the seller's browser may read the private uploads the inspection gave them
    const file = await shop.request.get((await img.getAttribute("src"))!, {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^image\//);
  }
  const damaged = ts(labelKeyOf("problemType", PROBLEM_TYPE.DAMAGED)!);
  const problemLink = shop.getByTestId("order-problem");
  await expect(problemLink).toHaveCount(1);
  await expect(problemLink).toContainText(damaged);
  await problemLink.click();
  await expect(shop).toHaveURL(/\/order\/orderBadDetails\?id=\d+$/);
  const problemId = Number(new URL(shop.url()).searchParams.get("id"));
  await expect(shop.getByTestId("problem-type")).toHaveText(damaged);
  await expect(shop.getByTestId("problem-description")).toHaveText("外箱压坏，商品有划痕");
  await expect(shop.getByTestId("inspection-photos").getByRole("img")).toHaveCount(2);
  await expect(shop.getByTestId("defect-photos").getByRole("img")).toHaveCount(1);
  await shop.goto(`/account/badApply?id=${problemId}`);
  await shop.locator(`[data-handling="${PROBLEM_HANDLING.PARTIAL_RETURN}"] input`).check();
  await shop.getByTestId("apply-quantity").fill("1");
  await shop.getByRole("button", { name: ts("problemPage.submitApply") }).click();
  await shop
    .getByRole("alertdialog")
    .getByRole("button", { name: ts("common.confirm") })
    .click();
  await expect(shop).toHaveURL(new RegExp(`/order/orderBadDetails\\?id=${problemId}$`));
  await expect(shop.getByTestId("application")).toBeVisible();

  // ── the defects desk: the bad piece split off into an order of its own, the return fee quoted ──
  await page.goto("/staff/defects?step=split");
  await searchDesk(page, tw("staff.defects.search"), seller.email);
  const problem = page.getByTestId("defect-problem").filter({ hasText: `#${problemId} · ` });
  await expect(problem).toContainText(tw("staff.defects.piecesOf", { n: 1, of: 1 }));
  await expect(problem.getByRole("img", { name: `${tw("staff.defects.photos")} 1` })).toBeVisible();
  await problem.getByRole("button", { name: tw("staff.defects.work") }).click();
  await problem.getByRole("button", { name: tw("staff.defects.split.submit") }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: tw("common.confirm") })
    .click();
  await expect(toast(page, tw("staff.defects.done.split"))).toBeVisible();
  await deskTab(page, tw("staff.defects.steps.quote")).click();
  await problem.getByRole("button", { name: tw("staff.defects.work") }).click();
  await problem.getByRole("button", { name: tw("staff.defects.quote.submit") }).click();
  await expect(toast(page, tw("staff.defects.done.quoted"))).toBeVisible();

  // ── the seller pays the fee from the balance ──
  const fee = PROBLEM_FEES.returnBaseYen + PROBLEM_FEES.returnPerPieceYen;
  const beforeFee = (await seller.api.get<Balance>("/shop/customer/getCustomerInfo")).data!.balance;
  await shop.reload();
  const payFee = shop.getByTestId("pay-fee");
  await expect(payFee).toContainText(fee.toLocaleString("en-US"));
  await payFee.getByRole("button", { name: ts("problemPage.payFromBalance") }).click();
  await expect(toast(shop, ts("problems.feePaid"))).toBeVisible();
  const afterFee = (await seller.api.get<Balance>("/shop/customer/getCustomerInfo")).data!.balance;
  expect(beforeFee - afterFee).toBe(fee);

  // ── the warehouse records the return to the supplier: the seller is refunded ──
  await deskTab(page, tw("staff.defects.steps.return")).click();
  await problem.getByRole("button", { name: tw("staff.defects.work") }).click();
  // The pieces handed to the supplier, photographed at the desk: shrunk, uploaded, shown before it is sent.
  const doneChooser = page.waitForEvent("filechooser");
  await problem.getByText(tw("staff.defects.photoTake"), { exact: true }).click();
  await (await doneChooser).setFiles(await photo("returned.jpg", { r: 30, g: 160, b: 60 }));
  await expect(problem.getByRole("img", { name: tw("staff.defects.photo") })).toBeVisible();
  await expect(problem.getByRole("button", { name: tw("staff.defects.photoRemove") })).toBeVisible();
  await problem.getByRole("button", { name: tw("staff.defects.returned.submit") }).click();
  await expect(toast(page, tw("staff.defects.done.returned"))).toBeVisible();
  await expect(problem).toHaveCount(0);
  const refunded = (await seller.api.get<Balance>("/shop/customer/getCustomerInfo")).data!.balance;
  expect(refunded).toBeGreaterThan(afterFee);
  await shop.reload();
  await expect(shop.getByTestId("problem-details")).toContainText(
    ts(labelKeyOf("problemProcessStatus", PROBLEM_PROCESS_STATUS.PROCESSED)!),
  );

  // ── the 4 good pieces go on a shelf ──
  await page.goto("/staff/inspection?tab=store");
  await searchDesk(page, tw("staff.inspection.search"), order.orderNo);
  await card.getByRole("button", { name: tw("staff.inspection.work") }).click();
  const store = card.getByTestId("store-form");
  await store.getByLabel(tw("staff.inspection.location"), { exact: true }).fill("a-03-2");
  await store.getByRole("button", { name: tw("staff.inspection.storeSubmit") }).click();
  await expect(toast(page, tw("staff.inspection.done.stored"))).toBeVisible();

  // ── "where is this order?": the shelf label scanned (lower case as typed) finds the order on its shelf ──
  const where = page.getByRole("searchbox", { name: tw("staff.inspection.whereLabel") });
  await expect(where).toHaveAccessibleDescription(tw("staff.inspection.whereHint"));
  await where.fill("a-03-2");
  await where.press("Enter");
  const onShelf = page
    .getByTestId("where-results")
    .getByTestId("inspection-order")
    .filter({ hasText: order.orderNo });
  await expect(onShelf.getByTestId("location-code")).toHaveText("A-03-2");

  // ── the seller's packing list of the stored pieces to an address by air (its screens: shipment.spec.ts) ──
  const { addressId, importerId } = await addAddressAndImporter(seller.api, {
    name: "山田 太郎",
    postalCode: "150-0002",
    prefecture: "13",
    city: "渋谷区渋谷2-15-1",
    phone: "090-1234-5678",
    customsCode: "P123456789012",
  });
  const stored = await storedOrderOf(seller.api, orderId);
  expect(stored.lines.map((l) => l.storedQty)).toEqual([4]);
  const submitted = await seller.api.post<ContainerInfo>("/shop/container/internationalContainer", {
    lines: [{ orderLineId: stored.lines[0].id, quantity: 4 }],
    destination: "address",
    addressId,
    clearancePersonId: importerId,
    shippingMode: 1,
  });
  expect(submitted.code, submitted.msg).toBe(200);
  const { id: containerId, containerNo } = submitted.data!;

  // ── the packing desk: the pick list by shelf, packing started, two boxes weighed on the scale ──
  await page.goto("/staff/packing");
  await expect(deskTab(page, tw("staff.packing.steps.pack"))).toHaveAttribute("aria-pressed", "true");
  await searchDesk(page, tw("staff.packing.search"), containerNo);
  const list = page.getByTestId("packing-list").filter({ hasText: containerNo });
  await expect(list).toContainText(tw("staff.packing.linesPieces", { lines: 1, pieces: 4 }));
  await list.getByRole("button", { name: tw("staff.packing.open") }).click();
  await expect(list.getByTestId("pick-lines")).toContainText("A-03-2");
  await list.getByRole("button", { name: tw("staff.packing.start.submit") }).click();
  await expect(toast(page, tw("staff.packing.done.started"))).toBeVisible();
  const packForm = list.getByTestId("pack-form");
  await packForm.getByRole("button", { name: tw("staff.packing.pack.addBox") }).click();
  const boxes = [
    { l: "40", w: "30", h: "20", grams: "1800", pieces: "2" },
    { l: "30", w: "25", h: "20", grams: "1500", pieces: "2" },
  ];
  for (const [i, b] of boxes.entries()) {
    const box = packForm.getByRole("group", { name: tw("staff.packing.pack.boxTitle", { n: i + 1 }) });
    await box.getByLabel(tw("staff.packing.pack.length")).fill(b.l);
    await box.getByLabel(tw("staff.packing.pack.width")).fill(b.w);
    await box.getByLabel(tw("staff.packing.pack.height")).fill(b.h);
    await box.getByLabel(tw("staff.packing.pack.weight")).fill(b.grams);
    await box.getByLabel(tw("staff.packing.pack.pieces")).fill(b.pieces);
  }
  await expect(packForm).toContainText(tw("staff.packing.pack.left", { n: 0 }));
  await packForm.getByRole("button", { name: tw("staff.packing.pack.submit", { boxes: 2 }) }).click();
  await expect(toast(page, tw("staff.packing.done.packed"))).toBeVisible();

  // ── packed: the boxes, and their labels printed: a PDF with each box's barcode text ──
  await deskTab(page, tw("staff.packing.steps.bill")).click();
  await list.getByRole("button", { name: tw("staff.packing.open") }).click();
  const packed = list.getByTestId("packed-boxes").getByRole("listitem");
  await expect(packed).toHaveCount(2);
  await expect(packed.first()).toContainText(tw("staff.packing.boxNo", { n: 1, of: 2 }));
  await expect(packed.first()).toContainText("40 × 30 × 20 cm · 1.8 kg");
  await expect(packed.nth(1)).toContainText("30 × 25 × 20 cm · 1.5 kg");
  // Billing is finance's: the warehouse member is not offered it.
  await expect(list.getByRole("button", { name: tw("staff.packing.billForm.submit") })).toHaveCount(0);
  const labelsLink = list.getByRole("link", { name: tw("staff.packing.print.labelsLabel") });
  const href = (await labelsLink.getAttribute("href"))!;
  // The link opens in a new tab, a same-origin navigation: the request says so, as the browser's would.
  const pdf = await page.request.get(href, { headers: { "sec-fetch-site": "same-origin" } });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toMatch(/^application\/pdf/);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = await pdfPagesText(bytes);
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain(`${containerNo}-001`);
  expect(pages[1]).toContain(`${containerNo}-002`);

  // ── finance bills it, in Japanese, on a device of their own ──
  const financeContext = await browser.newContext();
  const desk = await financeContext.newPage();
  await staffSignIn(desk, finance, "ja", "/staff/packing?step=bill");
  await searchDesk(desk, tf("staff.packing.search"), containerNo);
  const toBill = desk.getByTestId("packing-list").filter({ hasText: containerNo });
  await toBill.getByRole("button", { name: tf("staff.packing.open") }).click();
  // packing is the warehouse's: finance is offered the bill, not the box editor
  await expect(toBill.getByTestId("pack-form")).toHaveCount(0);
  await toBill.getByRole("button", { name: tf("staff.packing.billForm.submit") }).click();
  await expect(toast(desk, tf("staff.packing.done.billed"))).toBeVisible();
  await financeContext.close();

  // ── the seller pays the bill from the balance ──
  await shop.goto(`/batchDetails?id=${containerId}`);
  await shop.getByRole("link", { name: ts("shipmentPage.payBill") }).click();
  await expect(shop).toHaveURL(new RegExp(`/batchBill\\?id=${containerId}$`));
  const total = shop.getByTestId("bill-total");
  await expect(total).toHaveAttribute("data-yen", /^[1-9]\d*$/);
  const billYen = Number(await total.getAttribute("data-yen"));
  await shop.getByRole("button", { name: ts("shipmentPage.payFromBalance") }).click();
  await expect(shop.getByTestId("bill-paid")).toBeVisible();
  const afterBill = (await seller.api.get<Balance>("/shop/customer/getCustomerInfo")).data!.balance;
  expect(refunded - afterBill).toBe(billYen);

  // ── the warehouse dispatches both boxes by EMS ──
  const ems = [1, 2].map((n) => `EE${String(Date.now() + n).slice(-9)}JP`);
  await deskTab(page, tw("staff.packing.steps.dispatch")).click();
  await list.getByRole("button", { name: tw("staff.packing.open") }).click();
  const dispatch = list.getByTestId("dispatch-form");
  await expect(dispatch.getByLabel(tw("staff.packing.dispatch.carrier"))).toHaveValue("EMS");
  for (const [i, no] of ems.entries())
    await dispatch.getByLabel(tw("staff.packing.dispatch.trackingOf", { n: i + 1 })).fill(no);
  await dispatch.getByRole("button", { name: tw("staff.packing.dispatch.submit") }).click();
  await expect(toast(page, tw("staff.packing.done.dispatched"))).toBeVisible();

  // ── the seller sees it dispatched, each box with its EMS number ──
  await shop.goto(`/batchDetails?id=${containerId}`);
  await expect(shop.getByTestId("container-summary")).toContainText(
    ts(labelKeyOf("containerStatus", CONTAINER_STATUS.DISPATCHED)!),
  );
  const tracking = shop.getByTestId("container-tracking");
  await expect(tracking.getByRole("heading", { name: ts("shipmentPage.trackingTitle") })).toBeVisible();
  await expect(tracking).toContainText("EMS");
  for (const no of ems) await expect(tracking).toContainText(no);
  await sellerContext.close();
});
