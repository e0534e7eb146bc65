import { describe, expect, it } from "vitest";
import {
  ORDER_STATUS as S,
  INVENTORY_STATUS,
  PROBLEM_PROCESS_STATUS,
  PROBLEM_TYPE,
  STORAGE_TYPE,
  TRANSACTION_TYPE,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { get } from "../helpers/api";
import { mailbox } from "../helpers/mailbox";
import {
  recordArrival,
  recordDomesticShipment,
  recordInspection,
  recordPurchase,
  startInspection,
  storeOrder,
} from "../helpers/operator";
import { balanceOf, inspect, ledgerSum, paidOrder, photo, statusOf, toArrived } from "../helpers/warehouse";

const refusal = (key: RegExp) => expect.objectContaining({ messageKey: expect.stringMatching(key) });

describe("purchase (1 → 2)", () => {
  it("records the supplier order and returns the difference when the agent paid less", async () => {
    const { customer, order, lineIds } = await paidOrder([
      [10, 1_000],
      [5, 2_000],
    ]);
    const before = await balanceOf(customer.id);
    // line 1 bought at 9.00 instead of 10.00 yuan: 10 pieces × 1 yuan × 20 = 200 yen back
    const r = await recordPurchase({
      orderId: order.id,
      supplierOrderNo: "2601-889",
      lines: [{ lineId: lineIds[0], unitFen: 900 }],
    });
    expect(r).toMatchObject({ orderStatus: S.PURCHASED, refundYen: 200 });
    expect(await balanceOf(customer.id)).toBe(before + 200);
    expect(await ledgerSum(customer.id)).toBe(await balanceOf(customer.id));
    const row = await getDb().order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    expect(row).toMatchObject({
      supplierOrderNo: "2601-889",
      purchaseRefundYen: 200,
      purchaseAmountFen: 19_000,
    });
    expect(row.paidYen).toBe(order.totalYen - 200);
    const tx = await getDb().accountTransaction.findFirstOrThrow({
      where: { customerId: customer.id, orderId: order.id, type: TRANSACTION_TYPE.REFUND },
    });
    expect(tx).toMatchObject({ amountYen: 200, remarkKey: "ledger.purchaseDifference" });
  });

  it("refunds nothing when the agent paid the seller's price or more, and refuses a second purchase", async () => {
    const { customer, order, lineIds } = await paidOrder();
    const before = await balanceOf(customer.id);
    const r = await recordPurchase({
      orderId: order.id,
      supplierOrderNo: "X1",
      lines: [{ lineId: lineIds[0], unitFen: 1_100 }],
    });
    expect(r.refundYen).toBe(0);
    expect(await balanceOf(customer.id)).toBe(before);
    await expect(recordPurchase({ orderId: order.id, supplierOrderNo: "X1" })).rejects.toThrow(
      /orderStatusConflict/,
    );
  });

  it("refuses bad input and lines of another order", async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    await expect(recordPurchase({ orderId: a.order.id, supplierOrderNo: "" })).rejects.toEqual(
      refusal(/supplierOrderNo/),
    );
    await expect(recordPurchase({ orderId: a.order.id, supplierOrderNo: "A B" })).rejects.toEqual(
      refusal(/supplierOrderNo/),
    );
    await expect(
      recordPurchase({
        orderId: a.order.id,
        supplierOrderNo: "OK1",
        lines: [{ lineId: b.lineIds[0], unitFen: 1 }],
      }),
    ).rejects.toThrow(/notFound/);
    await expect(
      recordPurchase({
        orderId: a.order.id,
        supplierOrderNo: "OK1",
        lines: [
          { lineId: a.lineIds[0], unitFen: 1 },
          { lineId: a.lineIds[0], unitFen: 2 },
        ],
      }),
    ).rejects.toEqual(refusal(/lineTwice/));
    await expect(recordPurchase({ orderId: 2_147_483_648, supplierOrderNo: "OK1" })).rejects.toEqual(
      refusal(/invalid/),
    );
    expect(await statusOf(a.order.id)).toBe(S.AWAITING_PURCHASE);
  });
});

describe("domestic shipment and arrival (2 → 0 → 4)", () => {
  it("keeps the tracking number and refuses a malformed one", async () => {
    const { order } = await paidOrder();
    await recordPurchase({ orderId: order.id, supplierOrderNo: "S1" });
    await expect(
      recordDomesticShipment({ orderId: order.id, carrier: "圆通", trackingNo: "12" }),
    ).rejects.toEqual(refusal(/spec.logisticsInvalid/));
    await recordDomesticShipment({ orderId: order.id, carrier: "圆通", trackingNo: "YT9876543210" });
    const row = await getDb().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({
      orderStatus: S.AWAITING_ARRIVAL,
      domesticCarrier: "圆通",
      domesticTrackingNo: "YT9876543210",
    });
  });

  it("shows a short arrival at once and tells the seller in their language", async () => {
    const { customer, order, lineIds } = await paidOrder(
      [
        [10, 1_000],
        [4, 500],
      ],
      { language: "en-us" },
    );
    await recordPurchase({ orderId: order.id, supplierOrderNo: "S2" });
    await recordDomesticShipment({ orderId: order.id, carrier: "SF", trackingNo: "SF1234567890" });
    await expect(
      recordArrival({ orderId: order.id, lines: [{ lineId: lineIds[0], arrivedQty: 11 }] }),
    ).rejects.toEqual(refusal(/overArrival/));
    await expect(
      recordArrival({ orderId: order.id, lines: [{ lineId: lineIds[0], arrivedQty: 0 }] }),
    ).rejects.toEqual(refusal(/nothingArrived/));
    const r = await recordArrival({
      orderId: order.id,
      lines: [
        { lineId: lineIds[0], arrivedQty: 10 },
        { lineId: lineIds[1], arrivedQty: 3 },
      ],
    });
    expect(r).toMatchObject({ orderStatus: S.ARRIVED, pieces: 13, missing: 1 });

    const detail = await get(`/shop/order/${order.id}`, { token: customer.token, lang: "en-us" });
    expect(detail.json.data.lines[1]).toMatchObject({ arrivedQty: 3, missingQty: 1 });
    expect(detail.json.data.domesticTrackingNo).toBe("SF1234567890");
    expect(detail.json.data.timeline.at(-1)).toMatchObject({
      toStatus: S.ARRIVED,
      actor: "operator",
      note: "Arrived at the China warehouse (13 pcs); 1 piece has not arrived",
    });
    const inbox = await get("/shop/message/list", { token: customer.token, lang: "ja" });
    expect(inbox.json.rows![0]).toMatchObject({
      title: "商品の一部が未着です",
      notice: true,
      unreadCount: 1,
    });
    await expect
      .poll(() => mailbox.mails.find((m) => m.to === customer.email)?.subject)
      .toBe("[Kaitsuke] Some goods have not arrived");
    expect(mailbox.mails.find((m) => m.to === customer.email)!.text).toContain(
      `/order/orderDetails?id=${order.id}`,
    );
  });
});

describe("inspection (4 → 8 → 88 or 24) and storage (88 → 16)", () => {
  it("needs every arrived piece sorted, a photo per line and per defect, and known photos", async () => {
    const { order, lineIds } = await paidOrder([[10, 1_000]]);
    await toArrived(order.id, lineIds);
    await startInspection({ orderId: order.id });
    const pic = await photo();
    const base = { orderId: order.id };
    await expect(
      recordInspection({
        ...base,
        lines: [{ lineId: lineIds[0], passedQty: 9, photos: [pic], defects: [] }],
      }),
    ).rejects.toEqual(refusal(/inspectAll/));
    await expect(
      recordInspection({ ...base, lines: [{ lineId: lineIds[0], passedQty: 10, photos: [], defects: [] }] }),
    ).rejects.toEqual(refusal(/linePhotoRequired/));
    await expect(
      recordInspection({
        ...base,
        lines: [
          {
            lineId: lineIds[0],
            passedQty: 8,
            photos: [pic],
            defects: [{ problemType: PROBLEM_TYPE.DAMAGED, quantity: 2, photos: [] }],
          },
        ],
      }),
    ).rejects.toEqual(refusal(/defectPhotoRequired/));
    await expect(
      recordInspection({
        ...base,
        lines: [
          { lineId: lineIds[0], passedQty: 10, photos: ["/uploads/shopmall/2026/11/x.png"], defects: [] },
        ],
      }),
    ).rejects.toEqual(refusal(/photoUnknown/));
    await expect(
      recordInspection({
        ...base,
        lines: [
          {
            lineId: lineIds[0],
            passedQty: 10,
            photos: [pic],
            defects: [{ problemType: PROBLEM_TYPE.SHORTAGE, quantity: 1, photos: [] }],
          },
        ],
      }),
    ).rejects.toEqual(refusal(/shortageTooLarge/));
    expect(await statusOf(order.id)).toBe(S.INSPECTING);
    expect(await getDb().problem.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("passes clean goods with photos, then stores them", async () => {
    const { customer, order, lineIds } = await paidOrder([
      [6, 1_000],
      [4, 1_000],
    ]);
    await toArrived(order.id, lineIds);
    const r = await inspect(order.id);
    expect(r).toMatchObject({ orderStatus: S.INSPECTION_FINISHED, passed: 10, problemIds: [] });
    await expect(storeOrder({ orderId: order.id, storageType: 3 })).rejects.toEqual(refusal(/invalid/));
    await storeOrder({
      orderId: order.id,
      storageType: STORAGE_TYPE.WAREHOUSE,
      inventoryStatus: INVENTORY_STATUS.SKIPPED,
    });
    const row = await getDb().order.findUniqueOrThrow({
      where: { id: order.id },
      include: { lines: { orderBy: { id: "asc" } } },
    });
    expect(row).toMatchObject({
      orderStatus: S.IN_STORAGE,
      storageType: STORAGE_TYPE.WAREHOUSE,
      inventoryStatus: INVENTORY_STATUS.SKIPPED,
    });
    expect(
      row.lines.map((l) => [
        l.checkedQty,
        l.passedQty,
        l.badQty,
        l.inspectionImages.length,
        l.inventoryStatus,
      ]),
    ).toEqual([
      [6, 6, 0, 1, INVENTORY_STATUS.SKIPPED],
      [4, 4, 0, 1, INVENTORY_STATUS.SKIPPED],
    ]);
    const detail = await get(`/shop/order/${order.id}`, { token: customer.token });
    expect(detail.json.data.lines[0].inspectionImages).toHaveLength(1);
    expect(detail.json.data.timeline.map((e: { toStatus: number }) => e.toStatus)).toEqual([
      S.AWAITING_PAYMENT,
      S.AWAITING_CONFIRMATION,
      S.AWAITING_PURCHASE,
      S.PURCHASED,
      S.AWAITING_ARRIVAL,
      S.ARRIVED,
      S.INSPECTING,
      S.INSPECTION_FINISHED,
      S.IN_STORAGE,
    ]);
    const inbox = await get("/shop/message/list", { token: customer.token, lang: "zh-cn" });
    expect(inbox.json.rows!.map((m: { title: string }) => m.title)).toEqual([
      "验货完成",
      "商品已到达中国仓库",
    ]);
  });

  it("turns each defect into a pending problem and waits for the seller (24)", async () => {
    const { customer, order, lineIds } = await paidOrder([
      [10, 1_000],
      [4, 1_000],
    ]);
    await toArrived(order.id, lineIds, 1);
    const r = await inspect(order.id, [
      { lineId: lineIds[0], problemType: PROBLEM_TYPE.DAMAGED, quantity: 2, note: "外箱潰れ" },
      { lineId: lineIds[1], problemType: PROBLEM_TYPE.SHORTAGE, quantity: 1 },
    ]);
    expect(r.orderStatus).toBe(S.DEFECT_PENDING);
    const problems = await getDb().problem.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(problems.map((p) => [p.problemType, p.quantity, p.processStatus, p.images.length])).toEqual([
      [PROBLEM_TYPE.DAMAGED, 2, PROBLEM_PROCESS_STATUS.PENDING, 1],
      [PROBLEM_TYPE.SHORTAGE, 1, PROBLEM_PROCESS_STATUS.PENDING, 0],
    ]);
    const lines = await getDb().orderLine.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(lines.map((l) => [l.arrivedQty, l.checkedQty, l.passedQty, l.badQty])).toEqual([
      [10, 10, 8, 2],
      [3, 3, 3, 0],
    ]);
    const inbox = await get("/shop/message/list", { token: customer.token, lang: "ko" });
    expect(
      inbox.json.rows!.filter((m: { title: string }) => m.title === "검품에서 불량품이 발견되었습니다"),
    ).toHaveLength(2);
    await expect(storeOrder({ orderId: order.id })).rejects.toThrow(/orderStatusConflict/);
  });
});
