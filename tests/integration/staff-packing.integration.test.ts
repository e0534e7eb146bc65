import { beforeAll, describe, expect, it } from "vitest";
import { CONTAINER_STATUS as K } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { translator } from "@/lib/i18n/messages";
import { chargeGrams, volumetricGrams } from "@/lib/pricing/freight";
import { PACKING_STEPS, PACKING_STEP_STATUSES } from "@/lib/shipping/packing-steps";
import type { CallOptions } from "../helpers/api";
import { packingList } from "../helpers/packing-list";
import { signedInStaff, staffCall } from "../helpers/staff";
import { serveUploadAs } from "../helpers/uploads";
import { balanceOf, ledgerSum, statusOf } from "../helpers/warehouse";

/**
 * The packing desk (issue 29, docs/shipping.md "Packing desk"): every endpoint refuses without a staff session,
 * with a seller's token and for a member without its permission (nothing changes, no audit row); reading and
 * printing is `shipping.work`, the warehouse's steps `shipping.pack`, the bill `shipping.bill`. Each step is
 * the `op:packing` domain function with the member as actor: one audit row `container.<action>`, and the
 * seller's timeline names the member. The charges after dispatch: staff-packing-charges.integration.test.ts.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;
let warehouse: Member;
let finance: Member;
let purchaser: Member;
let support: Member;

beforeAll(async () => {
  [warehouse, finance, purchaser, support] = [
    await signedInStaff(["warehouse"]),
    await signedInStaff(["finance"]),
    await signedInStaff(["purchaser"]),
    await signedInStaff(["support"]),
  ];
});

const desk = (m: Member | null, method: string, p: string, options: CallOptions = {}) =>
  staffCall(method, `/staff/packing${p}`, m?.cookie ?? null, options);
const auditOf = (entityId: number) =>
  getDb().auditLog.findMany({
    where: { entityType: "container", entityId: `${entityId}` },
    orderBy: { id: "asc" },
  });
const containerOf = (id: number) =>
  getDb().container.findUniqueOrThrow({
    where: { id },
    select: {
      status: true,
      customsClearedAt: true,
      _count: { select: { boxes: true, fees: true, charges: true } },
    },
  });
const statusConflict = () => translator("ja")("shipping.errors.statusConflict");

/** What a refused call must leave as it was: the packing lists, their orders, the sellers' money, the trails. */
async function snapshot(lists: { id: number; orderId: number; customer: { id: number } }[]) {
  return {
    lists: await Promise.all(lists.map((l) => containerOf(l.id))),
    orders: await Promise.all(lists.map((l) => statusOf(l.orderId))),
    money: await Promise.all(
      lists.map(async (l) => [await balanceOf(l.customer.id), await ledgerSum(l.customer.id)]),
    ),
    audits: await getDb().auditLog.count(),
    timeline: await getDb().containerStatusLog.count(),
  };
}

describe("every packing desk endpoint refuses without a staff session, a seller's token or the permission", () => {
  it("401 without a session or with a seller's token; no permission for the wrong role; nothing changes", async () => {
    const confirm = await packingList({ fba: true });
    const start = await packingList();
    const pack = await packingList({ to: "packing" });
    const packed = await packingList({ to: "packed" });
    const paid = await packingList({ to: "paid" });
    const dispatched = await packingList({ to: "dispatched" });
    const lists = [confirm, start, pack, packed, paid, dispatched];
    const before = await snapshot(lists);
    const box = { lengthCm: 40, widthCm: 30, heightCm: 30, actualWeightGrams: 9_000 };
    const items = pack.lines.map((l) => ({ containerLineId: l.id, quantity: l.quantity }));
    const boxes = paid.tracking.map((trackingNo, i) => ({ boxNo: i + 1, trackingNo }));
    const key = { idempotencyKey: "refused-1", containerId: dispatched.id };
    const duty = { ...key, dutyYen: 1_000, consumptionTaxYen: 0, localTaxYen: 0 };
    const work = [purchaser, support];
    const packers = [purchaser, finance];
    const billers = [purchaser, warehouse];
    const calls: [string, string, CallOptions, Member[]][] = [
      ["GET", "/containers", { query: { step: "pack" } }, work],
      ["GET", "/steps", {}, work],
      ["GET", "/steps", { query: { q: "x" } }, work],
      ["GET", `/containers/${packed.id}`, {}, work],
      ["GET", `/containers/${packed.id}/labels`, { query: { size: "label" } }, work],
      ["GET", `/containers/${packed.id}/packingList`, { query: { size: "a4" } }, work],
      ["POST", "/confirm", { body: { containerId: confirm.id } }, packers],
      ["POST", "/start", { body: { containerId: start.id } }, packers],
      ["POST", "/pack", { body: { containerId: pack.id, boxes: [{ ...box, items }] } }, packers],
      ["POST", "/bill", { body: { containerId: packed.id } }, billers],
      ["POST", "/dispatch", { body: { containerId: paid.id, carrier: "EMS", boxes } }, packers],
      ["POST", "/cleared", { body: { containerId: dispatched.id } }, packers],
      ["POST", "/cancel", { body: { containerId: packed.id, note: "お客様のご依頼" } }, packers],
      ["POST", "/adjust", { body: { ...key, carrierGrams: 90_000, reason: "再計量" } }, billers],
      ["POST", "/duty", { body: duty }, billers],
    ];
    for (const [method, url, options, refusedMembers] of calls) {
      const o = { ...options, lang: "en-us" };
      const anonymous = await desk(null, method, url, o);
      expect(anonymous.json?.code, url).toBe(401);
      expect((await desk(null, method, url, { ...o, token: confirm.customer.token })).json?.code, url).toBe(
        401,
      );
      for (const member of refusedMembers)
        expect((await desk(member, method, url, o)).json, `${url} ${member.roles}`).toEqual({
          code: 500,
          msg: "You currently have no permission",
        });
    }
    expect(await snapshot(lists)).toEqual(before);
  });
});

describe("the list and the detail", () => {
  it("each step lists its statuses, found by number start, e-mail and tracking number; the desk offers what the status allows", async () => {
    const lists: [number, Awaited<ReturnType<typeof packingList>>][] = [
      [K.AWAITING_CONFIRMATION, await packingList({ fba: true })],
      [K.AWAITING_PACKING, await packingList()],
      [K.PACKING, await packingList({ to: "packing" })],
      [K.PACKED, await packingList({ to: "packed" })],
      [K.AWAITING_PAYMENT, await packingList({ to: "billed" })],
      [K.AWAITING_DISPATCH, await packingList({ to: "paid" })],
      [K.DISPATCHED, await packingList({ to: "dispatched" })],
      [K.CANCELLED, await packingList({ to: "packed", cancel: true })],
    ];
    // the desk's tab of each status; a cancelled packing list is in none
    const stepOf: Record<number, string | null> = {
      11: "confirm",
      6: "pack",
      0: "pack",
      7: "bill",
      1: "payment",
      3: "dispatch",
      4: "dispatched",
      5: null,
    };
    const offered: Record<number, string[]> = {
      11: ["confirm", "cancel"],
      6: ["start", "cancel"],
      0: ["pack", "cancel"],
      7: ["bill", "cancel", "printLabels"],
      1: ["cancel", "printLabels"],
      3: ["dispatch", "printLabels"],
      4: ["cleared", "charge", "printLabels"],
    };
    const list = async (query: Record<string, string | number>) => {
      const res = await desk(warehouse, "GET", "/containers", { query });
      expect(res.json.code, res.json.msg).toBe(200);
      return res.json as { total: number; rows: { id: number; status: number; containerNo: string }[] };
    };
    for (const [status, l] of lists) {
      expect((await containerOf(l.id)).status).toBe(status);
      for (const step of PACKING_STEPS) {
        const page = await list({ step, q: l.customer.email.toUpperCase() });
        expect(
          page.rows.map((r) => r.id),
          `${status} under ${step}`,
        ).toEqual(stepOf[status] === step ? [l.id] : []);
        expect(page.total).toBe(page.rows.length);
      }
      // counted on every tab at once: one where the list shows it, none elsewhere
      const counts = await desk(warehouse, "GET", "/steps", { query: { q: l.customer.email } });
      expect(counts.json.data, `${status}`).toEqual(
        Object.fromEntries(PACKING_STEPS.map((step) => [step, stepOf[status] === step ? 1 : 0])),
      );
      const detail = (await desk(warehouse, "GET", `/containers/${l.id}`)).json;
      expect(detail.code, detail.msg).toBe(200);
      expect(detail.data.customer).toMatchObject({ id: l.customer.id, email: l.customer.email });
      expect(detail.data.lines.map((x: { locationCode: string | null }) => x.locationCode)).toEqual([
        l.location,
        l.location,
      ]);
      const actions = Object.entries(detail.data.deskActions as Record<string, boolean>);
      if (status === K.CANCELLED) expect(actions.filter(([k, on]) => on && k !== "printLabels")).toEqual([]);
      else expect(actions.filter(([, on]) => on).map(([k]) => k)).toEqual(offered[status]);
    }
    for (const step of PACKING_STEPS) {
      const page = await list({ step, pageSize: 100 });
      for (const row of page.rows) expect(PACKING_STEP_STATUSES[step]).toContain(row.status);
    }
    // the longest waiting first: the earlier packing list in the same step comes first
    const pack = (await list({ step: "pack", pageSize: 100 })).rows.map((r) => r.id);
    expect(pack.indexOf(lists[1][1].id)).toBeLessThan(pack.indexOf(lists[2][1].id));
    const packed = lists[3][1];
    const prefix = packed.containerNo.slice(0, -2).toLowerCase();
    const byNo = await list({ step: "bill", q: prefix });
    expect(byNo.rows.map((r) => r.id)).toContain(packed.id);
    for (const row of byNo.rows) expect(row.containerNo.startsWith(prefix.toUpperCase())).toBe(true);
    expect((await list({ step: "bill", q: packed.containerNo.slice(2) })).rows).toEqual([]);
    const dispatched = lists[6][1];
    const byTracking = await list({ step: "dispatched", q: dispatched.tracking[1].toLowerCase() });
    expect(byTracking.rows.map((r) => r.id)).toEqual([dispatched.id]);
    // an address packing list's heavy box is no FBA box: no 「重量超過」
    const boxes = (await desk(finance, "GET", `/containers/${packed.id}`)).json.data.boxes;
    expect(
      boxes.map((b: { actualWeightGrams: number; heavy: boolean }) => [b.actualWeightGrams, b.heavy]),
    ).toEqual([
      [5_300, false],
      [16_100, false],
    ]);
    // without a text (or a blank one) each tab counts every packing list on it
    const every = (await desk(warehouse, "GET", "/steps", {})).json.data;
    expect(every.dispatched).toBeGreaterThanOrEqual(1);
    expect(every.bill).toBeGreaterThanOrEqual(1);
    expect((await desk(warehouse, "GET", "/steps", { query: { q: "   " } })).json.data).toEqual(every);
    const refused = await desk(warehouse, "GET", "/steps", { query: { q: "x".repeat(255) }, lang: "en-us" });
    expect(refused.json).toEqual({ code: 500, msg: "Please enter at most 254 characters" });
    expect((await desk(warehouse, "GET", "/containers/2000000000", { lang: "en-us" })).json).toEqual({
      code: 500,
      msg: "Not found",
    });
  });
});

describe("packing (0 → 7)", () => {
  it("refuses FBA boxes over 60 × 50 × 50 or under the minimum and unpacked pieces; a double submit writes one set", async () => {
    const l = await packingList({ fba: true, to: "packing" });
    const all = l.lines.map((x) => ({ containerLineId: x.id, quantity: x.quantity }));
    const pack = (boxes: unknown[], lang = "ja") =>
      desk(warehouse, "POST", "/pack", { body: { containerId: l.id, boxes }, lang });
    const box = (cm: [number, number, number], actualWeightGrams: number, items: unknown[]) => ({
      lengthCm: cm[0],
      widthCm: cm[1],
      heightCm: cm[2],
      actualWeightGrams,
      items,
    });
    const before = await snapshot([l]);
    for (const lang of ["ja", "en-us"] as const) {
      const large = await pack([box([61, 50, 50], 12_000, all)], lang);
      expect(large.json.code).toBe(500);
      expect(large.json.msg).toContain("61 × 50 × 50");
      const t = translator(lang);
      expect(large.json.msg).toBe(
        t("validation.shipping.fbaBoxTooLarge", { boxNo: 1, size: "61 × 50 × 50" }),
      );
    }
    const [first, second] = [[all[0]], [all[1]]];
    const small = await pack([box([40, 30, 30], 5_000, first), box([18, 10, 3], 600, second)]);
    const t = translator("ja");
    expect(small.json).toEqual({
      code: 500,
      msg: t("validation.shipping.fbaBoxTooSmall", { boxNo: 2, size: "18 × 10 × 3" }),
    });
    const light = await pack([box([40, 30, 30], 5_000, first), box([30, 20, 10], 100, second)]);
    expect(light.json.msg).toBe(t("validation.shipping.fbaBoxTooSmall", { boxNo: 2, size: "30 × 20 × 10" }));
    const short = await pack([box([40, 30, 30], 5_000, [all[0], { ...all[1], quantity: 5 }])]);
    expect(short.json).toEqual({
      code: 500,
      msg: t("validation.shipping.packAll", { goods: "goods 2", quantity: 6, packed: 5 }),
    });
    expect(await snapshot([l])).toEqual(before);

    // the largest box Amazon takes with several pieces, over 15 kg
    const done = await pack([box([60, 50, 50], 16_100, all)]);
    expect(done.json.code, done.json.msg).toBe(200);
    const charge = chargeGrams(16_100, volumetricGrams(60 * 50 * 50));
    expect(done.json.data).toMatchObject({
      containerId: l.id,
      status: K.PACKED,
      actualGrams: 16_100,
      volumeCm3: 150_000,
      chargeGrams: charge,
    });
    const again = await pack([box([60, 50, 50], 16_100, all)]);
    expect(again.json).toEqual({ code: 500, msg: statusConflict() });
    expect((await containerOf(l.id))._count.boxes).toBe(1);
    const audit = await auditOf(l.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "container.pack",
      staffId: warehouse.id,
      roles: ["warehouse"],
      before: { status: K.PACKING },
      after: { status: K.PACKED, chargeGrams: charge, boxes: [{ boxNo: 1, cm: [60, 50, 50], items: all }] },
    });
    const detail = (await desk(warehouse, "GET", `/containers/${l.id}`)).json.data;
    expect(detail.boxes.map((b: { heavy: boolean }) => b.heavy)).toEqual([true]);
    expect(detail.deskActions).toMatchObject({ pack: false, bill: true, printLabels: true });
  });
});

describe("printing", () => {
  it("box labels and the packing list as PDF on A4 and label paper; labels only once packed; refusals stay envelopes", async () => {
    const packed = await packingList({ fba: true, to: "packed" });
    const early = await packingList({ to: "packing" });
    const print = (m: Member, id: number | string, doc: string, size?: string) =>
      desk(m, "GET", `/containers/${id}/${doc}`, { query: { size }, lang: "en-us" });
    for (const doc of ["labels", "packingList"])
      for (const size of ["a4", "label"]) {
        const res = await print(finance, packed.id, doc, size);
        expect(res.status, `${doc} ${size}`).toBe(200);
        expect(res.contentType).toBe("application/pdf");
        expect(res.json).toBeNull();
        expect(res.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
      }
    // before packing: the pick list prints, there is no box to label
    expect((await print(warehouse, early.id, "packingList")).bytes.subarray(0, 4).toString("latin1")).toBe(
      "%PDF",
    );
    const noBoxes = await print(warehouse, early.id, "labels", "label");
    expect(noBoxes.contentType).toContain("json");
    expect(noBoxes.json).toEqual({ code: 500, msg: translator("en-us")("shipping.errors.statusConflict") });
    for (const doc of ["labels", "packingList"]) {
      expect((await print(purchaser, packed.id, doc)).json, doc).toEqual({
        code: 500,
        msg: "You currently have no permission",
      });
      expect((await print(warehouse, 2_000_000_000, doc)).json, doc).toEqual({ code: 500, msg: "Not found" });
      const badSize = await print(warehouse, packed.id, doc, "a3");
      expect(badSize.contentType).toContain("json");
      expect(badSize.json).toEqual({ code: 500, msg: "Invalid value (size)" });
    }
  });
});

describe("the seller's label files on the desk", () => {
  const fetchLabel = (url: string, cookie: string | null) => serveUploadAs(url, cookie ? { cookie } : {});

  it("open for whoever works the packing desk once on a packing list; not for support, nor a label on none", async () => {
    const { tradeLabel } = await import("../helpers/shipping");
    const { SESSION_COOKIE } = await import("@/lib/auth/session-cookie-names");
    const fba = await packingList({ fba: true });
    const [label] = (await desk(warehouse, "GET", `/containers/${fba.id}`)).json.data.labels as {
      id: number;
      fileUrl: string;
    }[];
    const own = await fetchLabel(label.fileUrl, `${SESSION_COOKIE}=${fba.customer.token}`);
    expect(own.status).toBe(200);
    for (const member of [warehouse, finance]) {
      const seen = await fetchLabel(label.fileUrl, member.cookie);
      expect(seen.status, `${member.roles}`).toBe(200);
      expect(seen.bytes.equals(own.bytes)).toBe(true);
    }
    for (const member of [support, purchaser])
      expect((await fetchLabel(label.fileUrl, member.cookie)).status, `${member.roles}`).toBe(404);
    expect((await fetchLabel(label.fileUrl, null)).status).toBe(404);
    // a label the seller uploaded but put on no packing list is not the desk's
    const loose = await getDb().label.findUniqueOrThrow({
      where: { id: await tradeLabel(fba.customer.id, [], false) },
    });
    expect((await fetchLabel(loose.fileUrl, warehouse.cookie)).status).toBe(404);
  });
});
