import { CONTAINER_STATUS, ORDER_STATUS, SHIPPING_MODE, STORAGE_TYPE, TRANSACTION_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { ACTOR } from "@/lib/orders/lifecycle";
import { changeOrderStatus } from "@/lib/orders/change-order-status";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { makeRng } from "./catalogue-random";
import { HOUR, plus, type Clock } from "./demo-clock";
import { demoUpload } from "./demo-files";
import type { PlannedOrder } from "./demo-orders";
import type { Ref } from "./demo-reference";
import type { People } from "./demo-people";
import type { TimedStep } from "./demo-steps";

type Rng = ReturnType<typeof makeRng>;

/**
 * The demo's two packing lists: one dispatched by air (sneakers, bottles → 52), one for Amazon FBA by sea
 * awaiting payment (cases → 48). The orders move through the lifecycle with changeOrderStatus and the
 * payments go through the ledger; the packing-list rows themselves are written here until the packing-list
 * functions exist (the shipment issue), which will replace this file.
 */
const yyyymmdd = (d: Date) => new Date(d.getTime() + 9 * HOUR).toISOString().slice(0, 10).replaceAll("-", "");

async function boxesFor(orderIds: number[], dims: [number, number, number], gramsPerPiece: number) {
  const lines = await getDb().orderLine.findMany({
    where: { orderId: { in: orderIds } },
    orderBy: { id: "asc" },
  });
  return lines.map((l, i) => {
    const net = gramsPerPiece * l.quantity;
    return { line: l, boxNo: i + 1, dims, net, actual: net + 850 };
  });
}

async function createContainer(
  customerId: number,
  rng: Rng,
  orderIds: number[],
  opts: {
    status: number;
    mode: number;
    dims: [number, number, number];
    grams: number;
    addressId?: number;
    clearanceId?: number;
    siteId?: number | null;
    fba?: boolean;
    remark?: string;
  },
) {
  const boxes = await boxesFor(orderIds, opts.dims, opts.grams);
  const volume = boxes.reduce((s, b) => s + b.dims[0] * b.dims[1] * b.dims[2], 0);
  const actual = boxes.reduce((s, b) => s + b.actual, 0);
  const chargeHalfKg = Math.ceil(Math.max(actual, Math.ceil((volume / 6000) * 1000)) / 500);
  const freight = opts.mode === SHIPPING_MODE.AIR ? chargeHalfKg * 575 : Math.max(chargeHalfKg * 210, 3_000);
  const pieces = boxes.reduce((s, b) => s + b.line.quantity, 0);
  const other = opts.fba ? 15 * pieces : 800;
  const at = now();
  return getDb().container.create({
    data: {
      customerId,
      containerNo: `PL${yyyymmdd(at)}${rng.digits(4)}`,
      status: opts.status,
      shippingMode: opts.mode,
      storageType: STORAGE_TYPE.NORMAL,
      addressId: opts.addressId ?? null,
      clearancePersonId: opts.clearanceId ?? null,
      amazonSiteId: opts.siteId ?? null,
      fbaShipmentId: opts.fba ? `FBA17${rng.upper(7)}` : null,
      boxCount: boxes.length,
      netWeightGrams: boxes.reduce((s, b) => s + b.net, 0),
      actualWeightGrams: actual,
      volumeCm3: volume,
      freightYen: freight,
      otherFeeYen: other,
      totalYen: freight + other,
      remark: opts.remark ?? null,
      createdAt: at,
      updatedAt: at,
      lines: {
        create: boxes.map((b) => ({
          orderId: b.line.orderId,
          orderLineId: b.line.id,
          quantity: b.line.quantity,
          boxNo: b.boxNo,
          fnsku: b.line.fnsku,
          asin: b.line.asin,
          sellerSku: b.line.sellerSku,
        })),
      },
      boxes: {
        create: boxes.map((b) => ({
          boxNo: b.boxNo,
          lengthCm: b.dims[0],
          widthCm: b.dims[1],
          heightCm: b.dims[2],
          netWeightGrams: b.net,
          actualWeightGrams: b.actual,
        })),
      },
    },
  });
}

export function demoShipmentSteps(
  clock: Clock,
  rng: Rng,
  ref: Ref,
  customerId: number,
  orders: readonly PlannedOrder[],
  people: People,
): TimedStep[] {
  const id = (key: string) => orders.find((o) => o.plan.key === key)!.orderId!;
  const toPackingList = (keys: string[]) =>
    Promise.all(
      keys.map((k) =>
        changeOrderStatus({ orderId: id(k), to: ORDER_STATUS.AWAITING_DISPATCH, actor: ACTOR.SYSTEM }),
      ),
    );
  let airId = 0;
  let fbaId = 0;
  return [
    {
      at: clock.at(14, 15, 10),
      label: "packing-list:air",
      run: async () => {
        await toPackingList(["sneakers", "bottles"]);
        const c = await createContainer(customerId, rng, [id("sneakers"), id("bottles")], {
          status: CONTAINER_STATUS.AWAITING_PAYMENT,
          mode: SHIPPING_MODE.AIR,
          dims: [50, 40, 35],
          grams: 420,
          addressId: people.homeAddressId,
          clearanceId: people.companyClearanceId,
          remark: "外箱に「精密機器なし」表記をお願いします",
        });
        airId = c.id;
      },
    },
    {
      at: clock.at(12, 10, 42),
      label: "packing-list:air:pay",
      run: async () => {
        const c = await getDb().container.findUniqueOrThrow({ where: { id: airId } });
        await applyBalanceChangeNow({
          customerId,
          type: TRANSACTION_TYPE.PACKING_LIST_PAYMENT,
          amountYen: -c.totalYen,
          idempotencyKey: `container:${c.id}`,
          containerId: c.id,
          remarkKey: "ledger.packingListPayment",
          remarkParams: { containerNo: c.containerNo },
        });
        await getDb().container.update({
          where: { id: c.id },
          data: { status: CONTAINER_STATUS.AWAITING_DISPATCH, paidAt: now() },
        });
      },
    },
    {
      at: clock.at(11, 16, 0),
      label: "packing-list:air:dispatch",
      run: async () => {
        for (const k of ["sneakers", "bottles"])
          await changeOrderStatus({ orderId: id(k), to: ORDER_STATUS.DISPATCHED, actor: ACTOR.OPERATOR });
        await getDb().container.update({
          where: { id: airId },
          data: {
            status: CONTAINER_STATUS.DISPATCHED,
            dispatchedAt: now(),
            trackingNo: `EB${rng.digits(9)}CN`,
          },
        });
        await getDb().containerBox.updateMany({
          where: { containerId: airId },
          data: { trackingNo: `EB${rng.digits(9)}CN` },
        });
      },
    },
    {
      at: clock.at(5, 14, 0),
      label: "packing-list:fba",
      run: async () => {
        await toPackingList(["cases"]);
        const c = await createContainer(customerId, rng, [id("cases")], {
          status: CONTAINER_STATUS.AWAITING_PAYMENT,
          mode: SHIPPING_MODE.SEA,
          dims: [40, 30, 30],
          grams: 38,
          clearanceId: people.personalClearanceId,
          siteId: ref.siteId.get("A1VC38T7YXB528") ?? null,
          fba: true,
        });
        fbaId = c.id;
        const fbaLabel = await demoUpload(customerId, "document", "FBA_labels.pdf", {
          pdf: ["FBA FNSKU labels", c.containerNo],
        });
        const lines = await getDb().orderLine.findMany({ where: { orderId: id("cases") } });
        await getDb().label.createMany({
          data: lines.map((l) => ({
            customerId,
            containerId: c.id,
            orderLineId: l.id,
            labelType: "fba",
            fnsku: l.fnsku,
            fileUrl: fbaLabel.url,
            printedAt: plus(now(), HOUR),
            createdAt: now(),
          })),
        });
      },
    },
    {
      at: clock.at(5, 16, 0),
      label: "packing-list:fba:materials",
      run: async () => {
        const bigCase = ref.cases[ref.cases.length - 1];
        const bubble = ref.materials[0];
        const boxes = await getDb().containerBox.count({ where: { containerId: fbaId } });
        const lines = [
          {
            transportCaseId: bigCase.id,
            quantity: boxes,
            unitPriceYen: bigCase.priceYen,
            amountYen: bigCase.priceYen * boxes,
          },
          {
            packingMaterialId: bubble.id,
            quantity: 1,
            unitPriceYen: bubble.priceYen,
            amountYen: bubble.priceYen,
          },
        ];
        const total = lines.reduce((s, l) => s + l.amountYen, 0);
        const order = await getDb().boxOrder.create({
          data: {
            customerId,
            containerId: fbaId,
            boxOrderNo: `BX${yyyymmdd(now())}${rng.digits(4)}`,
            status: CONTAINER_STATUS.PACKED,
            totalYen: total,
            remark: "FBA納品用に強化段ボールでお願いします",
            paidAt: now(),
            createdAt: now(),
            lines: { create: lines },
          },
        });
        await applyBalanceChangeNow({
          customerId,
          type: TRANSACTION_TYPE.BOX_ORDER_PAYMENT,
          amountYen: -total,
          idempotencyKey: `box-order:${order.id}`,
          containerId: fbaId,
          remarkKey: "ledger.boxOrderPayment",
          remarkParams: { boxOrderNo: order.boxOrderNo },
        });
      },
    },
  ];
}
