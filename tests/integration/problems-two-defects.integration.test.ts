import { describe, expect, it } from "vitest";
import {
  ORDER_STATUS as S,
  PROBLEM_HANDLING as H,
  PROBLEM_PROCESS_STATUS as P,
  PROBLEM_TYPE as T,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { get, post } from "../helpers/api";
import { recordArrival, sendBackForExchange, splitOffProblem, withdrawDefect } from "../helpers/operator";
import { inspect, paidOrder, statusOf, toArrived } from "../helpers/warehouse";

type Defect = { line: number; problemType: number; quantity: number };

/** An order of `lines` inspected with `defects` (on the lines by index); `short` pieces of the last line never came. */
async function orderWithDefects(lines: [number, number][], defects: Defect[], short = 0) {
  const o = await paidOrder(lines);
  await toArrived(o.order.id, o.lineIds, short);
  const r = await inspect(
    o.order.id,
    defects.map((d) => ({ lineId: o.lineIds[d.line], problemType: d.problemType, quantity: d.quantity })),
  );
  expect(r.orderStatus).toBe(S.DEFECT_PENDING);
  return { ...o, token: o.customer.token, problemIds: r.problemIds };
}

const apply = (token: string, body: Record<string, unknown>) =>
  post("/shop/problem/apply", { token, body: { files: [], ...body } });
const view = async (token: string, id: number, lang = "ja") =>
  (await get(`/shop/problem/${id}`, { token, lang })).json.data;
const choice = (detail: { choices: { handling: number }[] }, handling: number) =>
  detail.choices.find((c) => c.handling === handling);
const problem = (id: number) => getDb().problem.findUniqueOrThrow({ where: { id } });

describe("two defects on one order are decided one by one", () => {
  it("the first choice does not move the order, the second keeps its choices, then the order moves as documented", async () => {
    const o = await orderWithDefects(
      [
        [10, 1_000],
        [5, 1_000],
      ],
      [
        { line: 0, problemType: T.DAMAGED, quantity: 3 },
        { line: 1, problemType: T.FLAWED, quantity: 2 },
      ],
    );
    const [first, second] = o.problemIds;

    // Before the fix this moved the order to 28 at once and the second defect lost its choices.
    const chosen = await apply(o.token, { problemId: first, handling: H.EXCHANGE, quantity: 3 });
    expect(chosen.json).toMatchObject({ code: 200, data: { orderStatus: S.DEFECT_PENDING } });
    expect(await statusOf(o.order.id)).toBe(S.DEFECT_PENDING);
    expect(await problem(first)).toMatchObject({ processStatus: P.IN_PROCESS, handling: H.EXCHANGE });
    expect(await view(o.token, first)).toMatchObject({ queued: true, canWithdraw: true, choosing: false });

    const waiting = await view(o.token, second);
    expect(waiting).toMatchObject({ choosing: true, processStatus: P.PENDING, queued: false });
    expect(choice(waiting, H.PARTIAL_RETURN)).toMatchObject({ allowed: true, maxQuantity: 2 });
    expect(waiting.choices.filter((c: { allowed: boolean }) => c.allowed).length).toBeGreaterThan(1);

    // The last choice starts the decided handlings: the split first, then the exchange's round trip.
    const last = await apply(o.token, { problemId: second, handling: H.PARTIAL_RETURN, quantity: 2 });
    expect(last.json).toMatchObject({ code: 200, data: { orderStatus: S.PENDING_PARTIAL_RETURN } });
    const detail = await get(`/shop/order/${o.order.id}`, { token: o.token, lang: "en-us" });
    expect(detail.json.data.timeline.at(-1)).toMatchObject({
      toStatus: S.PENDING_PARTIAL_RETURN,
      note: "The handling of every defect is chosen; “Partial return” comes first (2 pcs)",
    });

    const split = await splitOffProblem({ problemId: second });
    expect(await statusOf(split.splitOrderId)).toBe(S.RETURN_REQUESTED);
    expect(await statusOf(o.order.id)).toBe(S.EXCHANGE_AWAITING_RETURN);
    expect(await view(o.token, first)).toMatchObject({ queued: false, canWithdraw: true });

    await sendBackForExchange({ problemId: first });
    expect(await statusOf(o.order.id)).toBe(S.EXCHANGE_AWAITING_ARRIVAL);
    await recordArrival({ orderId: o.order.id, lines: [{ lineId: o.lineIds[0], arrivedQty: 3 }] });
    expect(await problem(first)).toMatchObject({ processStatus: P.PROCESSED });
    expect((await inspect(o.order.id)).orderStatus).toBe(S.INSPECTION_FINISHED);
  });

  it("an exchange and a reissue of the same order make one round trip to the supplier", async () => {
    const o = await orderWithDefects(
      [
        [10, 1_000],
        [5, 1_000],
      ],
      [
        { line: 0, problemType: T.DAMAGED, quantity: 2 },
        { line: 1, problemType: T.SHORTAGE, quantity: 1 },
      ],
      1,
    );
    const [damaged, shortage] = o.problemIds;
    expect((await apply(o.token, { problemId: shortage, handling: H.REISSUE })).json.data.orderStatus).toBe(
      S.DEFECT_PENDING,
    );
    expect((await apply(o.token, { problemId: damaged, handling: H.EXCHANGE })).json.data.orderStatus).toBe(
      S.EXCHANGE_AWAITING_RETURN,
    );
    await sendBackForExchange({ problemId: damaged });
    await recordArrival({
      orderId: o.order.id,
      lines: [
        { lineId: o.lineIds[0], arrivedQty: 2 },
        { lineId: o.lineIds[1], arrivedQty: 1 },
      ],
    });
    expect((await problem(damaged)).processStatus).toBe(P.PROCESSED);
    expect((await problem(shortage)).processStatus).toBe(P.PROCESSED);
    expect((await inspect(o.order.id)).orderStatus).toBe(S.INSPECTION_FINISHED);
    const lines = await getDb().orderLine.findMany({
      where: { orderId: o.order.id },
      orderBy: { id: "asc" },
    });
    expect(lines.map((l) => [l.quantity, l.arrivedQty, l.passedQty, l.badQty])).toEqual([
      [10, 10, 10, 0],
      [5, 5, 5, 0],
    ]);
  });

  it("a decided defect can be withdrawn while it waits; a whole-order return sets the others' choices aside", async () => {
    const o = await orderWithDefects(
      [
        [10, 1_000],
        [5, 1_000],
      ],
      [
        { line: 0, problemType: T.DAMAGED, quantity: 3 },
        { line: 1, problemType: T.FLAWED, quantity: 2 },
      ],
    );
    const [first, second] = o.problemIds;
    await apply(o.token, { problemId: first, handling: H.REISSUE });
    const withdrawn = await post("/shop/problem/cancel", { token: o.token, body: { problemId: first } });
    expect(withdrawn.json).toMatchObject({ code: 200, data: { orderStatus: S.DEFECT_PENDING } });
    expect(await view(o.token, first)).toMatchObject({ choosing: true, handling: null });

    await apply(o.token, { problemId: first, handling: H.EXCHANGE });
    const whole = await apply(o.token, { problemId: second, handling: H.FULL_RETURN });
    expect(whole.json.data.orderStatus).toBe(S.RETURN_REQUESTED);
    expect(await problem(first)).toMatchObject({ processStatus: P.PENDING, handling: null });
    expect(await view(o.token, first)).toMatchObject({ choosing: false, queued: false });

    await post("/shop/problem/cancel", { token: o.token, body: { problemId: second } });
    expect(await statusOf(o.order.id)).toBe(S.DEFECT_PENDING);
    expect((await view(o.token, first)).choosing).toBe(true);
    expect((await view(o.token, second)).choosing).toBe(true);
  });

  it("two splits may not take the whole order between them", async () => {
    const o = await orderWithDefects(
      [
        [2, 1_000],
        [1, 1_000],
      ],
      [
        { line: 0, problemType: T.DAMAGED, quantity: 2 },
        { line: 1, problemType: T.DAMAGED, quantity: 1 },
      ],
    );
    const [first, second] = o.problemIds;
    await apply(o.token, { problemId: first, handling: H.PARTIAL_DESTRUCTION, quantity: 2 });
    const other = await view(o.token, second, "en-us");
    expect(choice(other, H.PARTIAL_DESTRUCTION)).toMatchObject({ allowed: false });
    expect(choice(other, H.PARTIAL_DESTRUCTION)!).toHaveProperty("reason", expect.stringMatching(/split/));
    const refused = await apply(o.token, { problemId: second, handling: H.PARTIAL_RETURN, quantity: 1 });
    expect(refused.json.code).toBe(500);
    expect(await problem(second)).toMatchObject({ processStatus: P.PENDING });
    expect(await statusOf(o.order.id)).toBe(S.DEFECT_PENDING);
  });

  it("the agent taking back the last waiting defect starts the decided ones", async () => {
    const o = await orderWithDefects(
      [
        [10, 1_000],
        [5, 1_000],
      ],
      [
        { line: 0, problemType: T.DAMAGED, quantity: 3 },
        { line: 1, problemType: T.FLAWED, quantity: 2 },
      ],
    );
    const [first, second] = o.problemIds;
    await apply(o.token, { problemId: first, handling: H.PARTIAL_DESTRUCTION, quantity: 3 });
    await withdrawDefect({ problemId: second, note: "再確認で問題なし" });
    expect(await statusOf(o.order.id)).toBe(S.PENDING_PARTIAL_DESTRUCTION);
    const split = await splitOffProblem({ problemId: first });
    expect(await statusOf(split.splitOrderId)).toBe(S.DESTRUCTION_REQUESTED);
    expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
  });
});
