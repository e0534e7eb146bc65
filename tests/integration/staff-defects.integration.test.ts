import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import {
  ORDER_STATUS as S,
  PROBLEM_HANDLING as H,
  PROBLEM_PROCESS_STATUS as P,
  PROBLEM_TYPE as T,
  TRANSACTION_TYPE,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { DEFECT_STEPS } from "@/lib/problems/defect-steps";
import { resetEnvForTests } from "@/lib/env";
import * as files from "../helpers/files";
import { applyProblem, payProblemFee } from "../helpers/operator";
import { signedInStaff, staffCall } from "../helpers/staff";
import { balanceOf, inspect, ledgerSum, paidOrder, statusOf, toArrived } from "../helpers/warehouse";

/**
 * The defects desk (issue 29, docs/warehouse.md "Defects desk"): every endpoint refuses without a staff session,
 * with a seller's token and for a member without `defects.work` (nothing changes, no audit row); for warehouse
 * and support each action is the `op:problem` sub-command's domain function and writes one audit row with what
 * it changed in the same transaction. A second identical submit is refused, never refunds twice.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;
let warehouse: Member;
let support: Member;
let finance: Member;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "staff-defects-"));
  delete process.env.S3_BUCKET;
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
  [warehouse, support, finance] = [
    await signedInStaff(["warehouse"]),
    await signedInStaff(["support"]),
    await signedInStaff(["finance"]),
  ];
});

afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

async function uploadPhoto(cookie: string) {
  const res = await staffCall("POST", "/staff/defects/photo", cookie, {
    form: { file: files.file(await files.jpg(64, 48), "返品.jpg") },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.url as string;
}

async function fetchUpload(url: string, headers: Record<string, string>) {
  const key = url.replace(/^\/uploads\//, "");
  const res = await serveUpload(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ key: key.split("/") }),
  });
  return res.status;
}

const auditOf = (problemId: number) =>
  getDb().auditLog.findMany({
    where: { entityType: "problem", entityId: String(problemId) },
    orderBy: { id: "asc" },
  });
const problem = (id: number) => getDb().problem.findUniqueOrThrow({ where: { id } });

const desk = (member: Member, method: string, path: string, body?: Record<string, unknown>) =>
  staffCall(method, `/staff/defects${path}`, member.cookie, body ? { body } : {});

/** An order inspected with one defect of `quantity` pieces on its first line; the seller chose `handling`. */
async function decided(handling: number | null, quantity = 3, lines: [number, number][] = [[10, 1_000]]) {
  const o = await paidOrder(lines);
  await toArrived(o.order.id, o.lineIds);
  const r = await inspect(o.order.id, [{ lineId: o.lineIds[0], problemType: T.DAMAGED, quantity }]);
  const problemId = r.problemIds[0];
  const whole = handling === H.FULL_RETURN || handling === H.FULL_DESTRUCTION;
  if (handling !== null)
    await applyProblem(o.customer.id, {
      problemId,
      handling,
      ...(whole ? {} : { quantity }),
      files: [],
    });
  return { ...o, problemId, customerId: o.customer.id };
}

describe("every defects desk endpoint refuses without a staff session, a seller's token, or the role", () => {
  it("no session and a seller's token get 401; finance gets no permission; nothing changes and no audit row", async () => {
    const quote = await decided(H.FULL_RETURN);
    const exchange = await decided(H.EXCHANGE);
    const partial = await decided(H.PARTIAL_RETURN);
    const pending = await decided(null);
    const customers = [quote, exchange, partial, pending].map((o) => o.customerId);
    const before = await Promise.all(customers.map(ledgerSum));
    const audits = await getDb().auditLog.count();
    const calls: [string, string, Record<string, unknown>][] = [
      ["GET", "/staff/defects/problems", {}],
      ["GET", "/staff/defects/steps", {}],
      ["GET", "/staff/defects/steps?q=x", {}],
      ["POST", "/staff/defects/quote", { problemId: quote.problemId }],
      ["POST", "/staff/defects/sendBack", { problemId: exchange.problemId }],
      ["POST", "/staff/defects/split", { problemId: partial.problemId }],
      ["POST", "/staff/defects/returned", { problemId: quote.problemId }],
      ["POST", "/staff/defects/destroyed", { problemId: quote.problemId }],
      ["POST", "/staff/defects/reject", { problemId: quote.problemId, reason: "仕入先が拒否" }],
      ["POST", "/staff/defects/withdraw", { problemId: pending.problemId }],
    ];
    for (const [method, url, body] of calls) {
      const options = method === "POST" ? { body, lang: "en-us" } : { lang: "en-us" };
      expect((await staffCall(method, url, null, options)).json.code, url).toBe(401);
      expect(
        (await staffCall(method, url, null, { ...options, token: quote.customer.token })).json.code,
        url,
      ).toBe(401);
      const refused = await staffCall(method, url, finance.cookie, options);
      expect(refused.json, url).toEqual({ code: 500, msg: "You currently have no permission" });
    }
    const photo = { form: { file: files.file(await files.png(), "p.png") }, lang: "en-us" };
    const uploads = await getDb().uploadedFile.count();
    expect((await staffCall("POST", "/staff/defects/photo", null, photo)).json.code).toBe(401);
    expect(
      (await staffCall("POST", "/staff/defects/photo", null, { ...photo, token: quote.customer.token })).json
        .code,
    ).toBe(401);
    expect((await staffCall("POST", "/staff/defects/photo", finance.cookie, photo)).json).toEqual({
      code: 500,
      msg: "You currently have no permission",
    });
    expect(await getDb().uploadedFile.count()).toBe(uploads);
    expect(await statusOf(quote.order.id)).toBe(S.RETURN_REQUESTED);
    expect(await statusOf(exchange.order.id)).toBe(S.EXCHANGE_AWAITING_RETURN);
    expect(await statusOf(partial.order.id)).toBe(S.PENDING_PARTIAL_RETURN);
    expect((await problem(pending.problemId)).processStatus).toBe(P.PENDING);
    expect(await Promise.all(customers.map(ledgerSum))).toEqual(before);
    expect(await getDb().auditLog.count()).toBe(audits);
  });

  it("the owner may work the desk too", async () => {
    const owner = await signedInStaff(["owner"]);
    const res = await desk(owner, "GET", "/problems");
    expect(res.json.code, res.json.msg).toBe(200);
  });
});

describe("the queue", () => {
  it("groups problems by the next step, the longest waiting first, with the seller's choice, pieces and photos; searchable and paged", async () => {
    const a = await decided(H.FULL_RETURN);
    const b = await decided(H.FULL_RETURN);
    const list = async (query: string) =>
      (await staffCall("GET", `/staff/defects/problems?${query}`, warehouse.cookie)).json;
    const byOrder = await list(`step=quote&q=${a.order.orderNo}`);
    expect(byOrder.code).toBe(200);
    expect(byOrder.total).toBe(1);
    const row = byOrder.rows![0];
    expect(row).toMatchObject({
      id: a.problemId,
      handling: H.FULL_RETURN,
      pieces: 10,
      feeYen: 0,
      feePaid: false,
      order: { id: a.order.id, orderNo: a.order.orderNo, orderStatus: S.RETURN_REQUESTED },
      customer: { id: a.customerId },
      actions: { quote: true, reject: true, returned: false, sendBack: false, split: false, withdraw: false },
    });
    expect(row.images.length).toBe(1);
    expect(row.handlingLabel).toBeTruthy();
    const bySeller = await list(`step=quote&q=${encodeURIComponent(b.customer.email)}`);
    expect(bySeller.rows!.map((r: { id: number }) => r.id)).toEqual([b.problemId]);
    // the longer waiting comes first; paged
    const all = (await list("step=quote&pageSize=100")).rows!.map((r: { id: number }) => r.id) as number[];
    expect(all.indexOf(a.problemId)).toBeLessThan(all.indexOf(b.problemId));
    const page = await list("step=quote&pageNum=2&pageSize=1");
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await list(`step=return&q=${a.order.orderNo}`)).total).toBe(0);
    const pending = await decided(null);
    const choice = await list(`step=choice&q=${pending.order.orderNo}`);
    expect(choice.rows![0]).toMatchObject({
      id: pending.problemId,
      handling: null,
      actions: { withdraw: true },
    });
  });

  it("every tab counts its problems, or a search's: says where they wait; too long a text is refused", async () => {
    const quote = await decided(H.FULL_RETURN);
    const pending = await decided(null);
    const steps = async (q: string) =>
      (await staffCall("GET", `/staff/defects/steps?q=${encodeURIComponent(q)}`, warehouse.cookie)).json;
    const none = Object.fromEntries(DEFECT_STEPS.map((step) => [step, 0]));
    expect(await steps(quote.order.orderNo)).toEqual({
      code: 200,
      msg: "操作に成功しました",
      data: { ...none, quote: 1 },
    });
    expect((await steps(pending.customer.email.toUpperCase())).data).toEqual({ ...none, choice: 1 });
    expect((await steps("no-such-order-anywhere")).data).toEqual(none);
    // without a text (or a blank one) every problem of the step counts: one more sent back, one more on that tab
    const all = async (query: string) =>
      (await staffCall("GET", `/staff/defects/steps${query}`, warehouse.cookie)).json.data;
    const before = await all("");
    expect(before.quote).toBeGreaterThanOrEqual(1);
    expect(before.choice).toBeGreaterThanOrEqual(1);
    await decided(H.EXCHANGE);
    expect(await all("?q=%20%20")).toEqual({ ...before, sendBack: before.sendBack + 1 });
    const res = await staffCall("GET", `/staff/defects/steps?q=${"x".repeat(255)}`, warehouse.cookie, {
      lang: "en-us",
    });
    expect(res.json).toEqual({ code: 500, msg: "Please enter at most 254 characters" });
  });
});

describe("warehouse and support work each step, one audit row each", () => {
  it("full return: quote → the seller pays → return done with the refund; a second submit refunds nothing", async () => {
    const o = await decided(H.FULL_RETURN, 3, [[10, 1_000]]);
    const quoted = await desk(warehouse, "POST", "/quote", {
      problemId: o.problemId,
      feeYen: 900,
      note: "重量物",
    });
    expect(quoted.json.code, quoted.json.msg).toBe(200);
    expect(quoted.json.data).toMatchObject({ feeYen: 900, orderStatus: S.RETURN_AWAITING_PAYMENT });
    expect((await desk(warehouse, "POST", "/quote", { problemId: o.problemId })).json.code).not.toBe(200);
    await payProblemFee(o.customerId, { problemId: o.problemId });
    expect(await statusOf(o.order.id)).toBe(S.AWAITING_RETURN);
    const balance = await balanceOf(o.customerId);
    const done = await desk(support, "POST", "/returned", { problemId: o.problemId, note: "返品完了" });
    expect(done.json.code, done.json.msg).toBe(200);
    const refund = done.json.data.refundYen as number;
    expect(refund).toBeGreaterThan(0);
    expect(done.json.data.orderStatus).toBe(S.RETURNED);
    expect(await balanceOf(o.customerId)).toBe(balance + refund);
    const again = await desk(support, "POST", "/returned", { problemId: o.problemId, note: "返品完了" });
    expect(again.json.code).not.toBe(200);
    expect(await balanceOf(o.customerId)).toBe(balance + refund);
    expect(
      await getDb().accountTransaction.count({
        where: { customerId: o.customerId, type: TRANSACTION_TYPE.RETURN_REFUND },
      }),
    ).toBe(1);
    expect(await ledgerSum(o.customerId)).toBe(await balanceOf(o.customerId));
    const audit = await auditOf(o.problemId);
    expect(audit.map((a) => [a.action, a.staffId, a.reason])).toEqual([
      ["problem.quoteFee", warehouse.id, "重量物"],
      ["problem.returned", support.id, "返品完了"],
    ]);
    expect(audit[0]).toMatchObject({
      before: { orderId: o.order.id, orderStatus: S.RETURN_REQUESTED, feeYen: 0 },
      after: { orderId: o.order.id, orderStatus: S.RETURN_AWAITING_PAYMENT, feeYen: 900 },
    });
    expect(audit[1]).toMatchObject({
      before: { orderStatus: S.AWAITING_RETURN, processStatus: P.IN_PROCESS },
      after: { orderStatus: S.RETURNED, processStatus: P.PROCESSED, refundYen: refund },
    });
    expect(audit[1].roles).toEqual(["support"]);
  });

  it("exchange: the pieces sent back (28 → 32); a second send-back is refused", async () => {
    const o = await decided(H.EXCHANGE);
    const res = await desk(warehouse, "POST", "/sendBack", { problemId: o.problemId });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.data).toEqual({
      problemId: o.problemId,
      orderId: o.order.id,
      orderStatus: S.EXCHANGE_AWAITING_ARRIVAL,
    });
    expect((await desk(warehouse, "POST", "/sendBack", { problemId: o.problemId })).json.code).not.toBe(200);
    const audit = await auditOf(o.problemId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "problem.sendBack",
      before: { orderStatus: S.EXCHANGE_AWAITING_RETURN },
      after: { orderStatus: S.EXCHANGE_AWAITING_ARRIVAL, pieces: 3 },
    });
  });

  it("partial return: the pieces split off into their own order (60), the rest goes on", async () => {
    const o = await decided(H.PARTIAL_RETURN);
    const res = await desk(support, "POST", "/split", { problemId: o.problemId, note: "分割" });
    expect(res.json.code, res.json.msg).toBe(200);
    const { splitOrderId, splitOrderNo } = res.json.data as { splitOrderId: number; splitOrderNo: string };
    expect(await statusOf(splitOrderId)).toBe(S.RETURN_REQUESTED);
    expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
    expect((await problem(o.problemId)).orderId).toBe(splitOrderId);
    expect((await desk(support, "POST", "/split", { problemId: o.problemId })).json.code).not.toBe(200);
    const audit = await auditOf(o.problemId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "problem.splitOff",
      reason: "分割",
      before: { orderId: o.order.id, orderStatus: S.PENDING_PARTIAL_RETURN },
      after: {
        orderStatus: S.INSPECTION_FINISHED,
        splits: [{ problemId: o.problemId, splitOrderId, pieces: 3 }],
      },
    });
    // the split-off order is the quote step's now (found by its number: a bare id also matches problem and
    // seller ids, which another test's rows may share)
    const list = await staffCall(
      "GET",
      `/staff/defects/problems?step=quote&q=${encodeURIComponent(splitOrderNo)}`,
      warehouse.cookie,
    );
    expect(list.json.rows!.map((r: { id: number }) => r.id)).toEqual([o.problemId]);
  });

  it("reject with a reason (→ 26): the seller chooses again; a reason is required", async () => {
    const o = await decided(H.FULL_RETURN);
    const blank = await desk(warehouse, "POST", "/reject", { problemId: o.problemId, reason: "" });
    expect(blank.json.code).not.toBe(200);
    expect(await auditOf(o.problemId)).toHaveLength(0);
    const res = await desk(warehouse, "POST", "/reject", {
      problemId: o.problemId,
      reason: "仕入先が返品を受け付けません",
    });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(await statusOf(o.order.id)).toBe(S.DEFECT_REJECTED);
    expect(await problem(o.problemId)).toMatchObject({
      processStatus: P.PENDING,
      handling: null,
      agentReply: "仕入先が返品を受け付けません",
    });
    const audit = await auditOf(o.problemId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "problem.reject",
      reason: "仕入先が返品を受け付けません",
      before: { orderStatus: S.RETURN_REQUESTED, handling: H.FULL_RETURN },
      after: { orderStatus: S.DEFECT_REJECTED, handling: null },
    });
    // a refused problem waits for the seller's choice: the agent may now only withdraw it
    expect(
      (await desk(warehouse, "POST", "/reject", { problemId: o.problemId, reason: "再" })).json.code,
    ).not.toBe(200);
    expect(await auditOf(o.problemId)).toHaveLength(1);
  });

  it("withdraw a defect reported by mistake and destroy a paid destruction", async () => {
    const w = await decided(null);
    const res = await desk(warehouse, "POST", "/withdraw", { problemId: w.problemId, note: "誤検品" });
    expect(res.json.code, res.json.msg).toBe(200);
    expect((await problem(w.problemId)).processStatus).toBe(P.CANCELLED);
    expect((await auditOf(w.problemId)).map((a) => a.action)).toEqual(["problem.withdraw"]);

    const d = await decided(H.FULL_DESTRUCTION);
    expect((await desk(warehouse, "POST", "/destroyed", { problemId: d.problemId })).json.code).not.toBe(200);
    expect((await desk(warehouse, "POST", "/quote", { problemId: d.problemId })).json.code).toBe(200);
    await payProblemFee(d.customerId, { problemId: d.problemId });
    const done = await desk(support, "POST", "/destroyed", { problemId: d.problemId });
    expect(done.json.code, done.json.msg).toBe(200);
    expect(await statusOf(d.order.id)).toBe(S.DESTROYED);
    expect((await auditOf(d.problemId)).map((a) => a.action)).toEqual([
      "problem.quoteFee",
      "problem.destroyed",
    ]);
  });

  it("return and destruction recorded with a photo the seller then reads in the problem's details", async () => {
    const o = await decided(H.FULL_RETURN);
    await desk(warehouse, "POST", "/quote", { problemId: o.problemId });
    await payProblemFee(o.customerId, { problemId: o.problemId });
    const url = await uploadPhoto(warehouse.cookie);
    expect(await fetchUpload(url, { cookie: support.cookie })).toBe(200);
    expect(await fetchUpload(url, { authorization: `Bearer ${o.customer.token}` })).toBe(404);
    const done = await desk(support, "POST", "/returned", { problemId: o.problemId, photo: url });
    expect(done.json.code, done.json.msg).toBe(200);
    expect((await problem(o.problemId)).doneImage).toBe(url);
    expect(await fetchUpload(url, { authorization: `Bearer ${o.customer.token}` })).toBe(200);
    const detail = await staffCall("GET", `/shop/problem/${o.problemId}`, null, { token: o.customer.token });
    expect(detail.json.data).toMatchObject({ id: o.problemId, doneImage: url });
    expect((await auditOf(o.problemId)).at(-1)).toMatchObject({ after: { doneImage: url } });

    // a photo recorded for one seller cannot be recorded for another's problem; nothing changes
    const d = await decided(H.FULL_DESTRUCTION);
    await desk(warehouse, "POST", "/quote", { problemId: d.problemId });
    await payProblemFee(d.customerId, { problemId: d.problemId });
    const stolen = await desk(warehouse, "POST", "/destroyed", { problemId: d.problemId, photo: url });
    expect(stolen.json.code).not.toBe(200);
    expect(await statusOf(d.order.id)).toBe(S.PENDING_DESTRUCTION);
    expect((await auditOf(d.problemId)).map((a) => a.action)).toEqual(["problem.quoteFee"]);
    const own = await uploadPhoto(support.cookie);
    const destroyed = await desk(warehouse, "POST", "/destroyed", { problemId: d.problemId, photo: own });
    expect(destroyed.json.code, destroyed.json.msg).toBe(200);
    expect((await problem(d.problemId)).doneImage).toBe(own);
  });

  it("two submits at once: one acts, one audit row", async () => {
    const o = await decided(H.EXCHANGE);
    const both = await Promise.all([
      desk(warehouse, "POST", "/sendBack", { problemId: o.problemId }),
      desk(support, "POST", "/sendBack", { problemId: o.problemId }),
    ]);
    expect(both.map((r) => r.json.code).filter((c) => c === 200)).toHaveLength(1);
    expect(await auditOf(o.problemId)).toHaveLength(1);
  });
});

describe("the operator command writes the audit row too", () => {
  it("op:problem's functions given the cli actor", async () => {
    const { CLI_ACTOR } = await import("@/lib/staff/audit");
    const { sendBackForExchange } = await import("@/lib/problems/agent-exchange");
    const o = await decided(H.EXCHANGE);
    await sendBackForExchange({ problemId: o.problemId }, CLI_ACTOR);
    const audit = await auditOf(o.problemId);
    expect(audit.map((a) => [a.action, a.actor, a.staffId])).toEqual([["problem.sendBack", "cli", null]]);
  });
});
