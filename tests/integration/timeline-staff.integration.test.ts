import { beforeAll, describe, expect, it } from "vitest";
import { CONTAINER_STATUS, ORDER_STATUS, SHIPPING_MODE, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { changeOrderStatus } from "@/lib/orders/change-order-status";
import { getOrder } from "@/lib/orders/get-order";
import { ACTOR } from "@/lib/orders/lifecycle";
import * as agent from "@/lib/shipping/agent-actions";
import { getContainer } from "@/lib/shipping/container-view";
import { CLI_ACTOR, type Actor } from "@/lib/staff/audit";
import { parseInput } from "@/lib/validation/parse";
import { ZBillPricing, ZContainerNote, ZDispatch, ZPacking } from "@/lib/validation/shipping";
import { ZPurchase } from "@/lib/validation/warehouse";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { approveTopUp } from "@/lib/wallet/top-up-review";
import { recordPurchase } from "@/lib/warehouse/record-purchase";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { submitShipment } from "../helpers/operator";
import { shippingSetup } from "../helpers/shipping";
import { createStaffMember } from "../helpers/staff";
import { paidOrder, storedOrder, unpaidOrder } from "../helpers/warehouse";

/**
 * Timelines name the staff member (issue 28, docs/staff.md): a move made by a member (the finance desk's
 * approval, an operator command run with --as) keeps the member in the log, and the seller's order and
 * packing-list views carry the name as the owner entered it; the customer, the system and "cli" name nobody.
 */

type Customer = Awaited<ReturnType<typeof createCustomer>>;
let bankId = 0;

/** A member as the desk's session or `--as` makes them the audit actor, under the name the owner gave. */
async function member(roles: ("finance" | "warehouse")[], name: string): Promise<Actor> {
  const m = await createStaffMember(roles);
  await getDb().staffUser.update({ where: { id: m.id }, data: { name } });
  return { staffId: m.id, actor: m.email, roles };
}

beforeAll(async () => {
  bankId = (
    await getDb().bankAccount.create({
      data: {
        bank: "テスト銀行",
        name: "カイツケ(カ",
        branchBank: "本店",
        bankAccount: "7654321",
        sort: -30,
      },
    })
  ).id;
});

async function transferFor(
  c: Customer,
  body: { amount: number; orderIds?: number[]; containerIds?: number[] },
) {
  const res = await post("/shop/account/topUp", { token: c.token, body: { bankAccountId: bankId, ...body } });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data.id as number;
}

const lastLog = (orderId: number) =>
  getDb().orderStatusLog.findFirstOrThrow({ where: { orderId }, orderBy: { id: "desc" } });

describe("order timelines", () => {
  it("finance's approval pays the order under the member's name; the seller's view shows it", async () => {
    const finance = await member(["finance"], "李娜");
    const c = await createCustomer();
    const order = await unpaidOrder(c.id);
    await approveTopUp(finance, {
      id: await transferFor(c, { amount: order.totalYen, orderIds: [order.id] }),
    });

    const log = await lastLog(order.id);
    expect(log).toMatchObject({ toStatus: ORDER_STATUS.AWAITING_CONFIRMATION, staffId: finance.staffId });
    const view = await getOrder(c.id, order.id, "ja");
    expect(view.timeline.map((e) => [e.toStatus, e.staffName])).toEqual([
      [ORDER_STATUS.AWAITING_PAYMENT, null],
      [ORDER_STATUS.AWAITING_CONFIRMATION, "李娜"],
    ]);
    // The seller's order details (GET /shop/order/:id) carry the name as the view makes it.
    const details = await get(`/shop/order/${order.id}`, { token: c.token });
    expect(details.json.data.timeline.at(-1).staffName).toBe("李娜");
  });

  it("a warehouse action run as a member names them; run as cli (no --as) it names nobody", async () => {
    const warehouse = await member(["warehouse"], "王伟");
    const o = await paidOrder();
    await recordPurchase(
      parseInput(ZPurchase, { orderId: o.order.id, supplierOrderNo: "SUP-T1" }),
      warehouse,
    );
    expect((await lastLog(o.order.id)).staffId).toBe(warehouse.staffId);

    const other = await paidOrder();
    await changeOrderStatus({
      orderId: other.order.id,
      to: ORDER_STATUS.CANCELLED,
      actor: ACTOR.OPERATOR,
      by: CLI_ACTOR,
      note: "在庫切れ",
    });
    expect((await lastLog(other.order.id)).staffId).toBeNull();
    const [mine, theirs] = await Promise.all([
      getOrder(o.customer.id, o.order.id, "ja"),
      getOrder(other.customer.id, other.order.id, "ja"),
    ]);
    expect(mine.timeline.at(-1)).toMatchObject({ toStatus: ORDER_STATUS.PURCHASED, staffName: "王伟" });
    expect(theirs.timeline.at(-1)).toMatchObject({ toStatus: ORDER_STATUS.CANCELLED, staffName: null });
    // The moves before (the customer's payment, the helper's confirmation without a member) name nobody.
    expect(mine.timeline.slice(0, -1).every((e) => e.staffName === null)).toBe(true);
  });

  it("an approval as cli pays the order with no name", async () => {
    const c = await createCustomer();
    const order = await unpaidOrder(c.id);
    await approveTopUp(CLI_ACTOR, {
      id: await transferFor(c, { amount: order.totalYen, orderIds: [order.id] }),
    });
    expect(await lastLog(order.id)).toMatchObject({
      toStatus: ORDER_STATUS.AWAITING_CONFIRMATION,
      staffId: null,
    });
    expect((await getOrder(c.id, order.id, "ja")).timeline.at(-1)?.staffName).toBeNull();
  });
});

describe("packing-list timelines", () => {
  it("each step names the member who made it, the bill's payment the one who approved the transfer", async () => {
    const warehouse = await member(["warehouse"], "张伟");
    const finance = await member(["finance"], "Sato Hanako");
    const o = await storedOrder([[4, 1_000]]);
    const setup = await shippingSetup(o.customer.id);
    const { id } = await submitShipment(o.customer.id, {
      lines: [{ orderLineId: o.lineIds[0], quantity: 4 }],
      destination: "address",
      addressId: setup.addressId,
      clearancePersonId: setup.clearancePersonId,
      shippingMode: SHIPPING_MODE.AIR,
    });
    const container = await getDb().container.findUniqueOrThrow({ where: { id } });
    if (container.status === CONTAINER_STATUS.AWAITING_CONFIRMATION)
      await agent.confirmContainer(parseInput(ZContainerNote, { containerId: id }), warehouse);
    await agent.startPacking(parseInput(ZContainerNote, { containerId: id }), warehouse);
    const [line] = await getDb().containerLine.findMany({ where: { containerId: id } });
    await agent.recordPacking(
      parseInput(ZPacking, {
        containerId: id,
        boxes: [
          {
            lengthCm: 30,
            widthCm: 20,
            heightCm: 20,
            actualWeightGrams: 2_000,
            items: [{ containerLineId: line.id, quantity: 4 }],
          },
        ],
      }),
      warehouse,
    );
    // Without a member (the command run without --as) the step names nobody.
    await agent.priceBill(parseInput(ZBillPricing, { containerId: id }), CLI_ACTOR);

    // The bill is paid by a transfer finance approves: the balance is spent first, so the transfer pays it.
    const { balanceYen } = await getDb().customer.findUniqueOrThrow({ where: { id: o.customer.id } });
    if (balanceYen)
      await applyBalanceChangeNow({
        customerId: o.customer.id,
        type: TRANSACTION_TYPE.COMPENSATION,
        amountYen: -balanceYen,
        remark: "test: spend the balance",
      });
    const bill = await getDb().container.findUniqueOrThrow({ where: { id } });
    await approveTopUp(finance, {
      id: await transferFor(o.customer, { amount: bill.totalYen, containerIds: [id] }),
    });
    await agent.dispatchContainer(
      parseInput(ZDispatch, {
        containerId: id,
        carrier: "EMS",
        boxes: [{ boxNo: 1, trackingNo: "EB123456789JP" }],
      }),
      warehouse,
    );
    await agent.markCustomsCleared(parseInput(ZContainerNote, { containerId: id }), warehouse);

    const view = await getContainer(o.customer.id, id, "ja");
    const named = (to: number) => view.timeline.filter((e) => e.toStatus === to).map((e) => e.staffName);
    expect(view.timeline[0].staffName).toBeNull();
    expect(named(CONTAINER_STATUS.PACKING)).toEqual(["张伟"]);
    expect(named(CONTAINER_STATUS.PACKED)).toEqual(["张伟"]);
    expect(named(CONTAINER_STATUS.AWAITING_PAYMENT)).toEqual([null]);
    expect(named(CONTAINER_STATUS.AWAITING_DISPATCH)).toEqual(["Sato Hanako"]);
    // Dispatched, then customs cleared (a step that keeps the status): both by the warehouse member.
    expect(named(CONTAINER_STATUS.DISPATCHED)).toEqual(["张伟", "张伟"]);
    // The seller's packing-list details carry it too.
    const details = await get(`/shop/container/getContainerInfo/${id}`, { token: o.customer.token });
    expect(details.json.data.timeline.at(-1).staffName).toBe("张伟");
    // The dispatch moved the order as well, under the same member.
    const order = await getOrder(o.customer.id, o.order.id, "ja");
    expect(order.timeline.at(-1)).toMatchObject({ toStatus: ORDER_STATUS.DISPATCHED, staffName: "张伟" });

    // A member who acted is never deleted (the team desk deactivates): the audit trail keeps who did it, and
    // the timelines keep the name.
    await expect(getDb().staffUser.delete({ where: { id: warehouse.staffId! } })).rejects.toThrow();
    const after = await getContainer(o.customer.id, id, "ja");
    expect(after.timeline.filter((e) => e.toStatus === CONTAINER_STATUS.PACKING)).toMatchObject([
      { staffName: "张伟" },
    ]);
    expect(after.timeline).toHaveLength(view.timeline.length);
  });
});
