// Walks paid orders through the agent's work, for demos and load tests, through the same domain functions
// as the operator commands (lib/seed/warehouse-steps.ts): purchase (some a little cheaper), the supplier's
// parcel, arrival (some short), inspection with generated photos and some defects, storage.
//   npm run op:simulate -- [<order id>…] [--limit 50] [--defect-rate 0.25] [--short-rate 0.1]
//                          [--cheaper-rate 0.3] [--no-store] [--seed 1]
// Without order ids it takes the orders awaiting purchase, oldest first.
import { ORDER_STATUS, PROBLEM_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { makeRng } from "@/lib/seed/catalogue-random";
import {
  agentArrive,
  agentInspect,
  agentPurchase,
  agentShip,
  agentStore,
  type DefectPlan,
} from "@/lib/seed/warehouse-steps";
import { Usage, option, runCommands } from "./cli";

const rate = (value: string | boolean | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!(n >= 0 && n <= 1)) throw new Usage("rates are between 0 and 1");
  return n;
};

async function simulate(args: string[]) {
  const limit = Number(option(args, "--limit", true) ?? 50);
  const defectRate = rate(option(args, "--defect-rate", true), 0.25);
  const shortRate = rate(option(args, "--short-rate", true), 0.1);
  const cheaperRate = rate(option(args, "--cheaper-rate", true), 0.3);
  const store = option(args, "--no-store", false) !== true;
  const rng = makeRng(Number(option(args, "--seed", true) ?? Date.now() % 1_000_000));
  if (!Number.isInteger(limit) || limit < 1) throw new Usage("--limit must be a positive number");
  const ids = args.map((a) => {
    if (!/^\d+$/.test(a)) throw new Usage(`not an order id: ${a}`);
    return Number(a);
  });
  const orders = await getDb().order.findMany({
    where: ids.length ? { id: { in: ids } } : { orderStatus: ORDER_STATUS.AWAITING_PURCHASE },
    orderBy: { id: "asc" },
    take: ids.length || limit,
    select: { id: true, orderNo: true, orderStatus: true },
  });
  if (!orders.length) console.log("no order awaits purchase");
  for (const o of orders) {
    if (o.orderStatus !== ORDER_STATUS.AWAITING_PURCHASE) {
      console.log(`#${o.id} ${o.orderNo}: skipped (not awaiting purchase)`);
      continue;
    }
    await agentPurchase(o.id, rng, rng.next() < cheaperRate ? rng.int(5, 15) : 0);
    await agentShip(o.id, rng);
    const lines = await getDb().orderLine.findMany({ where: { orderId: o.id }, orderBy: { id: "asc" } });
    const last = lines[lines.length - 1];
    const short = last.quantity > 1 && rng.next() < shortRate ? 1 : 0;
    await agentArrive(o.id, short);
    const defects: DefectPlan[] = [];
    if (short) defects.push({ line: lines.length - 1, problemType: PROBLEM_TYPE.SHORTAGE, quantity: short });
    const candidates = lines.map((l, i) => ({
      i,
      pieces: l.quantity - (i === lines.length - 1 ? short : 0),
    }));
    const target = candidates.filter((c) => c.pieces >= 2);
    if (target.length && rng.next() < defectRate) {
      const c = rng.pick(target);
      defects.push({
        line: c.i,
        problemType: rng.pick([PROBLEM_TYPE.DAMAGED, PROBLEM_TYPE.FLAWED, PROBLEM_TYPE.WRONG_GOODS]),
        quantity: rng.int(1, Math.min(3, c.pieces - 1)),
      });
    }
    const r = await agentInspect(o.id, defects);
    if (r.orderStatus === ORDER_STATUS.INSPECTION_FINISHED && store) await agentStore(o.id);
    console.log(
      `#${o.id} ${o.orderNo}: ${r.problemIds.length ? `defects → problems #${r.problemIds.join(", #")}` : store ? "stored" : "inspected"}`,
    );
  }
}

await runCommands(
  { simulate },
  "usage: npm run op:simulate -- [<order id>…] [--limit 50] …",
  "the header of scripts/op/simulate.ts",
);
