// Operator commands for packing lists (docs/shipping.md). Each npm script passes its sub-command:
//   npm run op:packing                                   packing lists waiting for the agent, by step
//   npm run op:packing -- confirm <id> [--note "…"]       FBA shipment checked (11 → 6)
//   npm run op:packing -- start <id>                      packing starts (6 → 0)
//   npm run op:pack -- <id> --box <L>x<W>x<H>:<grams>:<line id>=<pieces>[,<line id>=<pieces>]… [--box …]
//   npm run op:pack -- <id> --auto                        each line in the smallest carton that fits (demos)
//   npm run op:packing -- bill <id> [--fee <yen>:"note"]…  price the bill (7 → 1); the seller is told
//   npm run op:dispatch -- <id> <carrier> <tracking no per box…> | --auto   (3 → 4; orders → 52)
//   npm run op:packing -- cleared <id>                   Japanese customs cleared
//   npm run op:packing -- cancel <id> "reason"            before payment; the goods go back into storage
//   npm run op:packing -- adjust <id> <carrier grams> "reason" --key <key>   re-weighed freight (type 16)
//   npm run op:packing -- duty <id> <duty> <consumption tax> <local tax> --key <key> [--declaration <no>]
// Carriers: EMS, DHL, FEDEX, OCS, SAGAWA, YAMATO, SEA. Each action takes --as <staff e-mail>: the seller's
// timeline then names that member (docs/staff.md).
import { CONTAINER_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { ACTOR } from "@/lib/orders/lifecycle";
import { makeRng } from "@/lib/seed/catalogue-random";
import { cartonsFor } from "@/lib/seed/demo-packing";
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
import { parseInput } from "@/lib/validation/parse";
import {
  ZBillPricing,
  ZContainerNote,
  ZCustomsDuty,
  ZDispatch,
  ZPacking,
  ZShippingAdjustment,
} from "@/lib/validation/shipping";
import { Usage, actorOption, id, need, option, options, runCommands, text } from "./cli";

const WAITING = [
  [CONTAINER_STATUS.AWAITING_CONFIRMATION, "FBA shipments to check (confirm)"],
  [CONTAINER_STATUS.AWAITING_PACKING, "to pack (start, then op:pack)"],
  [CONTAINER_STATUS.PACKING, "being packed (op:pack)"],
  [CONTAINER_STATUS.PACKED, "packed, to bill (bill)"],
  [CONTAINER_STATUS.AWAITING_PAYMENT, "billed, the seller pays"],
  [CONTAINER_STATUS.AWAITING_DISPATCH, "paid, to dispatch (op:dispatch)"],
] as const;

async function boxesOf(containerId: number, specs: string[], auto: boolean) {
  const lines = await getDb().containerLine.findMany({
    where: { containerId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      quantity: true,
      orderLine: {
        select: { goods: { select: { weightGrams: true, lengthMm: true, widthMm: true, heightMm: true } } },
      },
    },
  });
  if (auto) return lines.flatMap((l) => cartonsFor(l.id, l.quantity, l.orderLine?.goods ?? null));
  if (!specs.length) throw new Usage("give the boxes (--box …) or --auto");
  return specs.map((spec) => {
    const m = spec.match(/^(\d+)x(\d+)x(\d+):(\d+):(\d+=\d+(?:,\d+=\d+)*)$/);
    if (!m) throw new Usage(`--box: expected <L>x<W>x<H>:<grams>:<line id>=<pieces>[,…], got "${spec}"`);
    return {
      lengthCm: Number(m[1]),
      widthCm: Number(m[2]),
      heightCm: Number(m[3]),
      actualWeightGrams: Number(m[4]),
      items: m[5].split(",").map((pair) => {
        const [line, pieces] = pair.split("=").map(Number);
        return { containerLineId: line, quantity: pieces };
      }),
    };
  });
}

const commands: Record<string, (args: string[]) => Promise<void>> = {
  async pending() {
    for (const [status, label] of WAITING) {
      const rows = await getDb().container.findMany({
        where: { status },
        orderBy: { updatedAt: "asc" },
        take: 50,
        select: {
          id: true,
          containerNo: true,
          updatedAt: true,
          boxCount: true,
          totalYen: true,
          customer: { select: { email: true } },
          lines: { select: { id: true, quantity: true } },
        },
      });
      if (!rows.length) continue;
      console.log(`\n${label}`);
      for (const c of rows)
        console.log(
          `  #${c.id} ${c.containerNo}  ${c.customer.email}  since ${formatDateTime(c.updatedAt)}  lines: ` +
            c.lines.map((l) => `${l.id}×${l.quantity}`).join(", ") +
            (c.boxCount ? `  ${c.boxCount} boxes` : "") +
            (c.totalYen ? `  ¥${c.totalYen}` : ""),
        );
    }
  },
  async confirm(args) {
    const by = await actorOption(args);
    const note = option(args, "--note", true) as string | undefined;
    const r = await confirmContainer(
      parseInput(ZContainerNote, { containerId: id(args[0], "packing list id"), note }),
      by,
    );
    console.log(`packing list ${r.containerId}: confirmed, waiting to be packed`);
  },
  async start(args) {
    const by = await actorOption(args);
    const r = await startPacking(
      parseInput(ZContainerNote, { containerId: id(args[0], "packing list id") }),
      by,
    );
    console.log(`packing list ${r.containerId}: packing`);
  },
  async pack(args) {
    const by = await actorOption(args);
    const auto = option(args, "--auto", false) === true;
    const specs = options(args, "--box");
    const containerId = id(args[0], "packing list id");
    const r = await recordPacking(
      parseInput(ZPacking, { containerId, boxes: await boxesOf(containerId, specs, auto) }),
      by,
    );
    console.log(`packing list ${r.containerId}: packed, chargeable ${r.chargeGrams / 1000} kg`);
  },
  async bill(args) {
    const by = await actorOption(args);
    const fees = options(args, "--fee").map((f) => {
      const m = f.match(/^(\d+):(.+)$/);
      if (!m) throw new Usage(`--fee: expected <yen>:<note>, got "${f}"`);
      return { amountYen: Number(m[1]), note: m[2] };
    });
    const r = await priceBill(
      parseInput(ZBillPricing, { containerId: id(args[0], "packing list id"), otherFees: fees }),
      by,
    );
    console.log(`packing list ${r.containerId}: billed ¥${r.totalYen}, the seller was told`);
  },
  async dispatch(args) {
    const by = await actorOption(args);
    const auto = option(args, "--auto", false) === true;
    const [container, carrier = auto ? "EMS" : undefined, ...numbers] = args;
    const containerId = id(container, "packing list id");
    const boxes = await getDb().containerBox.findMany({
      where: { containerId },
      orderBy: { boxNo: "asc" },
      select: { boxNo: true },
    });
    const rng = makeRng(containerId);
    const tracking = auto ? boxes.map(() => `EB${rng.digits(9)}JP`) : numbers;
    if (tracking.length !== boxes.length)
      throw new Usage(`${boxes.length} box(es): give one tracking number each, in box order`);
    const r = await dispatchContainer(
      parseInput(ZDispatch, {
        containerId,
        carrier: need(carrier, "carrier"),
        boxes: boxes.map((b, i) => ({ boxNo: b.boxNo, trackingNo: tracking[i] })),
      }),
      by,
    );
    console.log(`packing list ${r.containerId}: dispatched, orders #${r.orderIds.join(", #")} → 52`);
  },
  async cleared(args) {
    const by = await actorOption(args);
    const r = await markCustomsCleared(
      parseInput(ZContainerNote, { containerId: id(args[0], "packing list id") }),
      by,
    );
    console.log(`packing list ${r.containerId}: customs cleared${r.replayed ? " (already)" : ""}`);
  },
  async cancel(args) {
    const by = await actorOption(args);
    const [container, ...reason] = args;
    const r = await cancelContainer(
      parseInput(ZContainerNote, {
        containerId: id(container, "packing list id"),
        note: need(text(reason), "reason"),
      }),
      ACTOR.OPERATOR,
      undefined,
      by,
    );
    console.log(
      `packing list ${r.containerId}: cancelled, orders #${r.orderIds.join(", #")} back in storage`,
    );
  },
  async adjust(args) {
    const by = await actorOption(args);
    const idempotencyKey = option(args, "--key", true) as string | undefined;
    const [container, grams, ...reason] = args;
    const r = await chargeShippingAdjustment(
      parseInput(ZShippingAdjustment, {
        containerId: id(container, "packing list id"),
        carrierGrams: need(grams, "carrier grams"),
        reason: need(text(reason), "reason"),
        idempotencyKey: need(idempotencyKey, "--key"),
      }),
      by,
    );
    const what = r.amountYen > 0 ? `charged ¥${r.amountYen}` : `refunded ¥${-r.amountYen}`;
    console.log(`packing list ${r.containerId}: ${what}${r.replayed ? " (already)" : ""}`);
  },
  async duty(args) {
    const by = await actorOption(args);
    const idempotencyKey = option(args, "--key", true) as string | undefined;
    const declarationNo = option(args, "--declaration", true) as string | undefined;
    const [container, duty, tax, local] = args;
    const r = await chargeCustomsDuty(
      parseInput(ZCustomsDuty, {
        containerId: id(container, "packing list id"),
        dutyYen: need(duty, "duty"),
        consumptionTaxYen: need(tax, "consumption tax"),
        localTaxYen: need(local, "local consumption tax"),
        declarationNo,
        idempotencyKey: need(idempotencyKey, "--key"),
      }),
      by,
    );
    console.log(
      `packing list ${r.containerId}: duty and tax ¥${r.amountYen}${r.replayed ? " (already)" : ""}`,
    );
  },
};

await runCommands(
  commands,
  "usage: npm run op:packing -- <command> …  (see docs/shipping.md)",
  "the header of scripts/op/shipping.ts or docs/shipping.md",
);
