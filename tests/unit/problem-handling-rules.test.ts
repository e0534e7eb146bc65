import { describe, expect, it } from "vitest";
import { PROBLEM_HANDLING as H, PROBLEM_TYPE as T } from "@/lib/codes";
import {
  HANDLING_RULES,
  PROBLEM_FEES,
  chargesFee,
  coveredQuantity,
  feeEstimateYen,
  handlingIssue,
  maxQuantity,
  moneyEffect,
  quantityIssue,
  type ApplyContext,
} from "@/lib/problems/handling-rules";
import { canTransition, ACTOR } from "@/lib/orders/lifecycle";
import { ORDER_STATUS as S } from "@/lib/codes";

const ctx = (over: Partial<ApplyContext> = {}): ApplyContext => ({
  problemType: T.DAMAGED,
  problemQuantity: 4,
  lineBadQty: 4,
  orderQuantity: 10,
  orderArrivedQty: 10,
  ...over,
});

describe("defect handling rules", () => {
  it("covers choices 1–7, each leading to a status the lifecycle lets the seller reach from 24 and 26", () => {
    expect(HANDLING_RULES.map((r) => r.handling).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const r of HANDLING_RULES)
      for (const from of [S.DEFECT_PENDING, S.DEFECT_REJECTED])
        expect(canTransition(from, r.orderStatus, ACTOR.CUSTOMER), `${from}→${r.orderStatus}`).toBe(true);
  });

  it("lets the seller withdraw exactly where the lifecycle allows going back to 24", () => {
    for (const r of HANDLING_RULES)
      for (const status of r.withdrawable)
        expect(canTransition(status, S.DEFECT_PENDING, ACTOR.CUSTOMER), `${r.handling}@${status}`).toBe(true);
  });

  it("applies the SPEC §5 quantity rules in order, at their edges", () => {
    const c = ctx({ problemQuantity: 4, lineBadQty: 3, orderQuantity: 4 });
    expect(quantityIssue(H.PARTIAL_RETURN, 0, c)?.key).toBe("validation.problem.quantityMin");
    expect(quantityIssue(H.PARTIAL_RETURN, 1, c)).toBeNull();
    expect(quantityIssue(H.PARTIAL_RETURN, 3, c)).toBeNull();
    expect(quantityIssue(H.PARTIAL_RETURN, 4, c)).toEqual({
      key: "validation.problem.returnQuantity",
      values: { max: 3 },
    });
    expect(quantityIssue(H.PARTIAL_DESTRUCTION, 4, c)?.key).toBe("validation.problem.destructionQuantity");
    const small = ctx({ problemQuantity: 3, lineBadQty: 3, orderQuantity: 3 });
    expect(quantityIssue(H.PARTIAL_RETURN, 3, small)).toEqual({
      key: "validation.problem.splitQuantity",
      values: { max: 2 },
    });
    expect(quantityIssue(H.PARTIAL_RETURN, 2, small)).toBeNull();
    expect(quantityIssue(H.EXCHANGE, 5, ctx())).toEqual({
      key: "validation.problem.quantityApplicable",
      values: { max: 4 },
    });
    expect(quantityIssue(H.REISSUE, 1.5, ctx())?.key).toBe("validation.problem.quantityMin");
    // whole handlings and normal send take no quantity from the seller
    expect(quantityIssue(H.FULL_RETURN, 0, ctx())).toBeNull();
    expect(quantityIssue(H.NORMAL_SEND, 0, ctx())).toBeNull();
  });

  it("says which choices a problem cannot take", () => {
    const shortage = ctx({ problemType: T.SHORTAGE, lineBadQty: 0, orderArrivedQty: 8 });
    expect(HANDLING_RULES.filter((r) => handlingIssue(r.handling, shortage)).map((r) => r.handling)).toEqual([
      H.EXCHANGE,
      H.PARTIAL_RETURN,
      H.PARTIAL_DESTRUCTION,
      H.FULL_DESTRUCTION,
    ]);
    expect(handlingIssue(H.PARTIAL_RETURN, ctx({ orderQuantity: 1 }))?.key).toBe(
      "problems.rules.splitWholeOrder",
    );
    expect(handlingIssue(H.EXCHANGE, ctx({ lineBadQty: 0 }))?.key).toBe("problems.rules.noPieces");
    expect(handlingIssue(99, ctx())?.key).toBe("problems.rules.unknownHandling");
  });

  it("takes the whole order for full handlings and the whole problem for normal send and shortages", () => {
    expect(coveredQuantity(H.FULL_DESTRUCTION, 2, ctx({ orderArrivedQty: 9 }))).toBe(9);
    expect(coveredQuantity(H.NORMAL_SEND, 1, ctx())).toBe(4);
    expect(coveredQuantity(H.REISSUE, 1, ctx({ problemType: T.SHORTAGE }))).toBe(4);
    expect(coveredQuantity(H.EXCHANGE, 2, ctx())).toBe(2);
    expect(maxQuantity(H.PARTIAL_RETURN, ctx({ problemQuantity: 6, lineBadQty: 5, orderQuantity: 5 }))).toBe(
      4,
    );
  });

  it("prices fees from one table and refunds the goods money of returned or missing pieces", () => {
    expect(feeEstimateYen(H.PARTIAL_RETURN, 3)).toBe(
      PROBLEM_FEES.returnBaseYen + 3 * PROBLEM_FEES.returnPerPieceYen,
    );
    expect(feeEstimateYen(H.FULL_DESTRUCTION, 2)).toBe(PROBLEM_FEES.destructionMinYen);
    expect(feeEstimateYen(H.FULL_DESTRUCTION, 20)).toBe(20 * PROBLEM_FEES.destructionPerPieceYen);
    expect(feeEstimateYen(H.EXCHANGE, 5)).toBe(0);
    const money = { unitFen: 1_234, rate: 21.5, orderGoodsYen: 9_000 };
    // 3 × 12.34 yuan × 21.5 = 795.93 → 796 yen (rounded up as charges are)
    expect(moneyEffect(H.PARTIAL_RETURN, 3, T.DAMAGED, money)).toEqual({
      feeYen: 590,
      refundYen: 796,
      resendYen: 0,
    });
    expect(moneyEffect(H.FULL_RETURN, 10, T.DAMAGED, money).refundYen).toBe(9_000);
    expect(moneyEffect(H.NORMAL_SEND, 2, T.SHORTAGE, money).refundYen).toBe(531);
    expect(moneyEffect(H.NORMAL_SEND, 2, T.DAMAGED, money).refundYen).toBe(0);
  });
});

describe("chargesFee (the defects desk's fee line)", () => {
  it("charges returns and destructions, never an exchange, a reissue or a normal send", () => {
    expect(
      [H.PARTIAL_RETURN, H.FULL_RETURN, H.PARTIAL_DESTRUCTION, H.FULL_DESTRUCTION].map(chargesFee),
    ).toEqual([true, true, true, true]);
    expect([H.EXCHANGE, H.REISSUE, H.NORMAL_SEND].map(chargesFee)).toEqual([false, false, false]);
  });

  it("charges nothing before a handling is chosen, nor for an unknown one", () => {
    expect(chargesFee(null)).toBe(false);
    expect(chargesFee(99)).toBe(false);
  });
});
