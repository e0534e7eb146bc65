import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS as K, ORDER_STATUS as S, SHIPPING_MODE, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { ACTOR } from "@/lib/orders/lifecycle";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { SHIPPING_RULES } from "@/lib/shipping/rates";
import { get, post } from "../helpers/api";
import { submitShipment } from "../helpers/operator";
import { mailbox } from "../helpers/mailbox";
import {
  cancelContainer,
  confirmContainer,
  dispatchContainer,
  markCustomsCleared,
  priceBill,
  recordPacking,
  startPacking,
} from "../helpers/operator";
import { shippingSetup, tradeLabel } from "../helpers/shipping";
import { balanceOf, ledgerSum, statusOf, storedOrder } from "../helpers/warehouse";

const refused = (key: string) => expect.objectContaining({ messageKey: key });
const containerStatus = async (id: number) =>
  (await getDb().container.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

async function seller(
  lines: [number, number][] = [
    [10, 1_000],
    [6, 1_000],
  ],
  topUp?: number,
) {
  const o = await storedOrder(lines, { topUp });
  const setup = await shippingSetup(o.customer.id);
  return { ...o, ...setup, customerId: o.customer.id };
}

const toAddress = (
  s: Awaited<ReturnType<typeof seller>>,
  lines: { orderLineId: number; quantity: number }[],
) => ({
  lines,
  destination: "address" as const,
  addressId: s.addressId,
  clearancePersonId: s.clearancePersonId,
  shippingMode: SHIPPING_MODE.AIR,
});

describe("submitting a packing list (/shipment)", () => {
  it("ships part of an order: the rest stays in storage as its own order, the order goes to 48", async () => {
    const s = await seller();
    const r = await submitShipment(s.customerId, {
      ...toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 4 }]),
      materials: [{ transportCaseId: s.carton.id, quantity: 1 }],
      remark: "壊れ物注意",
    });
    expect(r).toMatchObject({ status: K.AWAITING_PACKING, replayed: false });
    expect(r.estimateYen).toBeGreaterThan(0);
    expect(await statusOf(s.order.id)).toBe(S.AWAITING_DISPATCH);
    const lines = await getDb().orderLine.findMany({
      where: { orderId: s.order.id },
      orderBy: { id: "asc" },
    });
    expect(lines.map((l) => [l.quantity, l.passedQty])).toEqual([[4, 4]]);
    const rest = await getDb().order.findFirstOrThrow({
      where: { parentOrderId: s.order.id },
      include: { lines: { orderBy: { id: "asc" } } },
    });
    expect(rest).toMatchObject({ orderStatus: S.IN_STORAGE, orderNo: `${s.order.orderNo}-S1` });
    expect(rest.lines.map((l) => [l.quantity, l.passedQty])).toEqual([
      [6, 6],
      [6, 6],
    ]);
    // Nothing is counted twice: the money moved with the pieces.
    const parent = await getDb().order.findUniqueOrThrow({ where: { id: s.order.id } });
    expect(parent.paidYen + rest.paidYen).toBe(s.order.totalYen);
    // The stored goods now list only the rest.
    const stored = await post("/shop/container/getContainerOrderList", { token: s.customer.token, body: {} });
    expect(stored.json.rows!.map((o: { orderId: number }) => o.orderId)).toEqual([rest.id]);
    const box = await getDb().boxOrder.findFirstOrThrow({ where: { containerId: r.id } });
    expect(box).toMatchObject({ status: K.AWAITING_PACKING, totalYen: s.carton.priceYen });
  });

  it("refuses more than is stored, another customer's goods or address, and bad input — changing nothing", async () => {
    const s = await seller();
    const other = await seller();
    const attempts: [object, unknown][] = [
      [
        toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 11 }]),
        refused("validation.shipping.overStored"),
      ],
      [
        toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 0 }]),
        refused("validation.shipping.quantityMin"),
      ],
      [
        toAddress(s, [{ orderLineId: other.lineIds[0], quantity: 1 }]),
        expect.objectContaining({ code: "NOT_FOUND" }),
      ],
      [
        { ...toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 1 }]), addressId: other.addressId },
        expect.objectContaining({ code: "NOT_FOUND" }),
      ],
      [
        { ...toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 1 }]), remark: "a\u0000b" },
        refused("validation.controlCharacters"),
      ],
      [
        { ...toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 1 }]), shippingMode: 3 },
        refused("validation.shipping.modeRequired"),
      ],
      [
        { ...toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 1 }]), destination: "fba" },
        refused("validation.shipping.amazonSiteRequired"),
      ],
      [
        { ...toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 1 }]), clearancePersonId: undefined },
        refused("validation.shipping.clearancePersonRequired"),
      ],
    ];
    for (const [input, error] of attempts)
      await expect(submitShipment(s.customerId, input as never)).rejects.toEqual(error);
    expect(await statusOf(s.order.id)).toBe(S.IN_STORAGE);
    expect(await getDb().container.count({ where: { customerId: s.customerId } })).toBe(0);
  });

  it("never ships the same goods twice, also when two packing lists are submitted at once", async () => {
    const s = await seller([[10, 1_000]]);
    const input = toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 10 }]);
    const results = await Promise.allSettled([
      submitShipment(s.customerId, input),
      submitShipment(s.customerId, input),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: refused("validation.shipping.notInStorage"),
    });
    const shipped = await getDb().containerLine.aggregate({
      where: { orderId: s.order.id },
      _sum: { quantity: true },
    });
    expect(shipped._sum.quantity).toBe(10);
  });

  it("answers a repeated submit with the same key with the first packing list", async () => {
    const s = await seller();
    const input = {
      ...toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 10 }]),
      idempotencyKey: "shipment-key-0001",
    };
    const first = await submitShipment(s.customerId, input);
    const again = await submitShipment(s.customerId, input);
    expect(again).toMatchObject({ id: first.id, replayed: true });
  });

  it("answers two identical submits sent at once (a double click) with the same packing list", async () => {
    const s = await seller();
    const input = {
      ...toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 10 }]),
      idempotencyKey: "shipment-key-0002",
    };
    // Before the key was read under a lock, the second answered "not in storage" or a unique violation.
    const [a, b] = await Promise.all([
      submitShipment(s.customerId, input),
      submitShipment(s.customerId, input),
    ]);
    expect(a.id).toBe(b.id);
    expect([a.replayed ?? false, b.replayed ?? false].sort()).toEqual([false, true]);
    expect(await getDb().container.count({ where: { customerId: s.customerId } })).toBe(1);
  });
});

describe("label rules of SPEC §5 for an FBA shipment", () => {
  const fba = (s: Awaited<ReturnType<typeof seller>>, labelIds: number[]) => ({
    lines: [
      { orderLineId: s.lineIds[0], quantity: 10, fnsku: "X00ABCDEFG" },
      { orderLineId: s.lineIds[1], quantity: 6, fnsku: "X00HIJKLMN" },
    ],
    destination: "fba" as const,
    amazonSiteId: s.amazonSiteId,
    fbaShipmentId: "FBA17ABCD123",
    clearancePersonId: s.clearancePersonId,
    shippingMode: SHIPPING_MODE.SEA,
    labelIds,
  });

  it("needs an FNSKU, a trade label for every item, printed first, at most 5 label files", async () => {
    const s = await seller();
    const noFnsku = { ...fba(s, []), lines: [{ orderLineId: s.lineIds[0], quantity: 10 }] };
    await expect(submitShipment(s.customerId, noFnsku)).rejects.toEqual(
      refused("validation.shipping.fnskuRequired"),
    );
    await expect(submitShipment(s.customerId, fba(s, []))).rejects.toEqual(
      refused("validation.shipping.tradeLabelMissing"),
    );
    const onlyFirst = await tradeLabel(s.customerId, [s.lineIds[0]]);
    await expect(submitShipment(s.customerId, fba(s, [onlyFirst]))).rejects.toEqual(
      refused("validation.shipping.tradeLabelMissing"),
    );
    const unprinted = await tradeLabel(s.customerId, [s.lineIds[1]], false);
    await expect(submitShipment(s.customerId, fba(s, [onlyFirst, unprinted]))).rejects.toEqual(
      refused("validation.shipping.tradeLabelNotPrinted"),
    );
    const six = [onlyFirst, unprinted];
    for (let i = 0; i < 4; i += 1) six.push(await tradeLabel(s.customerId, [s.lineIds[1]]));
    await expect(submitShipment(s.customerId, fba(s, six))).rejects.toEqual(
      refused("validation.shipping.labelLimit"),
    );
    const other = await seller();
    const foreign = await tradeLabel(other.customerId, [other.lineIds[0]]);
    await expect(submitShipment(s.customerId, fba(s, [onlyFirst, foreign]))).rejects.toEqual(
      expect.objectContaining({ code: "NOT_FOUND" }),
    );
    expect(await statusOf(s.order.id)).toBe(S.IN_STORAGE);

    const printed = await tradeLabel(s.customerId, [s.lineIds[1]]);
    const ok = await submitShipment(s.customerId, fba(s, [onlyFirst, printed]));
    expect(ok.status).toBe(K.AWAITING_CONFIRMATION);
    expect(await getDb().label.count({ where: { containerId: ok.id } })).toBe(2);
  });
});

describe("the agent's work, the bill, payment and dispatch", () => {
  it("walks an FBA packing list from 11 to 4 with its bill, ledger and customs state", async () => {
    const s = await seller(
      [
        [10, 1_000],
        [6, 1_000],
      ],
      200_000,
    );
    const label = await tradeLabel(s.customerId, s.lineIds);
    const c = await submitShipment(s.customerId, {
      lines: s.lineIds.map((id, i) => ({
        orderLineId: id,
        quantity: i ? 6 : 10,
        fnsku: i ? "X00HIJKLMN" : "X00ABCDEFG",
      })),
      destination: "fba",
      amazonSiteId: s.amazonSiteId,
      fbaShipmentId: "FBA17WXYZ789",
      fbaWarehouseCode: "nrt5",
      clearancePersonId: s.clearancePersonId,
      shippingMode: SHIPPING_MODE.AIR,
      labelIds: [label],
      materials: [{ packingMaterialId: s.material.id, quantity: 2 }],
    });
    await expect(startPacking({ containerId: c.id })).rejects.toThrow(/statusConflict/);
    await confirmContainer({ containerId: c.id });
    await startPacking({ containerId: c.id });
    const lines = await getDb().containerLine.findMany({
      where: { containerId: c.id },
      orderBy: { id: "asc" },
    });
    await expect(
      recordPacking({
        containerId: c.id,
        boxes: [
          {
            lengthCm: 40,
            widthCm: 30,
            heightCm: 30,
            actualWeightGrams: 5_000,
            items: [{ containerLineId: lines[0].id, quantity: 10 }],
          },
        ],
      }),
    ).rejects.toEqual(refused("validation.shipping.packAll"));
    const packed = await recordPacking({
      containerId: c.id,
      boxes: [
        {
          lengthCm: 40,
          widthCm: 30,
          heightCm: 30,
          actualWeightGrams: 5_300,
          items: [{ containerLineId: lines[0].id, quantity: 10 }],
        },
        {
          lengthCm: 40,
          widthCm: 30,
          heightCm: 30,
          actualWeightGrams: 3_100,
          items: [{ containerLineId: lines[1].id, quantity: 6 }],
        },
      ],
    });
    // 8.4 kg actual vs 2 × 36,000 cm³ ÷ 6,000 = 12 kg volumetric → 12 kg
    expect(packed.chargeGrams).toBe(12_000);
    const bill = await priceBill({ containerId: c.id, otherFees: [{ amountYen: 500, note: "遠隔地配送" }] });
    const fees = await getDb().containerFee.findMany({
      where: { containerId: c.id },
      orderBy: { sort: "asc" },
    });
    expect(fees.map((f) => [f.kind, f.amountYen])).toEqual([
      ["freight", 12 * 1_150],
      ["material", 2 * s.material.priceYen],
      ["fbaLabel", 16 * SHIPPING_RULES.labelFeesYen.fbaPerPiece],
      ["tradeLabel", 16 * SHIPPING_RULES.labelFeesYen.tradePerPiece],
      ["other", 500],
    ]);
    expect(bill.totalYen).toBe(fees.reduce((n, f) => n + f.amountYen, 0));
    await expect
      .poll(() => mailbox.mails.some((m) => m.to === s.customer.email && /国際送料の請求額/.test(m.subject)))
      .toBe(true);

    const start = await balanceOf(s.customerId);
    const twice = await Promise.allSettled([
      payWithBalance(s.customerId, { containerIds: [c.id] }),
      payWithBalance(s.customerId, { containerIds: [c.id] }),
    ]);
    expect(twice.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await balanceOf(s.customerId)).toBe(start - bill.totalYen);
    expect(
      await getDb().accountTransaction.count({
        where: { containerId: c.id, type: TRANSACTION_TYPE.PACKING_LIST_PAYMENT },
      }),
    ).toBe(1);
    expect(await ledgerSum(s.customerId)).toBe(await balanceOf(s.customerId));
    expect(await containerStatus(c.id)).toBe(K.AWAITING_DISPATCH);

    await expect(
      dispatchContainer({
        containerId: c.id,
        carrier: "EMS",
        boxes: [
          { boxNo: 1, trackingNo: "EB123456789JP" },
          { boxNo: 2, trackingNo: "12345" },
        ],
      }),
    ).rejects.toEqual(refused("validation.shipping.trackingInvalidBox"));
    await expect(
      dispatchContainer({
        containerId: c.id,
        carrier: "EMS",
        boxes: [{ boxNo: 1, trackingNo: "EB123456789JP" }],
      }),
    ).rejects.toEqual(refused("validation.shipping.trackingMissing"));
    // A box left empty, and one label given to two boxes, are refused naming the box.
    for (const [second, key] of [
      ["", "validation.shipping.trackingMissing"],
      ["eb123456789jp", "validation.shipping.trackingTwice"],
    ])
      await expect(
        dispatchContainer({
          containerId: c.id,
          carrier: "EMS",
          boxes: [
            { boxNo: 1, trackingNo: "EB123456789JP" },
            { boxNo: 2, trackingNo: second },
          ],
        }),
      ).rejects.toMatchObject({ messageKey: key, values: { boxNo: 2 } });
    await dispatchContainer({
      containerId: c.id,
      carrier: "ems",
      boxes: [
        { boxNo: 1, trackingNo: "EB123456789JP" },
        { boxNo: 2, trackingNo: "eb223456789jp" },
      ],
    });
    expect(await statusOf(s.order.id)).toBe(S.DISPATCHED);
    const before = (await get(`/shop/container/getContainerInfo/${c.id}`, { token: s.customer.token })).json
      .data;
    expect(
      before.boxes.map((b: { trackingState: string; trackingMessage: string }) => [
        b.trackingState,
        b.trackingMessage,
      ]),
    ).toEqual([
      ["notRegistered", "荷物のステータスは未登録です（日本の通関完了まで表示されます）"],
      ["notRegistered", "荷物のステータスは未登録です（日本の通関完了まで表示されます）"],
    ]);
    await markCustomsCleared({ containerId: c.id });
    const after = (
      await get(`/shop/container/getContainerInfo/${c.id}`, { token: s.customer.token, lang: "en-us" })
    ).json.data;
    expect(after.boxes[0]).toMatchObject({ trackingState: "cleared", trackingNo: "EB123456789JP" });
    expect(after.boxes[0].trackingUrl).toContain("EB123456789JP");
    expect(after).toMatchObject({
      status: K.DISPATCHED,
      fbaWarehouseCode: "NRT5",
      customsCleared: true,
      canPay: false,
      canCancel: false,
    });
    expect(after.fees.map((f: { description: string }) => f.description)).toEqual([
      "International freight (chargeable weight 12 kg)",
      expect.stringMatching(/^Packing materials BX/),
      "FBA labelling (16 pcs)",
      "Importer labelling (16 pcs)",
      "Other: 遠隔地配送",
    ]);
    expect(after.timeline.map((e: { toStatus: number }) => e.toStatus)).toEqual([
      K.AWAITING_CONFIRMATION,
      K.AWAITING_PACKING,
      K.PACKING,
      K.PACKED,
      K.AWAITING_PAYMENT,
      K.AWAITING_DISPATCH,
      K.DISPATCHED,
      K.DISPATCHED,
    ]);
    expect(after.boxOrders[0]).toMatchObject({ status: K.DISPATCHED });
    expect(after.boxOrders[0].payTime).not.toBeNull();
  });

  it("a bill too large for the balance is refused and nothing changes", async () => {
    const s = await seller([[10, 1_000]], 5_000);
    const c = await submitShipment(s.customerId, toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 10 }]));
    await startPacking({ containerId: c.id });
    const [line] = await getDb().containerLine.findMany({ where: { containerId: c.id } });
    await recordPacking({
      containerId: c.id,
      boxes: [
        {
          lengthCm: 60,
          widthCm: 40,
          heightCm: 40,
          actualWeightGrams: 20_000,
          items: [{ containerLineId: line.id, quantity: 10 }],
        },
      ],
    });
    await priceBill({ containerId: c.id });
    const start = await balanceOf(s.customerId);
    await expect(payWithBalance(s.customerId, { containerIds: [c.id] })).rejects.toThrow(
      /insufficientBalance/,
    );
    expect(await containerStatus(c.id)).toBe(K.AWAITING_PAYMENT);
    expect(await balanceOf(s.customerId)).toBe(start);
  });
});

describe("cancelling a packing list", () => {
  it("puts the goods back into storage and frees the labels; the seller cannot cancel once packing started", async () => {
    const s = await seller([[10, 1_000]]);
    const c = await submitShipment(s.customerId, toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 10 }]));
    await cancelContainer({ containerId: c.id }, ACTOR.CUSTOMER, s.customerId);
    expect(await containerStatus(c.id)).toBe(K.CANCELLED);
    expect(await statusOf(s.order.id)).toBe(S.IN_STORAGE);

    const again = await submitShipment(
      s.customerId,
      toAddress(s, [{ orderLineId: s.lineIds[0], quantity: 10 }]),
    );
    await startPacking({ containerId: again.id });
    await expect(cancelContainer({ containerId: again.id }, ACTOR.CUSTOMER, s.customerId)).rejects.toThrow(
      /cancelAfterPacking/,
    );
    const stranger = await seller();
    await expect(
      cancelContainer({ containerId: again.id }, ACTOR.CUSTOMER, stranger.customerId),
    ).rejects.toThrow(/notFound/);
    await cancelContainer({ containerId: again.id, note: "在庫の再確認のため" }, ACTOR.OPERATOR);
    expect(await statusOf(s.order.id)).toBe(S.IN_STORAGE);
    const inbox = await get("/shop/message/list", { token: s.customer.token });
    expect(inbox.json.rows![0].title).toBe("梱包リストがキャンセルされました");
  });
});
