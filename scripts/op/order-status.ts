// Operator commands for orders before the warehouse (docs/order-lifecycle.md):
//   npm run op:order -- <order id> <cannot-purchase|close|cancel> [note]   refunds where the lifecycle says so
//   npm run op:order -- <order id> confirm [<line id>=<yuan>]… [--note "…"]
//       an agent order's real price (99): lower or the same → on to purchase, the difference refunded;
//       higher → the seller is asked to accept or cancel
// Purchasing is `npm run op:purchase` (it records the supplier's order and the price paid).
// Each takes --as <staff e-mail>: the seller's timeline then names that member (docs/staff.md), and the audit
// trail names them too (without --as: "cli"), as the purchase desk's actions do (docs/warehouse.md).
import { ORDER_STATUS } from "@/lib/codes";
import { yuanToFen } from "@/lib/pricing/convert";
import { confirmAgentPrice, ZAgentPrice } from "@/lib/orders/agent-order";
import { ACTOR } from "@/lib/orders/lifecycle";
import { changeOrderStatus } from "@/lib/orders/change-order-status";
import { parseInput } from "@/lib/validation/parse";
import { Usage, actorOption, id, option, runCommands, text } from "./cli";

const TARGETS: Record<string, number> = {
  "cannot-purchase": ORDER_STATUS.CANNOT_PURCHASE,
  close: ORDER_STATUS.CANNOT_PURCHASE_FINAL,
  cancel: ORDER_STATUS.CANCELLED,
};

async function order(args: string[]) {
  const by = await actorOption(args);
  const note = option(args, "--note", true) as string | undefined;
  const [ref, target, ...rest] = args;
  const orderId = id(ref, "order id");
  if (target === "confirm") {
    const lines = rest.map((pair) => {
      const m = pair.match(/^(\d+)=(\d+(?:\.\d{1,2})?)$/);
      if (!m) throw new Usage(`expected <line id>=<yuan>, got "${pair}"`);
      return { lineId: Number(m[1]), unitFen: yuanToFen(Number(m[2])) };
    });
    const r = await confirmAgentPrice(parseInput(ZAgentPrice, { orderId, lines, note }), by);
    console.log(
      r.extraYen
        ? `order ${r.orderId}: the real price is ¥${r.extraYen} more; the seller ` +
            (r.replayed ? "was asked already (nothing changed)" : "was asked to accept or cancel")
        : `order ${r.orderId}: price confirmed → ${r.orderStatus}` +
            (r.refundYen ? `, refunded ${r.refundYen} yen` : ""),
    );
    return;
  }
  if (!target || !(target in TARGETS))
    throw new Usage(`action: ${[...Object.keys(TARGETS), "confirm"].join(", ")}`);
  const r = await changeOrderStatus({
    orderId,
    to: TARGETS[target],
    actor: ACTOR.OPERATOR,
    by,
    note: note ?? (text(rest) || null),
  });
  console.log(
    `order ${r.orderId}: ${r.fromStatus} → ${r.orderStatus}` +
      (r.refundedYen ? `, refunded ${r.refundedYen} yen` : ""),
  );
}

// `op:order -- <id> <action>`: the command name is the order id's slot, so dispatch on the whole argument list.
process.argv.splice(2, 0, "order");
await runCommands(
  { order },
  "usage: npm run op:order -- <order id> <cannot-purchase|close|cancel|confirm> …",
  "scripts/op/order-status.ts",
);
