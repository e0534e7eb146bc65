import { describe, expect, it } from "vitest";
import { PROBLEM_HANDLING as H, PROBLEM_TYPE as T, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { moneyFor } from "@/app/_problems/apply-rules";
import type { ProblemChoice, ProblemDetail } from "@/app/_problems/problem-api";
import { get, post } from "../helpers/api";
import { completeReturn, payProblemFee, quoteProblemFee, splitOffProblem } from "../helpers/operator";
import { inspect, paidOrder, toArrived } from "../helpers/warehouse";

/**
 * Issue 27: the refund /account/badApply previews for a chosen quantity is what the balance gets. At 0.53
 * yuan a piece and rate 20 (10.6 yen a piece), 4 flawed pieces are worth 43 yen; returning 3 of them refunds
 * ceil(31.8) = 32, where the screen used to scale the 4 pieces' 43 yen to ceil(32.25) = 33.
 */
describe("the defect screen's refund preview", () => {
  it("equals the refund of a partial return of the pieces chosen", async () => {
    const o = await paidOrder([[10, 53]]);
    await toArrived(o.order.id, o.lineIds);
    const r = await inspect(o.order.id, [{ lineId: o.lineIds[0], problemType: T.FLAWED, quantity: 4 }]);
    const problemId = r.problemIds[0];
    const token = o.customer.token;

    const detail = (await get(`/shop/problem/${problemId}`, { token })).json.data as ProblemDetail;
    const choice = detail.choices.find((c: ProblemChoice) => c.handling === H.PARTIAL_RETURN)!;
    expect(choice).toMatchObject({ allowed: true, defaultQuantity: 4, refundYen: 43 });
    const preview = moneyFor(choice, 3, detail);
    expect(preview).toEqual({ feeYen: 590, refundYen: 32, resendYen: 0 });

    const applied = await post("/shop/problem/apply", {
      token,
      body: { problemId, handling: H.PARTIAL_RETURN, quantity: 3, files: [] },
    });
    expect(applied.json.code).toBe(200);
    await splitOffProblem({ problemId });
    expect((await quoteProblemFee({ problemId })).feeYen).toBe(preview.feeYen);
    await payProblemFee(o.customer.id, { problemId });
    const done = await completeReturn({ problemId });

    expect(done.refundYen).toBe(preview.refundYen);
    const refund = await getDb().accountTransaction.findFirstOrThrow({
      where: { customerId: o.customer.id, type: TRANSACTION_TYPE.RETURN_REFUND },
    });
    expect(refund.amountYen).toBe(preview.refundYen);
  });
});
