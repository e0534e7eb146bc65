import { SHIPPING_MODE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { ACTOR } from "@/lib/orders/lifecycle";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import {
  confirmContainer,
  dispatchContainer,
  markCustomsCleared,
  priceBill,
  recordPacking,
  startPacking,
} from "@/lib/shipping/agent-actions";
import { cancelContainer } from "@/lib/shipping/container-changes";
import { chargeCustomsDuty, chargeShippingAdjustment } from "@/lib/shipping/after-dispatch";
import { createLabel, printLabel } from "@/lib/shipping/labels";
import { submitShipment } from "@/lib/shipping/submit-shipment";
import { parseInput } from "@/lib/validation/parse";
import {
  ZBillPricing,
  ZContainerNote,
  ZCustomsDuty,
  ZDispatch,
  ZIdBody,
  ZLabelCreate,
  ZPacking,
  ZShippingAdjustment,
  ZShipmentCreate,
} from "@/lib/validation/shipping";
import { makeRng } from "./catalogue-random";
import { DAY, HOUR, plus, type Clock } from "./demo-clock";
import { demoUpload } from "./demo-files";
import { cartonsFor } from "./demo-packing";
import type { PlannedOrder } from "./demo-orders";
import type { People } from "./demo-people";
import type { Ref } from "./demo-reference";
import type { TimedStep } from "./demo-steps";

type Rng = ReturnType<typeof makeRng>;

/**
 * The demo's packing lists, one in every status (SPEC §4: 11, 6, 0, 7, 1, 3, 4 before and after customs, 5),
 * made with the shipping functions the shop and the operator commands use (lib/shipping): labels uploaded and
 * printed, the shipment submitted, confirmed, packed, billed, paid, dispatched, cleared or cancelled.
 */
type Stage =
  | "submit"
  | "confirm"
  | "startPacking"
  | "pack"
  | "bill"
  | "pay"
  | "dispatch"
  | "cleared"
  | "adjust"
  | "duty"
  | "cancel";

type ShipmentPlan = {
  key: string;
  orders: readonly string[];
  /** pieces of the orders' lines to ship (line index → pieces); default: every stored piece */
  pieces?: Record<string, readonly number[]>;
  destination: "fba" | "address";
  mode: number;
  days: number;
  stages: readonly Stage[];
  materials?: boolean;
  remark?: string;
};

const UNTIL_BILLED: readonly Stage[] = ["submit", "startPacking", "pack", "bill"];

const PLANS: readonly ShipmentPlan[] = [
  {
    key: "air-cleared",
    orders: ["sneakers", "bottles"],
    destination: "address",
    mode: SHIPPING_MODE.AIR,
    days: 16,
    // the carrier re-weighed 1 kg more (type 16) and duty was paid at clearance (type 17)
    stages: [...UNTIL_BILLED, "pay", "dispatch", "cleared", "adjust", "duty"],
    remark: "外箱に「精密機器なし」表記をお願いします",
  },
  {
    key: "fba-sea-bill",
    orders: ["cases"],
    destination: "fba",
    mode: SHIPPING_MODE.SEA,
    days: 7,
    stages: ["submit", "confirm", "startPacking", "pack", "bill"],
    materials: true,
  },
  {
    key: "air-paid",
    orders: ["yoga"],
    destination: "address",
    mode: SHIPPING_MODE.AIR,
    days: 8,
    stages: [...UNTIL_BILLED, "pay"],
  },
  {
    key: "air-on-the-way",
    orders: ["earbuds"],
    pieces: { earbuds: [20, 0] },
    destination: "address",
    mode: SHIPPING_MODE.AIR,
    days: 6,
    stages: [...UNTIL_BILLED, "pay", "dispatch"],
  },
  {
    key: "fba-to-confirm",
    orders: ["vintagetee"],
    destination: "fba",
    mode: SHIPPING_MODE.AIR,
    days: 1,
    stages: ["submit"],
  },
  {
    key: "sea-to-pack",
    orders: ["denimskirt"],
    destination: "address",
    mode: SHIPPING_MODE.SEA,
    days: 3,
    stages: ["submit"],
  },
  {
    key: "packing",
    orders: ["jeans"],
    destination: "address",
    mode: SHIPPING_MODE.SEA,
    days: 4,
    stages: ["submit", "startPacking"],
  },
  {
    key: "packed",
    orders: ["runshoes"],
    destination: "address",
    mode: SHIPPING_MODE.AIR,
    days: 5,
    stages: ["submit", "startPacking", "pack"],
  },
  {
    key: "cancelled",
    orders: ["sandals"],
    destination: "address",
    mode: SHIPPING_MODE.AIR,
    days: 8,
    stages: ["submit", "cancel"],
  },
];

export function demoShipmentSteps(
  clock: Clock,
  rng: Rng,
  ref: Ref,
  customerId: number,
  orders: readonly PlannedOrder[],
  people: People,
): TimedStep[] {
  const orderId = (key: string) => orders.find((o) => o.plan.key === key)!.orderId!;
  return PLANS.flatMap((plan) => {
    let containerId = 0;
    const run: Record<Stage, () => Promise<unknown>> = {
      submit: async () => {
        const lines = await getDb().orderLine.findMany({
          where: { orderId: { in: plan.orders.map(orderId) } },
          orderBy: { id: "asc" },
          select: { id: true, orderId: true, passedQty: true },
        });
        const chosen = plan.orders.flatMap((key) =>
          lines
            .filter((l) => l.orderId === orderId(key))
            .map((l, i) => ({ orderLineId: l.id, quantity: plan.pieces?.[key]?.[i] ?? l.passedQty }))
            .filter((l) => l.quantity > 0),
        );
        const labelIds = [];
        if (plan.destination === "fba") {
          const file = await demoUpload(customerId, "label", "importer_labels.pdf", {
            pdf: ["Importer: YAMADA TRADING Co., Ltd.", "Tokyo Shibuya 2-15-1", "Made in China"],
          });
          const label = await createLabel(
            customerId,
            parseInput(ZLabelCreate, {
              fileUrl: file.url,
              labelType: "trade",
              orderLineIds: chosen.map((c) => c.orderLineId),
            }),
          );
          await printLabel(customerId, parseInput(ZIdBody, { id: label.id }));
          labelIds.push(label.id);
        }
        const bigCase = ref.cases[ref.cases.length - 1];
        const bubble = ref.materials[0];
        const result = await submitShipment(
          customerId,
          parseInput(ZShipmentCreate, {
            lines: chosen,
            destination: plan.destination,
            amazonSiteId:
              plan.destination === "fba" ? (ref.siteId.get("A1VC38T7YXB528") ?? undefined) : undefined,
            fbaShipmentId: plan.destination === "fba" ? `FBA17${rng.upper(7)}` : undefined,
            fbaWarehouseCode: plan.destination === "fba" ? "NRT5" : undefined,
            addressId: plan.destination === "address" ? people.homeAddressId : undefined,
            clearancePersonId:
              plan.destination === "fba" ? people.personalClearanceId : people.companyClearanceId,
            shippingMode: plan.mode,
            labelIds,
            materials: plan.materials
              ? [
                  { transportCaseId: bigCase.id, quantity: 2 },
                  { packingMaterialId: bubble.id, quantity: 1 },
                ]
              : [],
            remark: plan.remark,
          }),
        );
        containerId = result.id;
      },
      confirm: () =>
        confirmContainer(
          parseInput(ZContainerNote, { containerId, note: "FBA納品プランとラベルを確認しました" }),
        ),
      startPacking: () => startPacking(parseInput(ZContainerNote, { containerId })),
      pack: async () => {
        const lines = await getDb().containerLine.findMany({
          where: { containerId },
          orderBy: { id: "asc" },
          select: {
            id: true,
            quantity: true,
            orderLine: {
              select: {
                goods: { select: { weightGrams: true, lengthMm: true, widthMm: true, heightMm: true } },
              },
            },
          },
        });
        await recordPacking(
          parseInput(ZPacking, {
            containerId,
            boxes: lines.flatMap((l) => cartonsFor(l.id, l.quantity, l.orderLine?.goods ?? null)),
          }),
        );
      },
      bill: () => priceBill(parseInput(ZBillPricing, { containerId })),
      pay: () => payWithBalance(customerId, { containerIds: [containerId] }),
      dispatch: async () => {
        const boxes = await getDb().containerBox.findMany({
          where: { containerId },
          select: { boxNo: true },
        });
        await dispatchContainer(
          parseInput(ZDispatch, {
            containerId,
            carrier: "EMS",
            boxes: boxes.map((b) => ({ boxNo: b.boxNo, trackingNo: `EB${rng.digits(9)}CN` })),
          }),
        );
      },
      cleared: () => markCustomsCleared(parseInput(ZContainerNote, { containerId })),
      adjust: async () => {
        const { chargeGrams } = await getDb().container.findUniqueOrThrow({
          where: { id: containerId },
          select: { chargeGrams: true },
        });
        await chargeShippingAdjustment(
          parseInput(ZShippingAdjustment, {
            containerId,
            carrierGrams: (chargeGrams ?? 0) + 1_000,
            reason: "EMS再計量：外箱の膨らみで1kg増",
            idempotencyKey: `demo-adjust-${containerId}`,
          }),
        );
      },
      duty: () =>
        chargeCustomsDuty(
          parseInput(ZCustomsDuty, {
            containerId,
            dutyYen: 1_800,
            consumptionTaxYen: 7_300,
            localTaxYen: 2_000,
            declarationNo: "1012345678",
            note: "輸入許可通知書のとおり",
            idempotencyKey: `demo-duty-${containerId}`,
          }),
        ),
      cancel: () => cancelContainer(parseInput(ZContainerNote, { containerId }), ACTOR.CUSTOMER, customerId),
    };
    // The first step at the plan's day, each next one 3 hours later (a day later for a payment or customs).
    let at = clock.at(plan.days, 10, 5);
    return plan.stages.map((stage, i) => {
      if (i) at = plus(at, stage === "pay" || stage === "cleared" || stage === "duty" ? DAY : 3 * HOUR);
      return { at, label: `shipment:${plan.key}:${stage}`, run: async () => void (await run[stage]()) };
    });
  });
}
