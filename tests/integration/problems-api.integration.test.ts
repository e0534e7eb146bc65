import { describe, expect, it } from "vitest";
import {
  ORDER_STATUS as S,
  PROBLEM_HANDLING as H,
  PROBLEM_PROCESS_STATUS as P,
  PROBLEM_TYPE as T,
  TRANSACTION_TYPE,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import * as files from "../helpers/files";
import { quoteProblemFee } from "../helpers/operator";
import { assertTokensRefused } from "../helpers/tokens";
import { balanceOf, inspect, ledgerSum, paidOrder, statusOf, toArrived } from "../helpers/warehouse";

const NOT_FOUND_JA = "データが見つかりません";

async function sellerWithProblems() {
  const o = await paidOrder([
    [10, 1_000],
    [5, 1_000],
  ]);
  await toArrived(o.order.id, o.lineIds, 1);
  const r = await inspect(o.order.id, [
    { lineId: o.lineIds[0], problemType: T.DAMAGED, quantity: 3, note: "擦り傷" },
    { lineId: o.lineIds[1], problemType: T.SHORTAGE, quantity: 1 },
  ]);
  return { ...o, token: o.customer.token, damagedId: r.problemIds[0], shortageId: r.problemIds[1] };
}

function uploadEvidence(token: string, bytes: Buffer | Uint8Array, name: string) {
  return post("/aliyun/oss/upload", {
    token,
    form: { file: files.file(bytes, name), modular: "evidence" },
  });
}

describe("GET /shop/problem/list and getStatisticalNum", () => {
  it("lists the seller's problems newest first with filters, and counts them", async () => {
    const s = await sellerWithProblems();
    const all = await get("/shop/problem/list", { token: s.token, query: { pageNum: 1, pageSize: 10 } });
    expect(all.json).toMatchObject({ code: 200, total: 2 });
    expect(all.json.rows!.map((r: { id: number }) => r.id)).toEqual([s.shortageId, s.damagedId]);
    expect(all.json.rows![1]).toMatchObject({
      orderId: s.order.id,
      orderNo: s.order.orderNo,
      orderStatus: S.DEFECT_PENDING,
      problemType: T.DAMAGED,
      processStatus: P.PENDING,
      quantity: 3,
      description: "擦り傷",
      goodsName: "goods 1",
    });
    expect(all.json.rows![1].images).toHaveLength(1);
    const byType = await get("/shop/problem/list", { token: s.token, query: { problemType: T.SHORTAGE } });
    expect(byType.json.rows!.map((r: { id: number }) => r.id)).toEqual([s.shortageId]);
    const byOrder = await get("/shop/problem/list", { token: s.token, query: { orderId: s.order.orderNo } });
    expect(byOrder.json.total).toBe(2);
    const byStatus = await get("/shop/problem/list", {
      token: s.token,
      query: { processStatus: P.PROCESSED },
    });
    expect(byStatus.json.total).toBe(0);

    const stats = await get("/shop/problem/getStatisticalNum", { token: s.token });
    expect(stats.json.data).toMatchObject({
      pendingCount: 2,
      inProcessCount: 0,
      totalCount: 2,
      badOrderCount: 1,
    });
    expect(stats.json.data.badOrderStatus).toContainEqual({ orderStatus: S.DEFECT_PENDING, count: 1 });
  });

  it("refuses bad filters with the first failing rule, and shows nothing of another customer", async () => {
    const s = await sellerWithProblems();
    const other = await createCustomer();
    for (const query of [
      { processStatus: 9 },
      { problemType: 0 },
      { pageSize: 101 },
      { createTimeStart: "2021-12-31" },
      { createTimeStart: "2026-02-30x" },
      { orderId: "1;drop" },
    ]) {
      const res = await get("/shop/problem/list", { token: s.token, query });
      expect(res.json.code, JSON.stringify(query)).toBe(500);
      expect(res.json.rows).toBeUndefined();
    }
    const dates = await get("/shop/problem/list", {
      token: s.token,
      query: { createTimeStart: "2026-05-02", createTimeEnd: "2026-05-01" },
      lang: "en-us",
    });
    expect(dates.json.msg).toMatch(/end date/i);
    expect((await get("/shop/problem/list", { token: other.token })).json.total).toBe(0);
    expect((await get("/shop/problem/getStatisticalNum", { token: other.token })).json.data.totalCount).toBe(
      0,
    );
  });

  it("needs a valid token", async () => {
    const c = await createCustomer();
    await assertTokensRefused(c.id, (token) => get("/shop/problem/list", { token }));
    await assertTokensRefused(c.id, (token) => get("/shop/problem/getStatisticalNum", { token }));
    await assertTokensRefused(c.id, (token) => post("/shop/problem/apply", { token, body: {} }));
    await assertTokensRefused(c.id, (token) => post("/shop/problem/payFee", { token, body: {} }));
    await assertTokensRefused(c.id, (token) => post("/shop/applyMessage/add", { token, body: {} }));
  });
});

describe("GET /shop/problem/{id}", () => {
  it("shows the defect, the photos and every choice with its money effect, in the request language", async () => {
    const s = await sellerWithProblems();
    const res = await get(`/shop/problem/${s.damagedId}`, { token: s.token, lang: "en-us" });
    const d = res.json.data;
    expect(d).toMatchObject({ id: s.damagedId, choosing: true, canWithdraw: false, canPayFee: false });
    expect(d.line).toMatchObject({ quantity: 10, arrivedQty: 10, passedQty: 7, badQty: 3 });
    expect(d.context).toMatchObject({
      problemQuantity: 3,
      lineBadQty: 3,
      orderQuantity: 15,
      orderArrivedQty: 14,
    });
    const choice = (h: number) => d.choices.find((c: { handling: number }) => c.handling === h);
    expect(choice(H.PARTIAL_RETURN)).toMatchObject({
      allowed: true,
      defaultQuantity: 3,
      maxQuantity: 3,
      feeYen: 590,
      refundYen: 600,
    });
    expect(choice(H.PARTIAL_RETURN).next).toMatch(/split off/);
    expect(choice(H.FULL_DESTRUCTION)).toMatchObject({
      allowed: true,
      defaultQuantity: 14,
      feeYen: 700,
      refundYen: 0,
    });
    const shortage = (await get(`/shop/problem/${s.shortageId}`, { token: s.token, lang: "ja" })).json.data;
    const exchange = shortage.choices.find((c: { handling: number }) => c.handling === H.EXCHANGE);
    expect(exchange).toMatchObject({ allowed: false, reason: "数量不足には選べない対応方法です" });
    const accept = shortage.choices.find((c: { handling: number }) => c.handling === H.NORMAL_SEND);
    expect(accept).toMatchObject({ allowed: true, refundYen: 200 });
  });

  it("is not found for another customer, a missing or an absurd id", async () => {
    const s = await sellerWithProblems();
    const other = await createCustomer();
    for (const id of [String(s.damagedId), "999999999", "2147483648", "abc", "-1"]) {
      const res = await get(`/shop/problem/${id}`, {
        token: id === String(s.damagedId) ? other.token : s.token,
      });
      expect(res.json, id).toMatchObject({ code: 500, msg: NOT_FOUND_JA });
      expect(res.json.data).toBeUndefined();
    }
  });
});

describe("POST /shop/problem/apply, cancel and payFee", () => {
  it("applies with evidence files, refuses another customer's files and bad input, and changes nothing then", async () => {
    const s = await sellerWithProblems();
    const other = await createCustomer();
    const pdf = await uploadEvidence(s.token, files.pdf(), "説明.pdf");
    const video = await uploadEvidence(s.token, files.mp4(), "開封動画.mp4");
    const photo = await uploadEvidence(s.token, await files.png(), "傷.png");
    expect([pdf, video, photo].map((r) => r.json.code)).toEqual([200, 200, 200]);
    const exe = await uploadEvidence(s.token, files.pdf(), "tool.exe");
    expect(exe.json.code).toBe(500);
    const foreign = await uploadEvidence(other.token, await files.png(), "他人.png");

    const apply = (body: Record<string, unknown>, token = s.token) =>
      post("/shop/problem/apply", { token, body: { problemId: s.damagedId, ...body } });
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ handling: 8 }, /入力内容/],
      [{ handling: H.PARTIAL_RETURN, quantity: "two" }, /申請数量は1以上/],
      [{ handling: H.PARTIAL_RETURN, quantity: 0 }, /申請数量は1以上/],
      [{ handling: H.PARTIAL_RETURN, quantity: 4 }, /返品数量は0以上、現在の返品可能数（3点）以下/],
      [{ handling: H.PARTIAL_RETURN, quantity: 2, note: "a\u0000b" }, /使用できない文字/],
      [{ handling: H.PARTIAL_RETURN, quantity: 2, note: "x".repeat(501) }, /500文字/],
      [
        { handling: H.PARTIAL_RETURN, quantity: 2, files: [foreign.json.url] },
        /添付ファイルが正しくありません/,
      ],
      [{ handling: H.PARTIAL_RETURN, quantity: 2, files: Array(6).fill(pdf.json.url) }, /5件まで/],
      [{ handling: H.PARTIAL_RETURN, problemId: 2_147_483_648 }, /入力内容/],
    ];
    for (const [body, msg] of refusals) {
      const res = await apply(body);
      expect(res.json.code, JSON.stringify(body).slice(0, 80)).toBe(500);
      expect(res.json.msg).toMatch(msg);
    }
    const stranger = await apply({ handling: H.EXCHANGE }, other.token);
    expect(stranger.json).toMatchObject({ code: 500, msg: NOT_FOUND_JA });
    expect(await statusOf(s.order.id)).toBe(S.DEFECT_PENDING);
    expect(await getDb().problem.findUniqueOrThrow({ where: { id: s.damagedId } })).toMatchObject({
      processStatus: P.PENDING,
      handling: null,
    });

    const ok = await apply({
      handling: H.PARTIAL_RETURN,
      quantity: 2,
      note: "2点は返品します",
      files: [pdf.json.url, video.json.url, photo.json.url],
    });
    // The order's shortage still waits for a choice, so the order waits with it (docs/warehouse.md).
    expect(ok.json).toMatchObject({
      code: 200,
      msg: "申請を受け付けました",
      data: { orderStatus: S.DEFECT_PENDING, replayed: false },
    });
    const again = await apply({ handling: H.PARTIAL_RETURN, quantity: 2 });
    expect(again.json.data.replayed).toBe(true);
    const otherChoice = await apply({ handling: H.EXCHANGE });
    expect(otherChoice.json).toMatchObject({ code: 500, msg: "現在の状態ではこの操作はできません" });
    const detail = (await get(`/shop/problem/${s.damagedId}`, { token: s.token })).json.data;
    expect(detail).toMatchObject({
      processStatus: P.IN_PROCESS,
      applyQuantity: 2,
      applyNote: "2点は返品します",
      canWithdraw: true,
      choosing: false,
      queued: true,
    });
    expect(detail.applyFiles).toHaveLength(3);

    expect(
      (await post("/shop/problem/cancel", { token: other.token, body: { problemId: s.damagedId } })).json.msg,
    ).toBe(NOT_FOUND_JA);
    expect((await post("/shop/problem/cancel", { token: s.token, body: { problemId: "x" } })).json.code).toBe(
      500,
    );
    const cancelled = await post("/shop/problem/cancel", {
      token: s.token,
      body: { problemId: s.damagedId },
    });
    expect(cancelled.json).toMatchObject({
      code: 200,
      msg: "申請を取り下げました",
      data: { orderStatus: S.DEFECT_PENDING },
    });
  });

  it("pays a quoted fee once, answers replays, and refuses another customer and a short balance", async () => {
    const s = await sellerWithProblems();
    const other = await createCustomer();
    await post("/shop/problem/apply", {
      token: s.token,
      body: { problemId: s.damagedId, handling: H.FULL_RETURN },
    });
    await quoteProblemFee({ problemId: s.damagedId });
    const start = await balanceOf(s.customer.id);
    const pay = (token: string, body: Record<string, unknown> = {}) =>
      post("/shop/problem/payFee", { token, body: { problemId: s.damagedId, ...body } });
    expect((await pay(other.token)).json).toMatchObject({ code: 500, msg: NOT_FOUND_JA });
    expect((await pay(s.token, { idempotencyKey: "bad key!" })).json.code).toBe(500);
    // The longest key a client may send, from the header; a different body key with it is a conflict.
    const tab1 = "fee-tab-1-abcdef".padEnd(64, "x");
    const conflict = await post("/shop/problem/payFee", {
      token: s.token,
      body: { problemId: s.damagedId, idempotencyKey: "fee-tab-9-abcdef" },
      headers: { "idempotency-key": tab1 },
    });
    expect(conflict.json.code).toBe(500);
    expect(await balanceOf(s.customer.id)).toBe(start);
    const first = await post("/shop/problem/payFee", {
      token: s.token,
      body: { problemId: s.damagedId },
      headers: { "idempotency-key": tab1 },
    });
    const fee = 500 + 14 * 30;
    expect(first.json).toMatchObject({
      code: 200,
      msg: "手数料を支払いました",
      data: { feeYen: fee, balanceYen: start - fee, replayed: false },
    });
    const second = await pay(s.token, { idempotencyKey: "fee-tab-2-abcdef" });
    expect(second.json.data).toMatchObject({ replayed: true, balanceYen: start - fee });
    expect(await balanceOf(s.customer.id)).toBe(start - fee);
    expect(await ledgerSum(s.customer.id)).toBe(await balanceOf(s.customer.id));
    const records = await get("/shop/account/records", {
      token: s.token,
      query: { type: TRANSACTION_TYPE.DEFECT_HANDLING_FEE },
      lang: "en-us",
    });
    expect(records.json.rows![0]).toMatchObject({
      amount: -fee,
      remark: `Defect handling fee (Full return) ${s.order.orderNo}`,
    });

    const poor = await sellerWithProblems();
    await post("/shop/problem/apply", {
      token: poor.token,
      body: { problemId: poor.damagedId, handling: H.FULL_RETURN },
    });
    await quoteProblemFee({ problemId: poor.damagedId, feeYen: 5_000_000 });
    const short = await post("/shop/problem/payFee", {
      token: poor.token,
      body: { problemId: poor.damagedId },
    });
    expect(short.json.code).toBe(500);
    expect(short.json.msg).toMatch(/残高が不足しています（現在の残高 [\d,]+円）。チャージして/);
    expect(await statusOf(poor.order.id)).toBe(S.RETURN_AWAITING_PAYMENT);
  });
});

describe("/shop/applyMessage (feedback)", () => {
  it("sends feedback on a problem, lists it, marks the agent's answer read, and withdraws only while unanswered", async () => {
    const s = await sellerWithProblems();
    const other = await createCustomer();
    const { replyToFeedback, startFeedback } = await import("../helpers/operator");
    const photo = await uploadEvidence(s.token, await files.png(), "箱.png");
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ content: "" }, /メッセージを入力/],
      [{ content: "x".repeat(2001) }, /2000文字/],
      [{ content: "ok", problemId: 2_147_483_648 }, /入力内容/],
      [{ content: "ok", images: ["/uploads/shopmall/2026/01/nope.png"] }, /添付ファイルが正しくありません/],
    ];
    for (const [body, msg] of bad) {
      const res = await post("/shop/applyMessage/add", { token: s.token, body });
      expect(res.json.code).toBe(500);
      expect(res.json.msg).toMatch(msg);
    }
    const foreign = await post("/shop/applyMessage/add", {
      token: other.token,
      body: { content: "?", problemId: s.damagedId },
    });
    expect(foreign.json).toMatchObject({ code: 500, msg: NOT_FOUND_JA });
    const foreignOrder = await post("/shop/applyMessage/add", {
      token: other.token,
      body: { content: "?", orderId: s.order.id },
    });
    expect(foreignOrder.json).toMatchObject({ code: 500, msg: NOT_FOUND_JA });

    const sent = await post("/shop/applyMessage/add", {
      token: s.token,
      body: { content: "返品の送料はいくらですか？", problemId: s.damagedId, images: [photo.json.url] },
    });
    expect(sent.json).toMatchObject({
      code: 200,
      data: { status: P.PENDING, orderId: s.order.id, problemId: s.damagedId, unread: false },
    });
    const id = sent.json.data.id;
    const second = await post("/shop/applyMessage/add", { token: s.token, body: { content: "取り下げ用" } });
    expect(
      (await post("/shop/applyMessage/cancel", { token: other.token, body: { id: second.json.data.id } }))
        .json.msg,
    ).toBe(NOT_FOUND_JA);
    expect(
      (await post("/shop/applyMessage/cancel", { token: s.token, body: { id: second.json.data.id } })).json
        .data.status,
    ).toBe(P.CANCELLED);

    await startFeedback({ id });
    expect((await post("/shop/applyMessage/cancel", { token: s.token, body: { id } })).json.code).toBe(500);
    await replyToFeedback({ id, reply: "返品手数料は500円＋1点30円です。" });
    const list = await get("/shop/applyMessage/list", { token: s.token });
    expect(list.json).toMatchObject({ total: 2, unreadCount: 1 });
    expect(list.json.rows![1]).toMatchObject({
      id,
      status: P.PROCESSED,
      unread: true,
      reply: "返品手数料は500円＋1点30円です。",
    });
    expect(
      (await get("/shop/user/getCenterStatistics", { token: s.token })).json.data.feedbackUnreadCount,
    ).toBe(1);
    expect((await get(`/shop/applyMessage/${id}`, { token: other.token })).json.msg).toBe(NOT_FOUND_JA);
    expect((await get(`/shop/applyMessage/${id}`, { token: s.token })).json.data.unread).toBe(false);
    expect((await get("/shop/applyMessage/list", { token: s.token })).json.unreadCount).toBe(0);
    const filtered = await get("/shop/applyMessage/list", { token: s.token, query: { status: P.CANCELLED } });
    expect(filtered.json.total).toBe(1);
    expect((await get("/shop/applyMessage/list", { token: s.token, query: { status: 5 } })).json.code).toBe(
      500,
    );
    expect((await get("/shop/applyMessage/list", { token: other.token })).json.total).toBe(0);
  });
});
