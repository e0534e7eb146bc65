import { describe, expect, it } from "vitest";
import { ORDER_STATUS, PROBLEM_HANDLING as H, PROBLEM_PROCESS_STATUS as P, PROBLEM_TYPE } from "@/lib/codes";
import { feeEstimateYen, moneyEffect, type ApplyContext } from "@/lib/problems/handling-rules";
import {
  ZOOM,
  clampOffset,
  clampScale,
  pinchScale,
  stepIndex,
  swipeStep,
  zoomAt,
} from "@/app/_components/inputs/lightbox-gestures";
import { canWithdrawFeedback, readFeedbackStatus } from "@/app/_feedback/feedback-statuses";
import { internalLink, noticeLinkKey } from "@/app/_messages/notice-link";
import { applyIssue, initialHandling, moneyFor } from "@/app/_problems/apply-rules";
import type { ProblemChoice } from "@/app/_problems/problem-api";
import { readProblemFilters } from "@/app/_problems/problem-filters";
import { awaitsChoice, feeState } from "@/app/_problems/problem-state";

/** A damaged-goods defect of 3 pieces on a line with 3 defective pieces, in an order of 15 (13 arrived). */
const damaged: ApplyContext = {
  problemType: PROBLEM_TYPE.DAMAGED,
  problemQuantity: 3,
  lineBadQty: 3,
  orderQuantity: 15,
  orderArrivedQty: 13,
};
const shortage: ApplyContext = { ...damaged, problemType: PROBLEM_TYPE.SHORTAGE, lineBadQty: 0 };

function choice(over: Partial<ProblemChoice>): ProblemChoice {
  return {
    handling: H.PARTIAL_RETURN,
    allowed: true,
    reason: null,
    whole: false,
    split: true,
    quantityChosen: true,
    defaultQuantity: 3,
    maxQuantity: 3,
    fee: "return",
    feeYen: feeEstimateYen(H.PARTIAL_RETURN, 3),
    refundYen: 540,
    resendYen: 0,
    next: "…",
    ...over,
  };
}

describe("/account/badApply checks the server's rules, first failing rule first (SPEC §5)", () => {
  it("asks for a handling before anything else", () => {
    expect(applyIssue(undefined, 2, damaged)).toEqual({
      field: "handling",
      key: "problemPage.apply.chooseHandling",
    });
  });

  it("refuses a handling the problem does not allow, on the handling field", () => {
    expect(applyIssue(H.EXCHANGE, 1, shortage)).toEqual({
      field: "handling",
      key: "problems.rules.notForShortage",
    });
    expect(applyIssue(H.NORMAL_SEND, "", shortage)).toBeNull();
  });

  it("checks the quantity only where the seller chooses it", () => {
    expect(applyIssue(H.PARTIAL_RETURN, "", damaged)).toEqual({
      field: "quantity",
      key: "validation.problem.quantityMin",
    });
    expect(applyIssue(H.PARTIAL_RETURN, 4, damaged)).toMatchObject({
      field: "quantity",
      key: "validation.problem.returnQuantity",
      values: { max: 3 },
    });
    expect(applyIssue(H.PARTIAL_DESTRUCTION, 2, damaged)).toBeNull();
    expect(applyIssue(H.FULL_RETURN, "", damaged)).toBeNull();
  });

  it("preselects the handling of the address only when it may be chosen now", () => {
    const choices = [choice({ handling: H.EXCHANGE, allowed: false }), choice({ handling: H.REISSUE })];
    expect(initialHandling(String(H.REISSUE), choices)).toBe(H.REISSUE);
    expect(initialHandling(String(H.EXCHANGE), choices)).toBeUndefined();
    expect(initialHandling("x", choices)).toBeUndefined();
    expect(initialHandling(null, choices)).toBeUndefined();
  });

  it("shows the money effect for the pieces chosen, as the server computes it", () => {
    // 0.53 yuan a piece at 20 yen: the server refunds ceil(3 × 10.6) = 32 for 3 of 4 pieces; scaling the
    // 4 pieces' 43 yen gave 33
    const problem = {
      problemType: PROBLEM_TYPE.FLAWED,
      money: { unitFen: 53, rate: 20, orderGoodsYen: 3_800 },
    };
    const c = choice({ defaultQuantity: 4, maxQuantity: 4, refundYen: 43 });
    expect(moneyFor(c, 4, problem)).toEqual({
      feeYen: feeEstimateYen(H.PARTIAL_RETURN, 4),
      refundYen: 43,
      resendYen: 0,
    });
    expect(moneyFor(c, 3, problem)).toEqual({
      feeYen: feeEstimateYen(H.PARTIAL_RETURN, 3),
      refundYen: 32,
      resendYen: 0,
    });
    expect(moneyFor(c, 3, problem).refundYen).toBe(
      moneyEffect(H.PARTIAL_RETURN, 3, PROBLEM_TYPE.FLAWED, problem.money).refundYen,
    );
    // a whole-order handling refunds the order's goods money, whatever is typed
    const whole = choice({
      handling: H.FULL_RETURN,
      whole: true,
      quantityChosen: false,
      defaultQuantity: 13,
    });
    expect(moneyFor(whole, 13, problem)).toMatchObject({
      refundYen: 3_800,
      feeYen: feeEstimateYen(H.FULL_RETURN, 13),
    });
    // destroying pieces brings nothing back
    expect(moneyFor(choice({ handling: H.PARTIAL_DESTRUCTION, fee: "destruction" }), 2, problem)).toEqual({
      feeYen: feeEstimateYen(H.PARTIAL_DESTRUCTION, 2),
      refundYen: 0,
      resendYen: 0,
    });
  });
});

describe("bad-order list filters from the address", () => {
  it("keeps known codes, a pickable date range in order and an order id or number", () => {
    const q = new URLSearchParams(
      "processStatus=2&problemType=3&createTimeStart=2026-01-01&createTimeEnd=2026-01-31&orderId=PO1-S1",
    );
    expect(readProblemFilters(q)).toEqual({
      processStatus: 2,
      problemType: 3,
      createTimeStart: "2026-01-01",
      createTimeEnd: "2026-01-31",
      orderId: "PO1-S1",
    });
  });

  it("drops unknown, malformed and reversed values", () => {
    const q = new URLSearchParams(
      "processStatus=9&problemType=&createTimeStart=2026-02-01&createTimeEnd=2026-01-01&orderId=a%20b",
    );
    expect(readProblemFilters(q)).toEqual({});
    expect(readProblemFilters(new URLSearchParams("processStatus=0"))).toEqual({});
  });
});

describe("problem states", () => {
  it("waits for the seller's choice while pending in 24 or 26", () => {
    expect(awaitsChoice({ processStatus: P.PENDING, orderStatus: ORDER_STATUS.DEFECT_PENDING })).toBe(true);
    expect(awaitsChoice({ processStatus: P.PENDING, orderStatus: ORDER_STATUS.DEFECT_REJECTED })).toBe(true);
    expect(awaitsChoice({ processStatus: P.IN_PROCESS, orderStatus: ORDER_STATUS.DEFECT_PENDING })).toBe(
      false,
    );
    expect(awaitsChoice({ processStatus: P.PENDING, orderStatus: ORDER_STATUS.RETURNED })).toBe(false);
  });

  it("tells a quoted fee from a paid one", () => {
    expect(feeState({ feeQuoted: false, feePaid: false })).toBe("none");
    expect(feeState({ feeQuoted: true, feePaid: false })).toBe("quoted");
    expect(feeState({ feeQuoted: true, feePaid: true })).toBe("paid");
  });
});

describe("feedback status", () => {
  it("reads a known status from the address, else all", () => {
    expect(readFeedbackStatus("3")).toBe(3);
    expect(readFeedbackStatus("5")).toBeUndefined();
    expect(readFeedbackStatus("")).toBeUndefined();
    expect(readFeedbackStatus(null)).toBeUndefined();
  });

  it("may be withdrawn only while nobody took it up", () => {
    expect(canWithdrawFeedback(P.PENDING)).toBe(true);
    expect([P.IN_PROCESS, P.PROCESSED, P.CANCELLED].map(canWithdrawFeedback)).toEqual([false, false, false]);
  });
});

describe("notice links", () => {
  it("follows only paths of the shop", () => {
    expect(internalLink("/order/orderDetails?id=3")).toBe("/order/orderDetails?id=3");
    expect(internalLink("//evil.example/x")).toBeNull();
    expect(internalLink("https://evil.example/")).toBeNull();
    expect(internalLink("/\\evil.example")).toBeNull();
    expect(internalLink(null)).toBeNull();
  });

  it("names what the button opens", () => {
    expect(noticeLinkKey("/order/orderBadDetails?id=1")).toBe("message.noticeLink.viewProblem");
    expect(noticeLinkKey("/order/orderBad")).toBe("message.noticeLink.viewProblems");
    expect(noticeLinkKey("/order/orderDetails?id=1")).toBe("message.noticeLink.viewOrder");
    expect(noticeLinkKey("/feedback/feedbackList")).toBe("message.noticeLink.viewFeedback");
    expect(noticeLinkKey("/account/rechargeList")).toBe("message.noticeLink.viewTopUps");
    expect(noticeLinkKey("/account/transferApply")).toBe("message.noticeLink.viewWithdrawals");
    expect(noticeLinkKey("/accountEcords")).toBe("message.noticeLink.viewRecords");
    expect(noticeLinkKey("/userCenter")).toBe("message.noticeLink.view");
  });
});

describe("photo viewer gestures", () => {
  it("goes round the photos either way", () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(5, 0, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it("takes a long horizontal drag for a swipe, and nothing else", () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(-(ZOOM.swipePx - 1), 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });

  it("zooms between 1 and 4 with two fingers", () => {
    expect(pinchScale(1, 80, 200)).toBe(2.5);
    expect(pinchScale(2, 100, 50)).toBe(1);
    expect(pinchScale(1, 10, 1000)).toBe(ZOOM.max);
    expect(pinchScale(1.5, 0, 50)).toBe(1.5);
    expect(clampScale(Number.NaN)).toBe(ZOOM.min);
  });

  it("keeps a zoomed photo from being dragged off the stage", () => {
    const stage = { width: 400, height: 300 };
    expect(clampOffset({ x: 500, y: -500 }, 2, stage)).toEqual({ x: 200, y: -150 });
    expect(clampOffset({ x: 50, y: 20 }, 1, stage)).toEqual({ x: 0, y: 0 });
  });

  it("zooms into the place double-tapped", () => {
    expect(zoomAt({ x: 20, y: -10 }, 2.5, { width: 400, height: 300 })).toEqual({ x: -30, y: 15 });
    expect(zoomAt({ x: 190, y: 0 }, 2, { width: 400, height: 300 })).toEqual({ x: -190, y: 0 });
  });
});
