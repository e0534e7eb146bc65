import { describe, expect, it } from "vitest";
import {
  ORDER_STATUS as S,
  PROBLEM_HANDLING as H,
  PROBLEM_PROCESS_STATUS as P,
  PROBLEM_TYPE as T,
  TRANSACTION_TYPE,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { PROBLEM_FEES } from "@/lib/problems/handling-rules";
import {
  applyProblem,
  completeDestruction,
  completeReturn,
  payProblemFee,
  quoteProblemFee,
  recordArrival,
  rejectApplication,
  sendBackForExchange,
  splitOffProblem,
  storeOrder,
  withdrawApplication,
  withdrawDefect,
} from "../helpers/operator";
import { balanceOf, inspect, ledgerSum, paidOrder, statusOf, toArrived } from "../helpers/warehouse";

/** An order of `lines` inspected with one defect on the first line; returns its problem. */
async function withDefect(lines: [number, number][], type: number, quantity: number, short = 0) {
  const o = await paidOrder(lines);
  await toArrived(o.order.id, o.lineIds, short);
  const r = await inspect(o.order.id, [
    { lineId: o.lineIds[type === T.SHORTAGE ? o.lineIds.length - 1 : 0], problemType: type, quantity },
  ]);
  expect(r.orderStatus).toBe(S.DEFECT_PENDING);
  return { ...o, problemId: r.problemIds[0], customerId: o.customer.id };
}

const problem = (id: number) => getDb().problem.findUniqueOrThrow({ where: { id } });
const lineOf = (id: number) => getDb().orderLine.findUniqueOrThrow({ where: { id } });
const expectLedgerExact = async (customerId: number) =>
  expect(await ledgerSum(customerId)).toBe(await balanceOf(customerId));

describe("every handling walked to its final status", () => {
  it("exchange: 24 → 28 → 32 → 4 → inspected again → 88 → 16", async () => {
    const o = await withDefect([[10, 1_000]], T.DAMAGED, 3);
    await applyProblem(o.customerId, {
      problemId: o.problemId,
      handling: H.EXCHANGE,
      quantity: 3,
      files: [],
    });
    expect(await statusOf(o.order.id)).toBe(S.EXCHANGE_AWAITING_RETURN);
    expect(await problem(o.problemId)).toMatchObject({
      processStatus: P.IN_PROCESS,
      handling: H.EXCHANGE,
      applyQuantity: 3,
    });
    await sendBackForExchange({ problemId: o.problemId });
    expect(await statusOf(o.order.id)).toBe(S.EXCHANGE_AWAITING_ARRIVAL);
    expect(await lineOf(o.lineIds[0])).toMatchObject({
      arrivedQty: 7,
      checkedQty: 7,
      passedQty: 7,
      badQty: 0,
    });
    await recordArrival({ orderId: o.order.id, lines: [{ lineId: o.lineIds[0], arrivedQty: 3 }] });
    expect(await statusOf(o.order.id)).toBe(S.ARRIVED);
    expect((await problem(o.problemId)).processStatus).toBe(P.PROCESSED);
    const again = await inspect(o.order.id);
    expect(again).toMatchObject({ orderStatus: S.INSPECTION_FINISHED, passed: 3 });
    await storeOrder({ orderId: o.order.id });
    expect(await lineOf(o.lineIds[0])).toMatchObject({
      arrivedQty: 10,
      checkedQty: 10,
      passedQty: 10,
      badQty: 0,
    });
    await expectLedgerExact(o.customerId);
  });

  it("reissue of a shortage: 24 → 40 → 4 → 88", async () => {
    const o = await withDefect(
      [
        [10, 1_000],
        [5, 1_000],
      ],
      T.SHORTAGE,
      2,
      2,
    );
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.REISSUE, files: [] });
    expect(await statusOf(o.order.id)).toBe(S.REISSUE_AWAITING_ARRIVAL);
    await recordArrival({ orderId: o.order.id, lines: [{ lineId: o.lineIds[1], arrivedQty: 2 }] });
    expect((await problem(o.problemId)).processStatus).toBe(P.PROCESSED);
    expect((await inspect(o.order.id)).orderStatus).toBe(S.INSPECTION_FINISHED);
    expect(await lineOf(o.lineIds[1])).toMatchObject({ quantity: 5, arrivedQty: 5, passedQty: 5 });
  });

  it("reissue of damaged pieces sets them aside when the new ones come", async () => {
    const o = await withDefect([[10, 1_000]], T.DAMAGED, 2);
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.REISSUE, quantity: 2, files: [] });
    await recordArrival({ orderId: o.order.id, lines: [{ lineId: o.lineIds[0], arrivedQty: 2 }] });
    expect(await lineOf(o.lineIds[0])).toMatchObject({
      arrivedQty: 10,
      checkedQty: 8,
      passedQty: 8,
      badQty: 0,
    });
    expect((await inspect(o.order.id)).passed).toBe(2);
  });

  it("partial return: 24 → 36, split off into its own order 60 → 64 → 68 → 72 with the refund; the rest 88 → 16", async () => {
    const o = await withDefect(
      [
        [10, 1_000],
        [5, 1_000],
      ],
      T.FLAWED,
      4,
    );
    const start = await balanceOf(o.customerId);
    await applyProblem(o.customerId, {
      problemId: o.problemId,
      handling: H.PARTIAL_RETURN,
      quantity: 3,
      note: "3点だけ返品",
      files: [],
    });
    expect(await statusOf(o.order.id)).toBe(S.PENDING_PARTIAL_RETURN);
    // the 4th defective piece is accepted as it is
    expect(await lineOf(o.lineIds[0])).toMatchObject({ passedQty: 7, badQty: 3 });
    const split = await splitOffProblem({ problemId: o.problemId });
    expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
    const child = await getDb().order.findUniqueOrThrow({
      where: { id: split.splitOrderId },
      include: { lines: true, statusLogs: true },
    });
    expect(child).toMatchObject({
      orderStatus: S.RETURN_REQUESTED,
      parentOrderId: o.order.id,
      goodsAmountYen: 600,
      paidYen: 600,
    });
    expect(child.orderNo).toBe(`${o.order.orderNo}-S1`);
    expect(child.lines.map((l) => [l.quantity, l.arrivedQty, l.badQty])).toEqual([[3, 3, 3]]);
    expect(await lineOf(o.lineIds[0])).toMatchObject({ quantity: 7, arrivedQty: 7, passedQty: 7, badQty: 0 });
    const parent = await getDb().order.findUniqueOrThrow({ where: { id: o.order.id } });
    expect(parent.paidYen + child.paidYen).toBe(o.order.totalYen);

    const fee = PROBLEM_FEES.returnBaseYen + 3 * PROBLEM_FEES.returnPerPieceYen;
    expect((await quoteProblemFee({ problemId: o.problemId })).feeYen).toBe(fee);
    expect(await statusOf(child.id)).toBe(S.RETURN_AWAITING_PAYMENT);
    const paid = await payProblemFee(o.customerId, { problemId: o.problemId });
    expect(paid).toMatchObject({
      orderStatus: S.AWAITING_RETURN,
      feeYen: fee,
      balanceYen: start - fee,
      replayed: false,
    });
    const done = await completeReturn({ problemId: o.problemId });
    expect(done.refundYen).toBe(600);
    expect(await statusOf(child.id)).toBe(S.RETURNED);
    expect(await problem(o.problemId)).toMatchObject({
      processStatus: P.PROCESSED,
      refundYen: 600,
      orderId: child.id,
    });
    expect(await balanceOf(o.customerId)).toBe(start - fee + 600);
    await storeOrder({ orderId: o.order.id });
    expect(await statusOf(o.order.id)).toBe(S.IN_STORAGE);
    const types = await getDb().accountTransaction.findMany({
      where: { customerId: o.customerId },
      orderBy: { id: "asc" },
    });
    expect(types.slice(-2).map((t) => [t.type, t.amountYen])).toEqual([
      [TRANSACTION_TYPE.DEFECT_HANDLING_FEE, -fee],
      [TRANSACTION_TYPE.RETURN_REFUND, 600],
    ]);
    await expectLedgerExact(o.customerId);
  });

  it("a whole line of defective pieces moves to the split order as it is", async () => {
    const o = await withDefect(
      [
        [2, 1_000],
        [5, 1_000],
      ],
      T.WRONG_GOODS,
      2,
    );
    await applyProblem(o.customerId, {
      problemId: o.problemId,
      handling: H.PARTIAL_DESTRUCTION,
      quantity: 2,
      files: [],
    });
    const split = await splitOffProblem({ problemId: o.problemId });
    expect((await lineOf(o.lineIds[0])).orderId).toBe(split.splitOrderId);
    expect(await getDb().orderLine.count({ where: { orderId: o.order.id } })).toBe(1);
  });

  it("full return: 24 → 60 → 64 → 68 → 72, refunding the goods money", async () => {
    const o = await withDefect([[10, 1_000]], T.FAKE, 10);
    const start = await balanceOf(o.customerId);
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.FULL_RETURN, files: [] });
    expect(await problem(o.problemId)).toMatchObject({ applyQuantity: 10 });
    await quoteProblemFee({ problemId: o.problemId, feeYen: 1_200, note: "重量物のため" });
    await payProblemFee(o.customerId, { problemId: o.problemId });
    await completeReturn({ problemId: o.problemId });
    expect(await statusOf(o.order.id)).toBe(S.RETURNED);
    expect(await balanceOf(o.customerId)).toBe(start - 1_200 + 2_000);
    await expectLedgerExact(o.customerId);
  });

  it("partial destruction: 24 → 82 → split → 76 → 80 → 83 → 84", async () => {
    const o = await withDefect([[10, 1_000]], T.DAMAGED, 2);
    await applyProblem(o.customerId, {
      problemId: o.problemId,
      handling: H.PARTIAL_DESTRUCTION,
      quantity: 2,
      files: [],
    });
    expect(await statusOf(o.order.id)).toBe(S.PENDING_PARTIAL_DESTRUCTION);
    const split = await splitOffProblem({ problemId: o.problemId });
    expect(await statusOf(split.splitOrderId)).toBe(S.DESTRUCTION_REQUESTED);
    expect((await quoteProblemFee({ problemId: o.problemId })).feeYen).toBe(PROBLEM_FEES.destructionMinYen);
    await payProblemFee(o.customerId, { problemId: o.problemId });
    expect(await statusOf(split.splitOrderId)).toBe(S.PENDING_DESTRUCTION);
    await completeDestruction({ problemId: o.problemId });
    expect(await statusOf(split.splitOrderId)).toBe(S.DESTROYED);
    expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
    await expectLedgerExact(o.customerId);
  });

  it("full destruction: 24 → 76 → 80 → 83 → 84; the order's other defects are cancelled", async () => {
    const o = await paidOrder([
      [10, 1_000],
      [4, 1_000],
    ]);
    await toArrived(o.order.id, o.lineIds);
    const r = await inspect(o.order.id, [
      { lineId: o.lineIds[0], problemType: T.DAMAGED, quantity: 2 },
      { lineId: o.lineIds[1], problemType: T.FLAWED, quantity: 1 },
    ]);
    await applyProblem(o.customer.id, {
      problemId: r.problemIds[0],
      handling: H.FULL_DESTRUCTION,
      files: [],
    });
    const fee = Math.max(PROBLEM_FEES.destructionMinYen, 14 * PROBLEM_FEES.destructionPerPieceYen);
    expect((await quoteProblemFee({ problemId: r.problemIds[0] })).feeYen).toBe(fee);
    await payProblemFee(o.customer.id, { problemId: r.problemIds[0] });
    await completeDestruction({ problemId: r.problemIds[0] });
    expect(await statusOf(o.order.id)).toBe(S.DESTROYED);
    expect((await problem(r.problemIds[1])).processStatus).toBe(P.CANCELLED);
  });

  it("normal send accepts the pieces; the order goes on once its last defect is decided", async () => {
    const o = await paidOrder([
      [10, 1_000],
      [4, 1_000],
    ]);
    await toArrived(o.order.id, o.lineIds);
    const r = await inspect(o.order.id, [
      { lineId: o.lineIds[0], problemType: T.FLAWED, quantity: 2 },
      { lineId: o.lineIds[1], problemType: T.OTHER, quantity: 1 },
    ]);
    await applyProblem(o.customer.id, { problemId: r.problemIds[0], handling: H.NORMAL_SEND, files: [] });
    expect(await statusOf(o.order.id)).toBe(S.DEFECT_PENDING);
    expect((await problem(r.problemIds[0])).processStatus).toBe(P.PROCESSED);
    await applyProblem(o.customer.id, { problemId: r.problemIds[1], handling: H.NORMAL_SEND, files: [] });
    expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
    expect(await lineOf(o.lineIds[0])).toMatchObject({ passedQty: 10, badQty: 0 });
  });

  it("an accepted shortage refunds the missing pieces at once", async () => {
    const o = await withDefect(
      [
        [10, 1_000],
        [5, 700],
      ],
      T.SHORTAGE,
      2,
      2,
    );
    const start = await balanceOf(o.customerId);
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.NORMAL_SEND, files: [] });
    // 2 × 7.00 yuan × 20 = 280 yen
    expect(await balanceOf(o.customerId)).toBe(start + 280);
    expect(await problem(o.problemId)).toMatchObject({ refundYen: 280, processStatus: P.PROCESSED });
    await expectLedgerExact(o.customerId);
  });

  it("defect rejected: the agent refuses the application (→ 26), the seller chooses again", async () => {
    const o = await withDefect([[10, 1_000]], T.WRONG_GOODS, 3);
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.EXCHANGE, files: [] });
    await expect(rejectApplication({ problemId: o.problemId, reason: "" })).rejects.toThrow(/reasonRequired/);
    await rejectApplication({ problemId: o.problemId, reason: "仕入れ先が交換に応じません" });
    expect(await statusOf(o.order.id)).toBe(S.DEFECT_REJECTED);
    expect(await problem(o.problemId)).toMatchObject({
      processStatus: P.PENDING,
      handling: null,
      agentReply: "仕入れ先が交換に応じません",
    });
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.NORMAL_SEND, files: [] });
    expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
  });

  it("the agent withdraws a defect reported by mistake (problem → 4)", async () => {
    const o = await withDefect([[10, 1_000]], T.DAMAGED, 1);
    await withdrawDefect({ problemId: o.problemId, note: "再確認で問題なし" });
    expect((await problem(o.problemId)).processStatus).toBe(P.CANCELLED);
    expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
    expect(await lineOf(o.lineIds[0])).toMatchObject({ passedQty: 10, badQty: 0 });
  });
});

describe("withdrawing an application", () => {
  it("is possible until the fee is paid, and puts everything back", async () => {
    const o = await withDefect([[10, 1_000]], T.DAMAGED, 10);
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.FULL_RETURN, files: [] });
    await quoteProblemFee({ problemId: o.problemId });
    await withdrawApplication(o.customerId, { problemId: o.problemId });
    expect(await statusOf(o.order.id)).toBe(S.DEFECT_PENDING);
    expect(await problem(o.problemId)).toMatchObject({
      processStatus: P.PENDING,
      handling: null,
      feeYen: 0,
      feeQuotedAt: null,
    });
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.FULL_RETURN, files: [] });
    await quoteProblemFee({ problemId: o.problemId });
    await payProblemFee(o.customerId, { problemId: o.problemId });
    await expect(withdrawApplication(o.customerId, { problemId: o.problemId })).rejects.toThrow(
      /statusConflict/,
    );
  });

  it("is refused once the pieces moved (exchange sent back)", async () => {
    const o = await withDefect([[10, 1_000]], T.DAMAGED, 2);
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.EXCHANGE, files: [] });
    await sendBackForExchange({ problemId: o.problemId });
    await expect(withdrawApplication(o.customerId, { problemId: o.problemId })).rejects.toThrow(
      /statusConflict/,
    );
    expect(await statusOf(o.order.id)).toBe(S.EXCHANGE_AWAITING_ARRIVAL);
  });
});

describe("quantity rules of SPEC §5 at their edges", () => {
  const refused = (key: string) => expect.objectContaining({ messageKey: key });

  it("application quantity at least 1, not above the applicable or current return quantity, split below the order", async () => {
    const o = await withDefect(
      [
        [4, 1_000],
        [1, 1_000],
      ],
      T.DAMAGED,
      4,
    );
    const apply = (handling: number, quantity?: number) =>
      applyProblem(o.customerId, { problemId: o.problemId, handling, quantity, files: [] });
    await expect(apply(H.EXCHANGE, 0)).rejects.toEqual(refused("validation.problem.quantityMin"));
    await expect(apply(H.EXCHANGE, 5)).rejects.toEqual(refused("validation.problem.quantityApplicable"));
    await expect(apply(H.PARTIAL_RETURN, 5)).rejects.toEqual(refused("validation.problem.returnQuantity"));
    await expect(apply(H.PARTIAL_DESTRUCTION, -1)).rejects.toEqual(refused("validation.problem.quantityMin"));
    await expect(apply(H.PARTIAL_DESTRUCTION, 5)).rejects.toEqual(
      refused("validation.problem.destructionQuantity"),
    );
    await expect(apply(H.EXCHANGE, 1.5)).rejects.toEqual(refused("validation.problem.quantityMin"));
    expect(await problem(o.problemId)).toMatchObject({ processStatus: P.PENDING, handling: null });
    // 4 of 5 pieces: the largest split that leaves one behind
    await apply(H.PARTIAL_RETURN, 4);
    expect(await statusOf(o.order.id)).toBe(S.PENDING_PARTIAL_RETURN);
  });

  it("a split may not take the whole order", async () => {
    const single = await withDefect([[1, 1_000]], T.DAMAGED, 1);
    await expect(
      applyProblem(single.customerId, {
        problemId: single.problemId,
        handling: H.PARTIAL_DESTRUCTION,
        files: [],
      }),
    ).rejects.toEqual(refused("problems.rules.splitWholeOrder"));
    const o = await withDefect([[3, 1_000]], T.DAMAGED, 3);
    await expect(
      applyProblem(o.customerId, {
        problemId: o.problemId,
        handling: H.PARTIAL_RETURN,
        quantity: 3,
        files: [],
      }),
    ).rejects.toEqual(refused("validation.problem.splitQuantity"));
    await expect(
      applyProblem(o.customerId, {
        problemId: o.problemId,
        handling: H.PARTIAL_RETURN,
        quantity: 2,
        files: [],
      }),
    ).resolves.toMatchObject({ orderStatus: S.PENDING_PARTIAL_RETURN });
  });

  it("choices that need pieces are refused for a shortage", async () => {
    const o = await withDefect(
      [
        [10, 1_000],
        [5, 1_000],
      ],
      T.SHORTAGE,
      1,
      1,
    );
    for (const h of [H.EXCHANGE, H.PARTIAL_RETURN, H.PARTIAL_DESTRUCTION, H.FULL_DESTRUCTION])
      await expect(
        applyProblem(o.customerId, { problemId: o.problemId, handling: h, files: [] }),
      ).rejects.toEqual(refused("problems.rules.notForShortage"));
  });
});

describe("paying a fee", () => {
  it("from two tabs at once charges once", async () => {
    const o = await withDefect([[10, 1_000]], T.DAMAGED, 10);
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.FULL_DESTRUCTION, files: [] });
    await quoteProblemFee({ problemId: o.problemId });
    const start = await balanceOf(o.customerId);
    const results = await Promise.all([
      payProblemFee(o.customerId, { problemId: o.problemId }),
      payProblemFee(o.customerId, { problemId: o.problemId }),
      payProblemFee(o.customerId, { problemId: o.problemId, idempotencyKey: "another-tab-key" }),
    ]);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(o.customerId)).toBe(start - 10 * PROBLEM_FEES.destructionPerPieceYen);
    expect(
      await getDb().accountTransaction.count({
        where: { customerId: o.customerId, type: TRANSACTION_TYPE.DEFECT_HANDLING_FEE },
      }),
    ).toBe(1);
    await expectLedgerExact(o.customerId);
  });

  it("with too small a balance says so and changes nothing", async () => {
    const o = await withDefect([[10, 1_000]], T.DAMAGED, 10);
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.FULL_RETURN, files: [] });
    await quoteProblemFee({ problemId: o.problemId, feeYen: 9_000_000 });
    await expect(payProblemFee(o.customerId, { problemId: o.problemId })).rejects.toThrow(
      /insufficientBalance/,
    );
    expect(await statusOf(o.order.id)).toBe(S.RETURN_AWAITING_PAYMENT);
    expect((await problem(o.problemId)).feePaidAt).toBeNull();
    await expectLedgerExact(o.customerId);
  });

  it("is refused before the agent quoted it", async () => {
    const o = await withDefect([[10, 1_000]], T.DAMAGED, 10);
    await applyProblem(o.customerId, { problemId: o.problemId, handling: H.FULL_RETURN, files: [] });
    await expect(payProblemFee(o.customerId, { problemId: o.problemId })).rejects.toThrow(/statusConflict/);
  });
});
