import { randomInt } from "node:crypto";
import { SHIPPING_MODE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { ACTOR } from "@/lib/orders/lifecycle";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { parseInput } from "@/lib/validation/parse";
import { ZOrderLocation } from "@/lib/validation/warehouse";
import { moveOrderLocation } from "@/lib/warehouse/store-order";
import * as op from "./operator";
import { shippingSetup, tradeLabel } from "./shipping";
import { storedOrder } from "./warehouse";

export const STAGES = [
  "submitted",
  "confirmed",
  "packing",
  "packed",
  "billed",
  "paid",
  "dispatched",
  "cleared",
];
export type Stage = (typeof STAGES)[number];
export const emsNo = () => `EB${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}JP`;

/**
 * A packing list of two lines (10 and 6 pieces) made as the demo makes them: goods stored on a shelf, submitted
 * by the seller (FBA: waits for confirmation, 11; an address: 6), then taken by the domain functions, with no
 * staff member, to `to`: one box per line (40 × 30 × 30 cm, 5.3 and 16.1 kg), billed, paid, dispatched by EMS.
 */
export async function packingList(o: { fba?: boolean; to?: Stage; cancel?: boolean } = {}) {
  const stored = await storedOrder([
    [10, 1_000],
    [6, 1_000],
  ]);
  const customer = stored.customer;
  const location = `A-${randomInt(10, 99)}-2`;
  await moveOrderLocation(parseInput(ZOrderLocation, { orderId: stored.order.id, locationCode: location }));
  const s = await shippingSetup(customer.id);
  const submitted = await op.submitShipment(customer.id, {
    lines: stored.lineIds.map((id, i) => ({
      orderLineId: id,
      quantity: i ? 6 : 10,
      ...(o.fba ? { fnsku: i ? "X00HIJKLMN" : "X00ABCDEFG" } : {}),
    })),
    ...(o.fba
      ? { destination: "fba", amazonSiteId: s.amazonSiteId, fbaShipmentId: "FBA17WXYZ789" }
      : { destination: "address", addressId: s.addressId }),
    clearancePersonId: s.clearancePersonId,
    shippingMode: SHIPPING_MODE.AIR,
    labelIds: o.fba ? [await tradeLabel(customer.id, stored.lineIds)] : [],
  });
  const id = submitted.id;
  const lines = await getDb().containerLine.findMany({ where: { containerId: id }, orderBy: { id: "asc" } });
  const reach = (stage: Stage) => STAGES.indexOf(o.to ?? "submitted") >= STAGES.indexOf(stage);
  const tracking = [emsNo(), emsNo()];
  if (o.fba && reach("confirmed")) await op.confirmContainer({ containerId: id });
  if (reach("packing")) await op.startPacking({ containerId: id });
  if (reach("packed"))
    await op.recordPacking({
      containerId: id,
      boxes: lines.map((l, i) => ({
        lengthCm: 40,
        widthCm: 30,
        heightCm: 30,
        actualWeightGrams: i ? 16_100 : 5_300,
        items: [{ containerLineId: l.id, quantity: l.quantity }],
      })),
    });
  if (reach("billed")) await op.priceBill({ containerId: id });
  if (reach("paid")) await payWithBalance(customer.id, { containerIds: [id] });
  if (reach("dispatched"))
    await op.dispatchContainer({
      containerId: id,
      carrier: "EMS",
      boxes: tracking.map((trackingNo, i) => ({ boxNo: i + 1, trackingNo })),
    });
  if (reach("cleared")) await op.markCustomsCleared({ containerId: id });
  if (o.cancel) await op.cancelContainer({ containerId: id, note: "取消" }, ACTOR.OPERATOR);
  const orderId = stored.order.id;
  return { id, containerNo: submitted.containerNo, customer, orderId, location, lines, tracking };
}
