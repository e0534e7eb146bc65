import { ORDER_STATUS, PROBLEM_TYPE, STORAGE_TYPE, INVENTORY_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { parseInput } from "@/lib/validation/parse";
import {
  ZArrival,
  ZDomesticShipment,
  ZInspection,
  ZOrderNote,
  ZPurchase,
  ZStorage,
} from "@/lib/validation/warehouse";
import { storeInspectionPhoto } from "@/lib/warehouse/inspection-photos";
import { recordArrival, startInspection } from "@/lib/warehouse/record-arrival";
import { recordDomesticShipment } from "@/lib/warehouse/record-domestic-shipment";
import { recordInspection } from "@/lib/warehouse/record-inspection";
import { recordPurchase } from "@/lib/warehouse/record-purchase";
import { storeOrder } from "@/lib/warehouse/store-order";
import { hashString, makeRng } from "./catalogue-random";
import { inspectionPhotoJpeg } from "./inspection-photo";

/**
 * The agent's warehouse work as the demo seed and `npm run op:simulate` do it: every step is one of the
 * domain functions of lib/warehouse (the same an operator command calls, after the same parse), with
 * generated photos.
 */

type Rng = ReturnType<typeof makeRng>;

const CARRIERS = ["中通快递", "圆通速递", "韵达快递", "申通快递", "顺丰速运"] as const;

const linesOf = (orderId: number) =>
  getDb().orderLine.findMany({
    where: { orderId },
    orderBy: { id: "asc" },
    select: { id: true, quantity: true, unitPriceFen: true, arrivedQty: true, checkedQty: true },
  });

/** 1 → 2: bought at the seller's price, or (`cheaperPercent`) a little cheaper on the first line. */
export async function agentPurchase(orderId: number, rng: Rng, cheaperPercent = 0) {
  const lines = await linesOf(orderId);
  return recordPurchase(
    parseInput(ZPurchase, {
      orderId,
      supplierOrderNo: `${rng.digits(4)}${rng.digits(8)}${rng.digits(6)}`,
      lines: cheaperPercent
        ? [
            {
              lineId: lines[0].id,
              unitFen: Math.floor((lines[0].unitPriceFen * (100 - cheaperPercent)) / 100),
            },
          ]
        : [],
    }),
  );
}

/** 2 → 0: the supplier's parcel with a China domestic tracking number. */
export async function agentShip(orderId: number, rng: Rng) {
  return recordDomesticShipment(
    parseInput(ZDomesticShipment, {
      orderId,
      carrier: rng.pick(CARRIERS),
      trackingNo: `${rng.pick(["ZT", "YT", "YD", "ST", "SF"])}${rng.digits(12)}`,
    }),
  );
}

/** 0 / 32 / 40 → 4: every missing piece arrives, except `short` pieces of the last line. */
export async function agentArrive(orderId: number, short = 0) {
  const lines = await linesOf(orderId);
  return recordArrival(
    parseInput(ZArrival, {
      orderId,
      lines: lines.map((l, i) => ({
        lineId: l.id,
        arrivedQty: Math.max(0, l.quantity - l.arrivedQty - (i === lines.length - 1 ? short : 0)),
      })),
    }),
  );
}

export type DefectPlan = { line: number; problemType: number; quantity: number; note?: string };

/**
 * 4 → 8 → 88 / 24: inspects every piece not inspected yet with a photo per line; `defects` (by line index)
 * become problems with their own photo. A shortage counts missing pieces.
 */
export async function agentInspect(orderId: number, defects: readonly DefectPlan[] = []) {
  const order = await getDb().order.findUniqueOrThrow({
    where: { id: orderId },
    select: { orderStatus: true },
  });
  if (order.orderStatus === ORDER_STATUS.ARRIVED) await startInspection(parseInput(ZOrderNote, { orderId }));
  const lines = await linesOf(orderId);
  const photo = async (lineId: number, n: number, defect: boolean) =>
    (
      await storeInspectionPhoto(
        `line-${lineId}-${n}.jpg`,
        await inspectionPhotoJpeg(hashString(`${lineId}:${n}`), defect),
      )
    ).url;
  const entries = [];
  for (const [i, l] of lines.entries()) {
    const unchecked = l.arrivedQty - l.checkedQty;
    const own = defects.filter((d) => d.line === i);
    if (!unchecked && !own.length) continue;
    const found = [];
    for (const [k, d] of own.entries())
      found.push({
        problemType: d.problemType,
        quantity: d.quantity,
        note: d.note,
        photos: d.problemType === PROBLEM_TYPE.SHORTAGE ? [] : [await photo(l.id, 10 + k, true)],
      });
    const defective = found
      .filter((d) => d.problemType !== PROBLEM_TYPE.SHORTAGE)
      .reduce((n, d) => n + d.quantity, 0);
    entries.push({
      lineId: l.id,
      passedQty: unchecked - defective,
      defects: found,
      photos: unchecked ? [await photo(l.id, l.checkedQty, false)] : [],
    });
  }
  return recordInspection(parseInput(ZInspection, { orderId, lines: entries }));
}

/** 88 → 16. */
export function agentStore(
  orderId: number,
  storageType: number = STORAGE_TYPE.NORMAL,
  inventoryStatus: number = INVENTORY_STATUS.COMPLETE,
) {
  return storeOrder(parseInput(ZStorage, { orderId, storageType, inventoryStatus }));
}
