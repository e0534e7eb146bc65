import { beforeAll, describe, expect, it } from "vitest";
import { CONTAINER_STATUS as K, ORDER_STATUS as S, SHIPPING_MODE, TRANSACTION_TYPE as T } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { translator } from "@/lib/i18n/messages";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { freightYen, roundCharge } from "@/lib/pricing/freight";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { call, type CallOptions } from "../helpers/api";
import { emsNo, packingList } from "../helpers/packing-list";
import { signedInStaff, staffCall } from "../helpers/staff";
import { balanceOf, ledgerSum, statusOf } from "../helpers/warehouse";

/**
 * The packing desk's steps by the member whose role allows them (issue 29, docs/shipping.md "Packing desk",
 * "After dispatch"): each writes one audit row `container.<action>` and the seller's timeline names the member;
 * the carrier's re-weighed freight (type 16) and the duty paid at clearance (type 17) move the seller's balance
 * once, by the freight rule, never below zero, and the seller reads them in the account records and the
 * packing list. Refusals by role, the list, the detail, packing and printing: staff-packing.integration.test.ts.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;
let warehouse: Member;
let finance: Member;

beforeAll(async () => {
  [warehouse, finance] = [await signedInStaff(["warehouse"]), await signedInStaff(["finance"])];
});

type List = Awaited<ReturnType<typeof packingList>>;

const desk = (m: Member, method: string, p: string, options: CallOptions = {}) =>
  staffCall(method, `/staff/packing${p}`, m.cookie, options);
const post = async (m: Member, p: string, body: Record<string, unknown>) => {
  const res = await desk(m, "POST", p, { body });
  expect(res.json.code, `${p}: ${res.json.msg}`).toBe(200);
  return res.json.data;
};
const auditOf = (entityId: number) =>
  getDb().auditLog.findMany({
    where: { entityType: "container", entityId: `${entityId}` },
    orderBy: { id: "asc" },
  });
const timelineOf = (containerId: number) =>
  getDb().containerStatusLog.findMany({ where: { containerId }, orderBy: { id: "asc" } });
const noticesOf = (customerId: number, textKey: string | { startsWith: string }) =>
  getDb().message.findMany({ where: { customerId, textKey }, orderBy: { id: "asc" } });
const ledgerOf = (customerId: number, type: number) =>
  getDb().accountTransaction.findMany({ where: { customerId, type }, orderBy: { id: "asc" } });
const chargesOf = (containerId: number) =>
  getDb().containerCharge.findMany({ where: { containerId }, orderBy: { id: "asc" } });
const recordsOf = (l: List, type: number) =>
  call("GET", "/shop/account/records", { query: { type }, token: l.customer.token, lang: "en-us" });
const statusConflict = () => translator("ja")("shipping.errors.statusConflict");

/** What a refused call must leave as it was: the packing list and its orders, the seller's money, the trails. */
async function snapshot(l: List) {
  return {
    list: await getDb().container.findUniqueOrThrow({
      where: { id: l.id },
      select: { status: true, _count: { select: { boxes: true, fees: true, charges: true } } },
    }),
    order: await statusOf(l.orderId),
    money: [await balanceOf(l.customer.id), await ledgerSum(l.customer.id)],
    audits: await getDb().auditLog.count(),
    timeline: await getDb().containerStatusLog.count(),
  };
}

describe("each step by its role, one audit row each, named in the seller's timeline", () => {
  it("an FBA packing list from 11 to cleared: the warehouse confirms, starts, packs, dispatches; finance bills", async () => {
    const l = await packingList({ fba: true });
    const id = l.id;
    const moved = (status: number) => ({ containerId: id, status });
    const note = "FBA納品プランを確認しました";
    expect(await post(warehouse, "/confirm", { containerId: id, note })).toEqual(moved(6));
    expect(await post(warehouse, "/start", { containerId: id })).toEqual(moved(0));
    const box = { lengthCm: 45, widthCm: 35, heightCm: 30, actualWeightGrams: 7_000 };
    const boxes = l.lines.map((x) => ({ ...box, items: [{ containerLineId: x.id, quantity: x.quantity }] }));
    expect(await post(warehouse, "/pack", { containerId: id, boxes })).toMatchObject(moved(7));
    const fees = [{ amountYen: 500, note: "離島配送料" }];
    const billed = await post(finance, "/bill", { containerId: id, otherFees: fees });
    const { totalYen } = await getDb().container.findUniqueOrThrow({ where: { id } });
    expect(billed).toEqual({ ...moved(1), totalYen });
    await payWithBalance(l.customer.id, { containerIds: [id] });
    const tracking = [1, 2].map((boxNo) => ({ boxNo, trackingNo: emsNo() }));
    // a scan too long for a tracking number is told which box it is on, and nothing moves
    const tooLong = await desk(warehouse, "POST", "/dispatch", {
      body: {
        containerId: id,
        carrier: "EMS",
        boxes: [tracking[0], { boxNo: 2, trackingNo: "E".repeat(41) }],
      },
      lang: "en-us",
    });
    expect(tooLong.json).toEqual({
      code: 500,
      msg: "Box 2: the tracking number can be at most 40 characters",
    });
    const sent = await post(warehouse, "/dispatch", { containerId: id, carrier: "EMS", boxes: tracking });
    expect(sent).toEqual({ ...moved(4), orderIds: [l.orderId] });
    expect(await statusOf(l.orderId)).toBe(S.DISPATCHED);
    expect(await post(warehouse, "/cleared", { containerId: id })).toEqual({ ...moved(4), replayed: false });
    // a second "cleared" changes nothing and is not audited again
    expect(await post(warehouse, "/cleared", { containerId: id })).toEqual({ ...moved(4), replayed: true });
    const detail = (await desk(warehouse, "GET", `/containers/${id}`)).json.data;
    expect(detail.deskActions).toMatchObject({ cleared: false, charge: true, cancel: false });

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.staffId, a.before, Object(a.after).status])).toEqual([
      ["container.confirm", warehouse.id, { status: 11 }, 6],
      ["container.start", warehouse.id, { status: 6 }, 0],
      ["container.pack", warehouse.id, { status: 0 }, 7],
      ["container.bill", finance.id, { status: 7 }, 1],
      ["container.dispatch", warehouse.id, { status: 3 }, 4],
      ["container.cleared", warehouse.id, { status: 4 }, 4],
    ]);
    expect(audit[0].reason).toBe(note);
    expect(audit[3]).toMatchObject({ roles: ["finance"], after: { totalYen } });
    expect(audit[4].after).toMatchObject({ carrier: "EMS", boxes: tracking });
    const timeline = await timelineOf(id);
    expect(timeline.map((r) => [r.fromStatus, r.toStatus, r.staffId])).toEqual([
      [null, 11, null],
      [11, 6, warehouse.id],
      [6, 0, warehouse.id],
      [0, 7, warehouse.id],
      [7, 1, finance.id],
      [1, 3, null],
      [3, 4, warehouse.id],
      [4, 4, warehouse.id],
    ]);
    // the seller's packing list names who moved it (the payment was the seller's own)
    const seller = await call("GET", `/shop/container/getContainerInfo/${id}`, { token: l.customer.token });
    const nameOf = (staffId: number | null) =>
      staffId && (staffId === finance.id ? "Staff finance" : "Staff warehouse");
    expect(seller.json.data.timeline.map((x: { staffName: string | null }) => x.staffName)).toEqual(
      timeline.map((r) => nameOf(r.staffId)),
    );
  });

  it("cancel needs a reason; the goods go back to storage (48 → 16) and the seller is told why", async () => {
    const l = await packingList({ to: "packed" });
    expect(await statusOf(l.orderId)).toBe(S.AWAITING_DISPATCH);
    const before = await snapshot(l);
    for (const note of [undefined, "", "   "]) {
      const refused = await desk(warehouse, "POST", "/cancel", { body: { containerId: l.id, note } });
      expect(refused.json.code).toBe(500);
    }
    expect(await snapshot(l)).toEqual(before);
    const reason = "お客様のご依頼により取り消しました";
    const done = await post(warehouse, "/cancel", { containerId: l.id, note: reason });
    expect(done).toEqual({ containerId: l.id, status: K.CANCELLED, orderIds: [l.orderId] });
    expect(await statusOf(l.orderId)).toBe(S.IN_STORAGE);
    const again = await desk(warehouse, "POST", "/cancel", { body: { containerId: l.id, note: reason } });
    expect(again.json).toEqual({ code: 500, msg: statusConflict() });
    const audit = await auditOf(l.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "container.cancel",
      staffId: warehouse.id,
      reason,
      before: { status: K.PACKED },
      after: { status: K.CANCELLED, ordersBackInStorage: [l.orderId] },
    });
    const last = (await timelineOf(l.id)).at(-1)!;
    expect([last.fromStatus, last.toStatus, last.staffId, last.note]).toEqual([7, 5, warehouse.id, reason]);
    const orderLog = await getDb().orderStatusLog.findFirstOrThrow({
      where: { orderId: l.orderId },
      orderBy: { id: "desc" },
    });
    expect([orderLog.fromStatus, orderLog.toStatus, orderLog.staffId]).toEqual([48, 16, warehouse.id]);
    const notices = await noticesOf(l.customer.id, "notice.containerCancelled");
    expect(notices.map((n) => Object(n.textParams).reason)).toEqual([reason]);
  });
});

describe("after dispatch: the carrier's re-weighed freight (type 16)", () => {
  it("charges the difference by the freight rule, refunds a lighter weight, refuses no difference, answers a repeated key once", async () => {
    const l = await packingList({ to: "dispatched" });
    const bill = await getDb().container.findUniqueOrThrow({ where: { id: l.id } });
    const billedGrams = bill.chargeGrams!;
    const start = await balanceOf(l.customer.id);
    const adjust = (carrierGrams: number, idempotencyKey: string) =>
      desk(finance, "POST", "/adjust", {
        body: { containerId: l.id, carrierGrams, reason: `EMS再計量 ${carrierGrams} g`, idempotencyKey },
      });
    const heavier = billedGrams + 2_300;
    const charge = freightYen(SHIPPING_MODE.AIR, roundCharge(heavier)) - bill.freightYen;
    expect(charge).toBeGreaterThan(0);
    const charged = await adjust(heavier, "adjust-heavier-1");
    expect(charged.json.code, charged.json.msg).toBe(200);
    const moved = (amountYen: number, balanceYen: number) => ({ containerId: l.id, amountYen, balanceYen });
    expect(charged.json.data).toEqual({
      chargeId: expect.any(Number),
      ...moved(charge, start - charge),
      replayed: false,
    });
    // the same submit again answers the first charge and moves nothing
    const replay = await adjust(heavier, "adjust-heavier-1");
    expect(replay.json.data).toEqual({ ...charged.json.data, replayed: true });
    expect(await balanceOf(l.customer.id)).toBe(start - charge);
    // lighter than what was paid (the bill and the first adjustment): the difference back
    const lighter = billedGrams - 1_000;
    const refund = freightYen(SHIPPING_MODE.AIR, roundCharge(lighter)) - (bill.freightYen + charge);
    expect(refund).toBeLessThan(0);
    const refunded = await adjust(lighter, "adjust-lighter-1");
    expect(refunded.json.data).toMatchObject(moved(refund, start - charge - refund));
    // a weight that rounds to what was paid: nothing to settle
    const before = await snapshot(l);
    const same = await adjust(lighter - 200, "adjust-same-1");
    expect(same.json).toEqual({ code: 500, msg: translator("ja")("validation.shipping.noDifference") });
    expect(await snapshot(l)).toEqual(before);

    const ledger = await ledgerOf(l.customer.id, T.SHIPPING_ADJUSTMENT);
    expect(ledger.map((r) => [r.amountYen, r.containerId])).toEqual([
      [-charge, l.id],
      [-refund, l.id],
    ]);
    expect(await ledgerSum(l.customer.id)).toBe(await balanceOf(l.customer.id));
    const rows = await chargesOf(l.id);
    expect(
      rows.map((r) => [r.type, r.amountYen, r.carrierGrams, r.billedGrams, r.staffId, r.transactionId]),
    ).toEqual([
      [T.SHIPPING_ADJUSTMENT, charge, roundCharge(heavier), billedGrams, finance.id, ledger[0].id],
      [T.SHIPPING_ADJUSTMENT, refund, roundCharge(lighter), billedGrams, finance.id, ledger[1].id],
    ]);
    const audit = (await auditOf(l.id)).filter((a) => a.action === "container.adjust");
    expect(audit.map((a) => [a.staffId, a.before, Object(a.after).amountYen])).toEqual([
      [finance.id, { balanceYen: start }, charge],
      [finance.id, { balanceYen: start - charge }, refund],
    ]);
    expect(audit[0].after).toMatchObject({
      balanceYen: start - charge,
      chargeId: rows[0].id,
      ledgerId: ledger[0].id,
    });

    // the seller reads both in the account records, with the remark in their language, and on the packing list
    const records = await recordsOf(l, T.SHIPPING_ADJUSTMENT);
    expect(
      records.json.rows!.map((r: { amount: number; containerId: number }) => [r.amount, r.containerId]),
    ).toEqual([
      [-refund, l.id],
      [-charge, l.id],
    ]);
    for (const r of records.json.rows! as { remark: string }[]) {
      expect(r.remark).toContain(l.containerNo);
      expect(r.remark).toContain(`${billedGrams / 1_000}`);
    }
    expect(records.json.rows![1].remark).toContain(`${roundCharge(heavier) / 1_000}`);
    const seller = await call("GET", `/shop/container/getContainerInfo/${l.id}`, { token: l.customer.token });
    expect(seller.json.data.charges).toMatchObject([
      { type: 16, amountYen: charge, carrierGrams: roundCharge(heavier), billedFreightYen: bill.freightYen },
      { type: 16, amountYen: refund, carrierGrams: roundCharge(lighter) },
    ]);
    // one notice per charge, none for the repeated submit
    const notices = await noticesOf(l.customer.id, { startsWith: "notice.shippingAdjustment" });
    expect(notices.map((n) => n.textKey)).toEqual([
      "notice.shippingAdjustmentCharged",
      "notice.shippingAdjustmentRefunded",
    ]);
  });

  it("a charge larger than the balance is refused with the balance named; nothing changes", async () => {
    const l = await packingList({ to: "dispatched" });
    await applyBalanceChangeNow({
      customerId: l.customer.id,
      type: T.DEDUCTION,
      amountYen: -((await balanceOf(l.customer.id)) - 777),
      remark: "test: spend the balance",
    });
    const before = await snapshot(l);
    const { chargeGrams } = await getDb().container.findUniqueOrThrow({ where: { id: l.id } });
    for (const lang of ["ja", "en-us"] as const) {
      const idempotencyKey = `over-balance-${lang}`;
      const body = {
        containerId: l.id,
        carrierGrams: chargeGrams! + 10_000,
        reason: "再計量",
        idempotencyKey,
      };
      const refused = await desk(finance, "POST", "/adjust", { body, lang });
      expect(refused.json.code).toBe(500);
      expect(refused.json.msg).toContain("777");
      expect(refused.json.msg).toBe(
        translator(lang)("validation.shipping.chargeOverBalance", { balance: 777 }),
      );
      const duty = { containerId: l.id, dutyYen: 800, consumptionTaxYen: 0, localTaxYen: 0, idempotencyKey };
      expect((await desk(finance, "POST", "/duty", { body: duty, lang })).json.msg).toContain("777");
    }
    expect(await snapshot(l)).toEqual(before);
  });
});

describe("after dispatch: duty and import tax paid at clearance (type 17)", () => {
  it("charges duty + consumption tax + local tax once, only on a dispatched packing list, never all zero", async () => {
    const paid = await packingList({ to: "paid" });
    const l = await packingList({ to: "cleared" });
    const figures = { dutyYen: 3_200, consumptionTaxYen: 6_100, localTaxYen: 1_700, declarationNo: "A12345" };
    const duty = (containerId: number, more: Record<string, unknown> = {}) =>
      desk(finance, "POST", "/duty", {
        body: { containerId, ...figures, note: "輸入許可通知書", idempotencyKey: "duty-key-1", ...more },
      });
    const early = await snapshot(paid);
    expect((await duty(paid.id)).json).toEqual({ code: 500, msg: statusConflict() });
    const reweighed = {
      containerId: paid.id,
      carrierGrams: 30_000,
      reason: "再計量",
      idempotencyKey: "early-adjust-1",
    };
    expect((await desk(finance, "POST", "/adjust", { body: reweighed })).json.msg).toBe(statusConflict());
    expect(await snapshot(paid)).toEqual(early);
    const before = await snapshot(l);
    const zeros = { dutyYen: 0, consumptionTaxYen: 0, localTaxYen: 0, idempotencyKey: "duty-zero" };
    const zero = await duty(l.id, zeros);
    expect(zero.json.code).toBe(500);
    expect(await snapshot(l)).toEqual(before);

    const start = await balanceOf(l.customer.id);
    const charged = await duty(l.id);
    expect(charged.json.code, charged.json.msg).toBe(200);
    expect(charged.json.data).toMatchObject({
      amountYen: 11_000,
      balanceYen: start - 11_000,
      replayed: false,
    });
    expect((await duty(l.id)).json.data).toEqual({ ...charged.json.data, replayed: true });
    expect(await balanceOf(l.customer.id)).toBe(start - 11_000);
    const ledger = await ledgerOf(l.customer.id, T.CUSTOMS_DUTY);
    expect(ledger.map((r) => [r.amountYen, r.containerId])).toEqual([[-11_000, l.id]]);
    const rows = await chargesOf(l.id);
    expect(rows).toMatchObject([{ type: 17, amountYen: 11_000, ...figures, staffId: finance.id }]);
    expect(rows[0].transactionId).toBe(ledger[0].id);
    const audit = (await auditOf(l.id)).filter((a) => a.action.startsWith("container."));
    expect(audit.map((a) => [a.action, a.staffId, a.before])).toEqual([
      ["container.customsDuty", finance.id, { balanceYen: start }],
    ]);
    expect(audit[0].after).toMatchObject({ balanceYen: start - 11_000, amountYen: 11_000, ...figures });

    const records = await recordsOf(l, T.CUSTOMS_DUTY);
    expect(records.json.rows!).toHaveLength(1);
    expect(records.json.rows![0]).toMatchObject({ amount: -11_000, containerId: l.id });
    expect(records.json.rows![0].remark).toContain(l.containerNo);
    const notices = await noticesOf(l.customer.id, "notice.customsDutyCharged");
    expect(notices.map((n) => Object(n.textParams).amount)).toEqual([11_000]);
    const seller = await call("GET", `/shop/container/getContainerInfo/${l.id}`, { token: l.customer.token });
    expect(seller.json.data.charges).toMatchObject([{ type: 17, amountYen: 11_000, ...figures }]);
  });
});
