import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ORDER_STATUS as S, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { balanceOf, ledgerSum, paidOrder, statusOf } from "../helpers/warehouse";

/**
 * Operator commands parse their input as the API does (lib/validation/parse.ts, scripts/op/cli.ts): a control
 * character typed on the command line is refused before anything changes. Before, the commands reached the
 * domain functions with input no parse had seen, or through a schema that let control characters through.
 */

const CONTROL_JA = "refused: 使用できない文字（制御文字）が含まれています";
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" });

type Run = { code: number; stdout: string; stderr: string };

async function op(script: string, args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)("npx", ["tsx", `scripts/op/${script}`, ...args], {
      env: process.env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** An agent order paid and waiting for the agent's price check (99). */
async function agentOrderAwaitingPrice() {
  await setRate(CLI_ACTOR, { bankTts: "19.3", bankName: "test", effectiveDate: today() }).catch(
    () => undefined,
  );
  const c = await createCustomer();
  await applyBalanceChangeNow({ customerId: c.id, type: TRANSACTION_TYPE.TOP_UP, amountYen: 50_000 });
  const submitted = await post("/shop/order/agentSubmit", {
    token: c.token,
    body: {
      goodsUrl: "https://detail.1688.com/offer/987654321.html",
      goodsName: "木製のカトラリー",
      quantity: 2,
      unitPrice: 10,
    },
  });
  expect(submitted.json.code).toBe(200);
  const orderId: number = submitted.json.data.id;
  const paid = await post("/shop/order/payByBalance", { token: c.token, body: { orderIds: [orderId] } });
  expect(paid.json.code).toBe(200);
  expect(await statusOf(orderId)).toBe(S.AWAITING_CONFIRMATION);
  const [line] = await getDb().orderLine.findMany({ where: { orderId }, select: { id: true } });
  return { customerId: c.id, orderId, lineId: line.id };
}

// The commands run as a second process: they need a database server both processes can reach.
describe.skipIf(!process.env.DATABASE_URL)("operator commands refuse control characters (scripts/op)", () => {
  it("refuses a note with a control character on a price check, then takes the same check without it", async () => {
    const a = await agentOrderAwaitingPrice();
    const before = await balanceOf(a.customerId);
    // ZAgentPrice's note took any string: this check went through and stored the BEL in the timeline.
    const bad = await op("order-status.ts", [
      String(a.orderId),
      "confirm",
      `${a.lineId}=8`,
      "--note",
      "仕入先で確認\u0007",
    ]);
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.stderr).toContain(CONTROL_JA);
    expect(await statusOf(a.orderId)).toBe(S.AWAITING_CONFIRMATION);
    expect(await balanceOf(a.customerId)).toBe(before);
    expect(
      await getDb().orderStatusLog.count({ where: { orderId: a.orderId, note: { contains: "仕入先" } } }),
    ).toBe(0);

    const good = await op("order-status.ts", [
      String(a.orderId),
      "confirm",
      `${a.lineId}=8`,
      "--note",
      "仕入先で確認",
    ]);
    expect(good).toMatchObject({ code: 0 });
    expect(good.stdout).toContain(`order ${a.orderId}: price confirmed → ${S.AWAITING_PURCHASE}`);
    expect(await statusOf(a.orderId)).toBe(S.AWAITING_PURCHASE);
    expect(await balanceOf(a.customerId)).toBeGreaterThan(before);
    expect(await ledgerSum(a.customerId)).toBe(await balanceOf(a.customerId));
  }, 90_000);

  it("refuses a control character in any argument of a command without a schema (close with a refund)", async () => {
    const o = await paidOrder([[2, 1_000]]);
    const before = await balanceOf(o.customer.id);
    // changeOrderStatus takes the note as typed: the order was closed and refunded with the ESC in its note.
    const bad = await op("order-status.ts", [String(o.order.id), "close", "仕入先\u001b廃業"]);
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.stderr).toContain(CONTROL_JA);
    expect(await statusOf(o.order.id)).toBe(S.AWAITING_PURCHASE);
    expect(await balanceOf(o.customer.id)).toBe(before);
    expect(
      await getDb().accountTransaction.count({
        where: { orderId: o.order.id, type: TRANSACTION_TYPE.CANNOT_PURCHASE_REFUND },
      }),
    ).toBe(0);
  }, 60_000);
});
