// Operator commands for the warehouse (docs/warehouse.md). Each npm script passes its sub-command:
//   npm run op:warehouse                                        orders waiting for the agent, by step
//   npm run op:purchase -- <order id> <supplier order no> [--price <line id>=<yuan>]… [--note "…"]
//   npm run op:ship -- <order id> <carrier> <tracking no>        the supplier sent the parcel (2 → 0)
//   npm run op:arrive -- <order id> [<line id>=<pieces>]…        pieces that came in (default: all missing)
//   npm run op:inspect -- <order id> --photo [<line id>=]<file>… [--defect <line id>:<type>:<pieces>[:<note>]]…
//        [--defect-photo <file>]… [--weight <line id>=<grams>]… [--size <line id>=<L>x<W>x<H>]…
//        every piece not inspected passes unless a defect takes it; types: wrong, shortage, damaged, flawed,
//        fake, other (or 1–6); weight (g) and size (cm) are one piece's as measured, where known (a line
//        inspected before may be measured again); starts the inspection when at 4
//   npm run op:store -- <order id> [normal|warehouse] [--count complete|incomplete|skipped] [--location <shelf/bin>]
// Each takes --as <staff e-mail>: the seller's timeline then names that member (docs/staff.md); purchase, ship,
// inspect and store write their audit row under that member (without --as: "cli"), as the desks do.
// With PGlite (no DATABASE_URL) stop the shop first: the embedded database has one owner.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { INVENTORY_STATUS, ORDER_STATUS, PROBLEM_TYPE, STORAGE_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { yuanToFen } from "@/lib/pricing/convert";
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
import { Usage, actorOption, id, need, option, options, runCommands } from "./cli";

const TYPES: Record<string, number> = {
  wrong: PROBLEM_TYPE.WRONG_GOODS,
  shortage: PROBLEM_TYPE.SHORTAGE,
  damaged: PROBLEM_TYPE.DAMAGED,
  flawed: PROBLEM_TYPE.FLAWED,
  fake: PROBLEM_TYPE.FAKE,
  other: PROBLEM_TYPE.OTHER,
};
const STORAGE: Record<string, number> = { normal: STORAGE_TYPE.NORMAL, warehouse: STORAGE_TYPE.WAREHOUSE };
const COUNT: Record<string, number> = {
  incomplete: INVENTORY_STATUS.INCOMPLETE,
  complete: INVENTORY_STATUS.COMPLETE,
  skipped: INVENTORY_STATUS.SKIPPED,
};

/** "<line id>=<value>" pairs. */
function pairs(args: string[], what: string): { lineId: number; value: string }[] {
  return args.map((a) => {
    const m = a.match(/^(\d+)=(.+)$/);
    if (!m) throw new Usage(`${what}: expected <line id>=<value>, got "${a}"`);
    return { lineId: Number(m[1]), value: m[2] };
  });
}

async function storeFile(file: string): Promise<string> {
  const bytes = new Uint8Array(
    await readFile(file).catch(() => {
      throw new Usage(`cannot read ${file}`);
    }),
  );
  return (await storeInspectionPhoto(path.basename(file), bytes)).url;
}

const WAITING = [
  [ORDER_STATUS.AWAITING_PURCHASE, "to purchase (op:purchase)"],
  [ORDER_STATUS.PURCHASED, "purchased, supplier to ship (op:ship)"],
  [ORDER_STATUS.AWAITING_ARRIVAL, "on the way to the warehouse (op:arrive)"],
  [ORDER_STATUS.EXCHANGE_AWAITING_ARRIVAL, "exchange on the way (op:arrive)"],
  [ORDER_STATUS.REISSUE_AWAITING_ARRIVAL, "reissue on the way (op:arrive)"],
  [ORDER_STATUS.ARRIVED, "arrived, to inspect (op:inspect)"],
  [ORDER_STATUS.INSPECTING, "inspecting (op:inspect)"],
  [ORDER_STATUS.INSPECTION_FINISHED, "inspected, to store (op:store)"],
] as const;

const commands: Record<string, (args: string[]) => Promise<void>> = {
  async pending() {
    for (const [status, label] of WAITING) {
      const rows = await getDb().order.findMany({
        where: { orderStatus: status },
        orderBy: { updatedAt: "asc" },
        take: 50,
        select: {
          id: true,
          orderNo: true,
          updatedAt: true,
          customer: { select: { email: true } },
          lines: { select: { id: true, quantity: true, arrivedQty: true, checkedQty: true } },
        },
      });
      if (!rows.length) continue;
      console.log(`\n${label}`);
      for (const o of rows)
        console.log(
          `  #${o.id} ${o.orderNo}  ${o.customer.email}  since ${formatDateTime(o.updatedAt)}  lines: ` +
            o.lines
              .map((l) => `${l.id} (${l.arrivedQty}/${l.quantity} arrived, ${l.checkedQty} inspected)`)
              .join(", "),
        );
    }
  },
  async purchase(args) {
    const by = await actorOption(args);
    const note = option(args, "--note", true) as string | undefined;
    const prices = pairs(options(args, "--price"), "--price").map((p) => {
      if (!/^\d+(\.\d{1,2})?$/.test(p.value))
        throw new Usage(`--price: yuan with up to 2 decimals, got ${p.value}`);
      return { lineId: p.lineId, unitFen: yuanToFen(Number(p.value)) };
    });
    const [order, supplierOrderNo] = args;
    const r = await recordPurchase(
      parseInput(ZPurchase, {
        orderId: id(order, "order id"),
        supplierOrderNo: need(supplierOrderNo, "supplier order number"),
        lines: prices,
        note,
      }),
      by,
    );
    console.log(
      `order ${r.orderId}: purchased` + (r.refundYen ? `, ¥${r.refundYen} difference refunded` : ""),
    );
  },
  async ship(args) {
    const by = await actorOption(args);
    const [order, carrier, trackingNo] = args;
    const r = await recordDomesticShipment(
      parseInput(ZDomesticShipment, {
        orderId: id(order, "order id"),
        carrier: need(carrier, "carrier"),
        trackingNo: need(trackingNo, "tracking number"),
      }),
      by,
    );
    console.log(`order ${r.orderId}: on the way to the warehouse`);
  },
  async arrive(args) {
    const by = await actorOption(args);
    const [order, ...rest] = args;
    const orderId = id(order, "order id");
    let lines = pairs(rest, "arrival").map((p) => ({ lineId: p.lineId, arrivedQty: Number(p.value) }));
    if (!lines.length)
      lines = (
        await getDb().orderLine.findMany({
          where: { orderId },
          select: { id: true, quantity: true, arrivedQty: true },
        })
      ).map((l) => ({ lineId: l.id, arrivedQty: l.quantity - l.arrivedQty }));
    const r = await recordArrival(parseInput(ZArrival, { orderId, lines }), by);
    console.log(
      `order ${r.orderId}: ${r.pieces} pcs arrived` + (r.missing ? `, ${r.missing} pcs still missing` : ""),
    );
  },
  async inspect(args) {
    const by = await actorOption(args);
    const photoArgs = options(args, "--photo");
    const defectArgs = options(args, "--defect");
    const defectPhotoFiles = options(args, "--defect-photo");
    const measured = new Map<number, Record<string, string>>();
    const measure = (lineId: number, values: Record<string, string>) =>
      measured.set(lineId, { ...measured.get(lineId), ...values });
    for (const w of pairs(options(args, "--weight"), "--weight")) measure(w.lineId, { weightGrams: w.value });
    for (const s of pairs(options(args, "--size"), "--size")) {
      // Fewer than three sides go to the schema, which refuses them as the desk does.
      const [lengthCm, widthCm, heightCm, ...more] = s.value.split(/[x×*]/i);
      if (more.length) throw new Usage(`--size: expected <line id>=<L>x<W>x<H> (cm), got "${s.value}"`);
      measure(s.lineId, { lengthCm, widthCm, heightCm });
    }
    const orderId = id(args[0], "order id");
    const lines = await getDb().orderLine.findMany({
      where: { orderId },
      orderBy: { id: "asc" },
      select: { id: true, arrivedQty: true, checkedQty: true },
    });
    for (const lineId of measured.keys())
      if (!lines.some((l) => l.id === lineId))
        throw new Usage(`--weight/--size: line ${lineId} is not a line of order ${orderId}`);
    const forAll: string[] = [];
    const byLine = new Map<number, string[]>();
    for (const a of photoArgs) {
      const m = a.match(/^(\d+)=(.+)$/);
      if (m) byLine.set(Number(m[1]), [...(byLine.get(Number(m[1])) ?? []), await storeFile(m[2])]);
      else forAll.push(await storeFile(a));
    }
    const defectPhotos = await Promise.all(defectPhotoFiles.map(storeFile));
    const defects = defectArgs.map((a) => {
      const [line, type, pieces, ...note] = a.split(":");
      const problemType = TYPES[type] ?? Number(type);
      if (
        !/^\d+$/.test(line ?? "") ||
        !Object.values(TYPES).includes(problemType) ||
        !/^\d+$/.test(pieces ?? "")
      )
        throw new Usage(`--defect: expected <line id>:<type>:<pieces>[:<note>], got "${a}"`);
      return {
        lineId: Number(line),
        problemType,
        quantity: Number(pieces),
        note: note.join(":") || undefined,
      };
    });
    const entries = lines
      .filter(
        (l) => l.arrivedQty > l.checkedQty || defects.some((d) => d.lineId === l.id) || measured.has(l.id),
      )
      .map((l) => {
        const own = defects.filter((d) => d.lineId === l.id);
        const photos = [...(byLine.get(l.id) ?? []), ...forAll];
        const defective = own
          .filter((d) => d.problemType !== PROBLEM_TYPE.SHORTAGE)
          .reduce((n, d) => n + d.quantity, 0);
        return {
          lineId: l.id,
          passedQty: Math.max(0, l.arrivedQty - l.checkedQty - defective),
          photos,
          ...measured.get(l.id),
          defects: own.map((d) => ({
            problemType: d.problemType,
            quantity: d.quantity,
            note: d.note,
            photos:
              d.problemType === PROBLEM_TYPE.SHORTAGE ? [] : defectPhotos.length ? defectPhotos : photos,
          })),
        };
      });
    const inspection = parseInput(ZInspection, { orderId, lines: entries });
    const order = await getDb().order.findUnique({ where: { id: orderId }, select: { orderStatus: true } });
    if (order?.orderStatus === ORDER_STATUS.ARRIVED)
      await startInspection(parseInput(ZOrderNote, { orderId }), by);
    const r = await recordInspection(inspection, by);
    console.log(
      `order ${r.orderId}: inspected, ${r.passed} pcs passed` +
        (r.problemIds.length ? `, problems #${r.problemIds.join(", #")} wait for the seller` : ", no defect"),
    );
  },
  async store(args) {
    const by = await actorOption(args);
    const count = option(args, "--count", true) as string | undefined;
    const locationCode = option(args, "--location", true) as string | undefined;
    const [order, kind = "normal"] = args;
    if (!(kind in STORAGE)) throw new Usage("storage type: normal or warehouse");
    if (count !== undefined && !(count in COUNT)) throw new Usage("--count: complete, incomplete or skipped");
    const r = await storeOrder(
      parseInput(ZStorage, {
        orderId: id(order, "order id"),
        storageType: STORAGE[kind],
        inventoryStatus: COUNT[count ?? "complete"],
        locationCode,
      }),
      by,
    );
    console.log(`order ${r.orderId}: in storage` + (r.locationCode ? ` at ${r.locationCode}` : ""));
  },
};

await runCommands(
  commands,
  "usage: tsx scripts/op/warehouse.ts <command> …  (see docs/warehouse.md)",
  "the header of scripts/op/warehouse.ts or docs/warehouse.md",
);
