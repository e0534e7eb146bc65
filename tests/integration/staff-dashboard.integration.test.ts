import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { atTime } from "@/lib/clock";
import {
  AUDIT_STATUS,
  CONTAINER_STATUS,
  MESSAGE_DIRECTION,
  ORDER_STATUS,
  PAYMENT_METHOD,
  PROBLEM_PROCESS_STATUS,
  PROBLEM_TYPE,
  REVIEW_STATUS,
  SHIPPING_MODE,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { sendMessage } from "@/lib/messages/send-message";
import { ZMessageSend } from "@/lib/validation/message";
import { createCustomer } from "../helpers/accounts";
import { replyAsStaff } from "../helpers/operator";
import { signedInStaff, staffCall } from "../helpers/staff";
import { paidOrder, unpaidOrder } from "../helpers/warehouse";

/** The staff dashboard: queues, counts, ages and deadlines (issue 28, docs/staff.md "Dashboard"). */

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const tag = () => randomUUID().replace(/-/g, "").slice(0, 12);

type Queue = {
  key: string;
  count: number;
  more: boolean;
  oldestAt: string | null;
  href: string | null;
  deadline: { hours: number; overdue: number; dueSoon: number } | null;
};

async function dashboard(
  cookie: string,
): Promise<{ cap: number; queues: Queue[]; byKey: Record<string, Queue> }> {
  const res = await staffCall("GET", "/staff/dashboard", cookie);
  expect(res.json.code, res.json.msg).toBe(200);
  const queues = res.json.data.queues as Queue[];
  return { cap: res.json.data.cap, queues, byKey: Object.fromEntries(queues.map((q) => [q.key, q])) };
}

// The dashboard only reads statuses and creation times: these rows are written straight, each at its age.
async function orderIn(customerId: number, status: number, hoursAgo: number) {
  const order = await unpaidOrder(customerId);
  const createdAt = ago(hoursAgo);
  await getDb().order.update({ where: { id: order.id }, data: { orderStatus: status, createdAt } });
  return createdAt;
}

/** A problem of an order in `orderStatus`, last changed `hoursAgo` (the desk's and the queue's waiting time). */
async function problemIn(
  customerId: number,
  orderStatus: number,
  hoursAgo: number,
  processStatus: number = PROBLEM_PROCESS_STATUS.IN_PROCESS,
  orderId?: number,
) {
  const order = orderId ?? (await unpaidOrder(customerId)).id;
  await getDb().order.update({ where: { id: order }, data: { orderStatus } });
  const updatedAt = ago(hoursAgo);
  await getDb().problem.create({
    data: {
      customerId,
      orderId: order,
      problemType: PROBLEM_TYPE.DAMAGED,
      processStatus,
      quantity: 1,
      images: [],
      updatedAt,
    },
  });
  return { updatedAt, orderId: order };
}

async function containerIn(customerId: number, status: number, hoursAgo: number) {
  const createdAt = ago(hoursAgo);
  await getDb().container.create({
    data: { customerId, containerNo: `C${tag()}`, status, shippingMode: SHIPPING_MODE.AIR, createdAt },
  });
  return createdAt;
}

async function bankTopUp(
  customerId: number,
  hoursAgo: number,
  fields: { slip?: boolean; reviewStatus?: number; paymentMethod?: number } = {},
) {
  const createdAt = ago(hoursAgo);
  await getDb().topUp.create({
    data: {
      customerId,
      topUpNo: `TU${tag()}`,
      paymentMethod: fields.paymentMethod ?? PAYMENT_METHOD.BANK_TRANSFER,
      amountYen: 10_000,
      reviewStatus: fields.reviewStatus ?? REVIEW_STATUS.AWAITING_TOP_UP,
      slipFileUrl: fields.slip ? "/uploads/document/2026/11/slip.pdf" : null,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 24 * HOUR),
    },
  });
  return createdAt;
}

async function withdrawalIn(customerId: number, reviewStatus: number, hoursAgo: number) {
  const createdAt = ago(hoursAgo);
  await getDb().withdrawal.create({
    data: {
      customerId,
      withdrawalNo: `WD${tag()}`,
      amountYen: 5_000,
      reviewStatus,
      bankName: "みずほ銀行",
      branchName: "本店",
      accountType: "ordinary",
      accountNo: "1234567",
      accountHolder: "テスト タロウ",
      createdAt,
    },
  });
  return createdAt;
}

async function feedbackIn(customerId: number, status: number, hoursAgo: number) {
  const createdAt = ago(hoursAgo);
  await getDb().feedback.create({
    data: { customerId, content: "遅れています", images: [], status, createdAt },
  });
  return createdAt;
}

/** The customer writes at `at` through the seller's own function (the clock pinned, as the demo seed does). */
const customerWrites = (customerId: number, at: Date, input: { title?: string; threadId?: number }) =>
  atTime(at, () => sendMessage(customerId, ZMessageSend.parse({ content: "お返事ください", ...input })));

const rootOf = (threadId: number) =>
  getDb().message.findUniqueOrThrow({ where: { id: threadId }, select: { awaitingReplySince: true } });

describe("GET /api/staff/dashboard", () => {
  it("answers 401 without a staff session and to a seller's bearer token", async () => {
    const seller = await createCustomer();
    expect((await staffCall("GET", "/staff/dashboard", null)).json.code).toBe(401);
    const asSeller = await staffCall("GET", "/staff/dashboard", null, { token: seller.token });
    expect(asSeller.json.code).toBe(401);
    const wrongMethod = await staffCall("POST", "/staff/dashboard", null, { body: {}, lang: "en-us" });
    expect(wrongMethod.json.code).toBe(405);
    expect(wrongMethod.json.msg).toMatch(/method/i);
  });

  it("counts every queue from its statuses, with the oldest item and the 24-hour deadlines", async () => {
    const owner = await signedInStaff(["owner"]);
    const { id: c } = await createCustomer();
    const O = ORDER_STATUS;
    const C = CONTAINER_STATUS;

    const confirmAt = await orderIn(c, O.AWAITING_CONFIRMATION, 5);
    const purchaseOldest = await orderIn(c, O.AWAITING_PURCHASE, 10);
    await orderIn(c, O.AWAITING_PURCHASE, 3);
    await paidOrder(); // paid and confirmed through the real functions: awaiting purchase now
    const purchasedAt = await orderIn(c, O.PURCHASED, 30);
    await orderIn(c, O.AWAITING_ARRIVAL, 20);
    const arrivalOldest = await orderIn(c, O.EXCHANGE_AWAITING_ARRIVAL, 50);
    await orderIn(c, O.REISSUE_AWAITING_ARRIVAL, 1);
    await orderIn(c, O.ARRIVED, 2);
    const inspectOldest = await orderIn(c, O.INSPECTING, 4);
    const agentSteps = [
      O.EXCHANGE_AWAITING_RETURN,
      O.PENDING_PARTIAL_RETURN,
      O.RETURN_REQUESTED,
      O.AWAITING_RETURN,
      O.DESTRUCTION_REQUESTED,
      O.PENDING_PARTIAL_DESTRUCTION,
      O.PENDING_DESTRUCTION,
    ];
    const problemAges = await Promise.all(
      agentSteps.map((s, i) => problemIn(c, s, 24 * (i + 1)).then((p) => p.updatedAt)),
    );
    // Problems, not orders, as the defects desk counts them: a second defective line of one order counts too;
    // a defect still awaiting the seller's choice, a finished one, and one at the seller's turn do not.
    const twoLines = await problemIn(c, O.RETURN_REQUESTED, 2);
    await problemIn(c, O.RETURN_REQUESTED, 1, PROBLEM_PROCESS_STATUS.IN_PROCESS, twoLines.orderId);
    await problemIn(c, O.DESTRUCTION_REQUESTED, 900, PROBLEM_PROCESS_STATUS.PENDING);
    await problemIn(c, O.PENDING_DESTRUCTION, 900, PROBLEM_PROCESS_STATUS.PROCESSED);
    await problemIn(c, O.RETURN_AWAITING_PAYMENT, 900);
    // The seller's turn (a choice, a fee to pay) and finished or stored orders are in no queue.
    for (const s of [
      O.AWAITING_PAYMENT,
      O.DEFECT_PENDING,
      O.DEFECT_REJECTED,
      O.RETURN_AWAITING_PAYMENT,
      O.DESTRUCTION_AWAITING_PAYMENT,
      O.IN_STORAGE,
      O.AWAITING_DISPATCH,
      O.DISPATCHED,
      O.CANCELLED,
    ])
      await orderIn(c, s, 500);

    const toConfirmAt = await containerIn(c, C.AWAITING_CONFIRMATION, 5);
    const toPackOldest = await containerIn(c, C.AWAITING_PACKING, 8);
    await containerIn(c, C.PACKING, 1);
    const toBillAt = await containerIn(c, C.PACKED, 2);
    const toDispatchAt = await containerIn(c, C.AWAITING_DISPATCH, 26);
    for (const s of [C.AWAITING_PAYMENT, C.DISPATCHED, C.CANCELLED]) await containerIn(c, s, 500);

    const overdueTopUp = await bankTopUp(c, 30, { slip: true }); // a slip, waiting for finance past 24 h
    await bankTopUp(c, 20, { slip: true }); // deadline in 4 h
    await bankTopUp(c, 2); // no slip yet, deadline in 22 h
    await bankTopUp(c, 25); // no slip and past its deadline: it expires, nobody reviews it
    await bankTopUp(c, 1, { paymentMethod: PAYMENT_METHOD.PAYPAL }); // PayPal is captured, not reviewed
    await bankTopUp(c, 40, { slip: true, reviewStatus: REVIEW_STATUS.APPROVED });

    const withdrawalOldest = await withdrawalIn(c, AUDIT_STATUS.TO_BE_REVIEWED, 5);
    await withdrawalIn(c, AUDIT_STATUS.TO_BE_REVIEWED, 1);
    await withdrawalIn(c, AUDIT_STATUS.SUCCESS, 50);
    await withdrawalIn(c, AUDIT_STATUS.TURNED_DOWN, 60);

    await feedbackIn(c, PROBLEM_PROCESS_STATUS.PENDING, 3);
    const feedbackOldest = await feedbackIn(c, PROBLEM_PROCESS_STATUS.IN_PROCESS, 30);
    await feedbackIn(c, PROBLEM_PROCESS_STATUS.PROCESSED, 90);
    await feedbackIn(c, PROBLEM_PROCESS_STATUS.CANCELLED, 90);

    // Messages through the seller's and customer service's own functions: the thread's waiting time is kept
    // by the database on every insert.
    const overdueAt = ago(30);
    await customerWrites(c, overdueAt, { title: "30 h" });
    await customerWrites(c, ago(20), { title: "20 h: due within 6 h" });
    const twice = await customerWrites(c, ago(2), { title: "twice" });
    await customerWrites(c, ago(1), { threadId: twice.threadId });
    const answered = await customerWrites(c, ago(40), { title: "answered" });
    await replyAsStaff({ threadId: answered.threadId, content: "対応しました" });
    const notice = await getDb().message.create({
      data: {
        customerId: c,
        direction: MESSAGE_DIRECTION.FROM_STAFF,
        title: "入荷しました",
        content: "入荷しました",
        createdAt: ago(50),
      },
    });
    await customerWrites(c, ago(10), { threadId: notice.id });
    const reopened = await customerWrites(c, ago(3), { title: "reopened" });
    const reply = await replyAsStaff({ threadId: reopened.threadId, content: "確認します" });
    const again = await sendMessage(
      c,
      ZMessageSend.parse({ threadId: reopened.threadId, content: "まだですか" }),
    );

    expect((await rootOf(twice.threadId)).awaitingReplySince).toEqual(twice.createTime);
    expect((await rootOf(answered.threadId)).awaitingReplySince).toBeNull();
    expect((await rootOf(reopened.threadId)).awaitingReplySince).toEqual(again.createTime);
    expect(reply.threadId).toBe(reopened.threadId);

    const d = await dashboard(owner.cookie);
    const iso = (at: Date) => at.toISOString();
    expect(d.queues.map((q) => q.key)).toEqual([
      "ordersToConfirm",
      "ordersToPurchase",
      "supplierShipments",
      "arrivalsExpected",
      "unmatchedArrivals",
      "ordersToInspect",
      "problemsForAgent",
      "packingListsToConfirm",
      "packingListsToPack",
      "packingListsToBill",
      "packingListsToDispatch",
      "topUpsToReview",
      "withdrawalsToPay",
      "unansweredMessages",
      "feedbackToAnswer",
    ]);
    const expected: Record<string, [count: number, oldest: Date]> = {
      ordersToConfirm: [1, confirmAt],
      ordersToPurchase: [3, purchaseOldest],
      supplierShipments: [1, purchasedAt],
      arrivalsExpected: [3, arrivalOldest],
      ordersToInspect: [2, inspectOldest],
      problemsForAgent: [9, problemAges.at(-1)!],
      packingListsToConfirm: [1, toConfirmAt],
      packingListsToPack: [2, toPackOldest],
      packingListsToBill: [1, toBillAt],
      packingListsToDispatch: [1, toDispatchAt],
      topUpsToReview: [3, overdueTopUp],
      withdrawalsToPay: [2, withdrawalOldest],
      unansweredMessages: [5, overdueAt],
      feedbackToAnswer: [2, feedbackOldest],
    };
    for (const [key, [count, oldest]] of Object.entries(expected)) {
      expect(d.byKey[key], key).toMatchObject({ count, more: false, oldestAt: iso(oldest) });
    }
    expect(d.byKey.topUpsToReview.deadline).toEqual({ hours: 24, overdue: 1, dueSoon: 1 });
    expect(d.byKey.unansweredMessages.deadline).toEqual({ hours: 24, overdue: 1, dueSoon: 1 });
    expect(d.byKey.ordersToPurchase.deadline).toBeNull();
    // counted with its rows in staff-receiving.integration.test.ts
    expect(d.byKey.unmatchedArrivals).toMatchObject({ count: 0, oldestAt: null, deadline: null });
    expect(d.byKey.unmatchedArrivals.href).toBe("/staff/receiving/unmatched");
    expect(d.byKey.arrivalsExpected.href).toBe("/staff/receiving");
    expect(d.byKey.topUpsToReview.href).toBe("/staff/finance/topups");
    expect(d.byKey.withdrawalsToPay.href).toBe("/staff/finance/withdrawals");
    expect(d.byKey.unansweredMessages.href).toBe("/staff/messages");
    expect(d.byKey.feedbackToAnswer.href).toBe("/staff/feedback");
    expect(d.byKey.ordersToPurchase.href).toBe("/staff/purchase?tab=purchase");
    expect(d.byKey.ordersToInspect.href).toBe("/staff/inspection?tab=inspect");
    expect(d.byKey.problemsForAgent.href).toBe("/staff/defects");
    expect(d.byKey.supplierShipments.href).toBe("/staff/purchase?tab=shipment");
    expect(d.cap).toBe(1000);
  });

  it("shows each member only the queues of their roles' desks", async () => {
    const keys = async (roles: Parameters<typeof signedInStaff>[0]) =>
      (await dashboard((await signedInStaff(roles)).cookie)).queues.map((q) => q.key);
    const finance = await keys(["finance"]);
    expect(finance).toEqual([
      "packingListsToConfirm",
      "packingListsToPack",
      "packingListsToBill",
      "packingListsToDispatch",
      "topUpsToReview",
      "withdrawalsToPay",
    ]);
    const purchaser = await keys(["purchaser"]);
    expect(purchaser).toEqual(["ordersToConfirm", "ordersToPurchase", "supplierShipments"]);
    expect(await keys(["support"])).toEqual(["problemsForAgent", "unansweredMessages", "feedbackToAnswer"]);
    expect(await keys(["warehouse"])).toEqual([
      "arrivalsExpected",
      "unmatchedArrivals",
      "ordersToInspect",
      "problemsForAgent",
      "packingListsToConfirm",
      "packingListsToPack",
      "packingListsToBill",
      "packingListsToDispatch",
    ]);
    // Two roles: the union, in the dashboard's order.
    expect(await keys(["support", "purchaser"])).toEqual([
      ...purchaser,
      "problemsForAgent",
      "unansweredMessages",
      "feedbackToAnswer",
    ]);
  });
});
