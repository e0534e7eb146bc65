import { randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import { atTime } from "@/lib/clock";
import { LIMITS, ORDER_STATUS as S } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { HANDLERS } from "@/lib/jobs/workers";
import { CLI_ACTOR, type Actor } from "@/lib/staff/audit";
import { parseInput } from "@/lib/validation/parse";
import { ZUnmatchedArrivalRecord } from "@/lib/validation/receiving";
import { ZArrival } from "@/lib/validation/warehouse";
import { recordArrival } from "@/lib/warehouse/record-arrival";
import { matchUnmatchedArrival, recordUnmatchedArrival } from "@/lib/warehouse/receiving";
import { createCustomer } from "../helpers/accounts";
import { post } from "../helpers/api";
import * as files from "../helpers/files";
import { recordDomesticShipment, recordPurchase } from "../helpers/operator";
import { signedInStaff, staffCall } from "../helpers/staff";
import { paidOrder, statusOf } from "../helpers/warehouse";

/**
 * The receiving desk (issue 29, docs/warehouse.md "Receiving"): every endpoint refuses without a staff session,
 * with a seller's token and for a member without warehouse.work (nothing changes, no audit row); a warehouse
 * member's scan opens the parcel's orders, the arrival is recordArrival's (the function of `op:arrive`) with one
 * audit row, a parcel matching nothing is kept and matched later, and the morning job flags the old ones once.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;

const DAY = 86_400_000;
const OPEN_FIELDS = ["id", "trackingNo", "weightGrams", "flagged", "matchedOrder"] as const;

let uploadDir = "";
let warehouse: Member;
let support: Member;
let actor: Actor;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "staff-receiving-"));
  delete process.env.S3_BUCKET;
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
  [warehouse, support] = [await signedInStaff(["warehouse"]), await signedInStaff(["support"])];
  actor = { staffId: warehouse.id, actor: warehouse.email, roles: ["warehouse"] };
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

const trackingNo = (prefix = "ZT") => `${prefix}${randomInt(10 ** 11, 10 ** 12)}`;
/** A number in our order number's format (lib/codes.ts ORDER_NO_FORMAT), as a seller's order gets one. */
const ourOrderNo = () => `PO20261127${String(randomInt(0, 10 ** 8)).padStart(8, "0")}`;

/** A paid order the supplier sent with `tracking` (status 0, awaiting arrival). */
async function awaitingArrival(tracking: string, lines: [number, number][] = [[10, 1_000]]) {
  const o = await paidOrder(lines);
  await recordPurchase({ orderId: o.order.id, supplierOrderNo: "SUP-R1" });
  await recordDomesticShipment({ orderId: o.order.id, carrier: "中通快递", trackingNo: tracking });
  return o;
}

const auditOf = (entityType: string, entityId: number) =>
  getDb().auditLog.findMany({ where: { entityType, entityId: String(entityId) }, orderBy: { id: "asc" } });

const linesOf = (orderId: number) =>
  getDb().orderLine.findMany({ where: { orderId }, orderBy: { id: "asc" }, select: { arrivedQty: true } });

async function uploadPhoto(cookie: string) {
  const res = await staffCall("POST", "/staff/receiving/photo", cookie, {
    form: { file: files.file(await files.jpg(64, 48), "包裹.jpg") },
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

/** An unmatched parcel recorded through the domain function, at `at` when given. */
function parcel(tracking: string, at?: Date) {
  const input = parseInput(ZUnmatchedArrivalRecord, { trackingNo: tracking, weightGrams: 900 });
  const run = () => recordUnmatchedArrival(actor, input);
  return at ? atTime(at, run) : run();
}

describe("every receiving endpoint refuses without a staff session, a seller's token or warehouse.work", () => {
  it("no session and a seller get 401, support gets no permission; nothing changes and no audit row", async () => {
    const seller = await createCustomer();
    const tracking = trackingNo();
    const { order, lineIds } = await awaitingArrival(tracking);
    const open = await parcel(trackingNo("JT"));
    const audits = await getDb().auditLog.count();
    const parcels = await getDb().unmatchedArrival.count();
    const uploads = await getDb().uploadedFile.count();
    const arrival = { orderId: order.id, lines: [{ lineId: lineIds[0], arrivedQty: 10 }] };
    const photo = { file: files.file(await files.png(), "p.png") };
    const calls: [string, string, { body?: unknown; form?: typeof photo; query?: Record<string, string> }][] =
      [
        ["GET", "/staff/receiving/orders", { query: { trackingNo: tracking } }],
        ["GET", "/staff/receiving/orders", { query: { code: order.orderNo } }],
        ["GET", "/staff/receiving/expected", { query: {} }],
        ["POST", "/staff/receiving/arrive", { body: arrival }],
        ["POST", "/staff/receiving/photo", { form: photo }],
        ["GET", "/staff/receiving/unmatched", { query: { tab: "open" } }],
        ["POST", "/staff/receiving/unmatched", { body: { trackingNo: trackingNo("JT"), weightGrams: 500 } }],
        ["POST", "/staff/receiving/unmatched/match", { body: { ...arrival, id: open.row.id } }],
      ];
    for (const [method, url, options] of calls) {
      const o = { ...options, lang: "en-us" };
      expect((await staffCall(method, url, null, o)).json.code, url).toBe(401);
      expect((await staffCall(method, url, null, { ...o, token: seller.token })).json.code, url).toBe(401);
      const refused = await staffCall(method, url, support.cookie, o);
      expect(refused.json, url).toEqual({ code: 500, msg: "You currently have no permission" });
    }
    expect(await statusOf(order.id)).toBe(S.AWAITING_ARRIVAL);
    expect(await linesOf(order.id)).toEqual([{ arrivedQty: 0 }]);
    expect(await getDb().unmatchedArrival.count()).toBe(parcels);
    expect(
      (await getDb().unmatchedArrival.findUniqueOrThrow({ where: { id: open.row.id } })).matchedAt,
    ).toBeNull();
    expect(await getDb().uploadedFile.count()).toBe(uploads);
    expect(await getDb().auditLog.count()).toBe(audits);
  });
});

describe("scan-to-receive", () => {
  it("a scan opens every order of the tracking number with the pieces expected; an order number opens its order", async () => {
    const tracking = trackingNo();
    const a = await awaitingArrival(tracking, [
      [10, 1_000],
      [4, 500],
    ]);
    const b = await awaitingArrival(tracking, [[3, 2_000]]);
    const res = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
      query: { trackingNo: tracking },
      lang: "zh-cn",
    });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.data.unmatched).toBeNull();
    expect(res.json.data.orders.map((o: { id: number }) => o.id)).toEqual([a.order.id, b.order.id]);
    expect(res.json.data.orders[0]).toMatchObject({
      orderNo: a.order.orderNo,
      orderStatus: S.AWAITING_ARRIVAL,
      statusLabel: "待到仓",
      receivable: true,
      domesticCarrier: "中通快递",
      domesticTrackingNo: tracking,
      lines: [
        { id: a.lineIds[0], quantity: 10, arrivedQty: 0, expectedQty: 10, goodsName: "goods 1" },
        { id: a.lineIds[1], quantity: 4, arrivedQty: 0, expectedQty: 4 },
      ],
    });

    const byNo = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
      query: { orderNo: b.order.orderNo },
    });
    expect(byNo.json.data.orders).toMatchObject([{ id: b.order.id, receivable: true }]);

    const none = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
      query: { trackingNo: trackingNo("YD") },
    });
    expect(none.json.data).toEqual({ foundBy: "trackingNo", orders: [], unmatched: null });
    const empty = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, { query: {} });
    expect(empty.json).toMatchObject({
      code: 500,
      msg: "追跡番号または注文番号をスキャンするか入力してください",
    });
  });

  it("the scan field's code: a tracking number first, else one of our order numbers (any case) opens its order", async () => {
    const tracking = trackingNo();
    const a = await awaitingArrival(tracking);
    const orderNo = ourOrderNo();
    await getDb().order.update({ where: { id: a.order.id }, data: { orderNo } });
    const lookup = (code: string, lang = "ja") =>
      staffCall("GET", "/staff/receiving/orders", warehouse.cookie, { query: { code }, lang });

    const byTracking = await lookup(tracking);
    expect(byTracking.json.code, byTracking.json.msg).toBe(200);
    expect(byTracking.json.data).toMatchObject({ foundBy: "trackingNo", orders: [{ id: a.order.id }] });

    for (const code of [orderNo, orderNo.toLowerCase(), ` ${orderNo} `]) {
      const byNo = await lookup(code);
      expect(byNo.json.code, byNo.json.msg).toBe(200);
      expect(byNo.json.data, code).toMatchObject({
        foundBy: "orderNo",
        unmatched: null,
        orders: [
          {
            id: a.order.id,
            orderNo,
            receivable: true,
            domesticTrackingNo: tracking,
            lines: [{ id: a.lineIds[0], expectedQty: 10 }],
          },
        ],
      });
    }
    // An order found by its number is received as a scanned one.
    const arrived = await staffCall("POST", "/staff/receiving/arrive", warehouse.cookie, {
      body: { orderId: a.order.id, lines: [{ lineId: a.lineIds[0], arrivedQty: 10 }] },
    });
    expect(arrived.json.code, arrived.json.msg).toBe(200);
    expect(await statusOf(a.order.id)).toBe(S.ARRIVED);
    expect((await lookup(orderNo)).json.data.orders).toMatchObject([{ id: a.order.id, receivable: false }]);
  });

  it("a tracking number wins over an order number of the same text; other text is a tracking number matching nothing", async () => {
    const orderNo = ourOrderNo();
    // A carrier's number that happens to have our format names its own parcel's order, not the order numbered so.
    const owner = await awaitingArrival(orderNo);
    const numbered = await awaitingArrival(trackingNo());
    await getDb().order.update({ where: { id: numbered.order.id }, data: { orderNo } });
    const res = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
      query: { code: orderNo },
    });
    expect(res.json.data).toMatchObject({ foundBy: "trackingNo", orders: [{ id: owner.order.id }] });

    const other = trackingNo("YD");
    const none = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
      query: { code: other },
    });
    expect(none.json.data).toEqual({ foundBy: "trackingNo", orders: [], unmatched: null });
  });

  it("an order number no order has is refused as not found, in the member's language", async () => {
    const missing = ourOrderNo();
    const expected: Record<string, string> = {
      ja: `注文番号 ${missing} の注文は見つかりません`,
      "zh-cn": `找不到订单号为 ${missing} 的订单`,
      "en-us": `No order has the number ${missing}`,
      ko: `주문 번호 ${missing}의 주문을 찾을 수 없습니다`,
    };
    for (const [lang, msg] of Object.entries(expected)) {
      const res = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
        query: { code: missing.toLowerCase() },
        lang,
      });
      expect(res.json, lang).toEqual({ code: 500, msg });
    }
  });

  it("a scan or number too long is refused with the limit, not cut and not looked up", async () => {
    const long = `ZT${"7".repeat(39)}`;
    for (const query of [{ code: long }, { trackingNo: long }]) {
      const res = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
        query,
        lang: "en-us",
      });
      expect(res.json, JSON.stringify(query)).toEqual({
        code: 500,
        msg: "Please enter at most 40 characters",
      });
    }
    const orderNo = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
      query: { orderNo: `PO${"1".repeat(31)}` },
    });
    expect(orderNo.json).toEqual({ code: 500, msg: "32文字以内で入力してください" });
    const bad = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
      query: { code: "ZT 1234 5678" },
      lang: "zh-cn",
    });
    expect(bad.json).toEqual({ code: 500, msg: "快递单号或订单号只能包含字母、数字和连字符" });

    const parcels = await getDb().unmatchedArrival.count();
    const tooLong = await staffCall("POST", "/staff/receiving/unmatched", warehouse.cookie, {
      body: { trackingNo: trackingNo("JT"), carrier: "顺".repeat(33), weightGrams: 500 },
      lang: "ko",
    });
    expect(tooLong.json).toEqual({ code: 500, msg: "32자 이내로 입력해 주세요" });
    expect(await getDb().unmatchedArrival.count()).toBe(parcels);
  });
});

describe("the parcels expected (the dashboard's arrivals expected)", () => {
  const dashboardCount = async (cookie: string) => {
    const res = await staffCall("GET", "/staff/dashboard", cookie);
    expect(res.json.code, res.json.msg).toBe(200);
    return (res.json.data.queues as { key: string; count: number }[]).find(
      (q) => q.key === "arrivalsExpected",
    )!.count;
  };
  type Row = { id: number; orderNo: string; shipTime: string | null };
  const expectedPage = async (pageNum = 1, pageSize = 100) => {
    const res = await staffCall("GET", "/staff/receiving/expected", warehouse.cookie, {
      query: { pageNum: String(pageNum), pageSize: String(pageSize) },
      lang: "zh-cn",
    });
    expect(res.json.code, res.json.msg).toBe(200);
    return res.json as { total: number; rows: Row[] & Record<string, unknown>[] };
  };
  const allRows = async () => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const p = await expectedPage(page);
      rows.push(...p.rows);
      if (p.rows.length < 100) return { total: p.total, rows };
    }
  };

  it("lists exactly what the dashboard counts: the orders at 0, 32 and 40, oldest supplier shipment first", async () => {
    const owner = await signedInStaff(["owner"]);
    const old = await awaitingArrival(trackingNo());
    const recent = await awaitingArrival(trackingNo());
    const exchange = await awaitingArrival(trackingNo());
    const reissue = await awaitingArrival(trackingNo());
    // whole seconds: the column keeps milliseconds, but the comparison below is the instant as the API writes it
    const day = (n: number) => new Date(Math.floor((Date.now() - n * DAY) / 1000) * 1000);
    const shipped = { exchange: day(5) };
    await getDb().order.update({ where: { id: old.order.id }, data: { shippedAt: day(9) } });
    await getDb().order.update({ where: { id: recent.order.id }, data: { shippedAt: day(1) } });
    await getDb().order.update({
      where: { id: exchange.order.id },
      data: { orderStatus: S.EXCHANGE_AWAITING_ARRIVAL, shippedAt: shipped.exchange },
    });
    await getDb().order.update({
      where: { id: reissue.order.id },
      data: { orderStatus: S.REISSUE_AWAITING_ARRIVAL, shippedAt: day(3) },
    });
    // Not expected: bought but not shipped (2), and arrived (4).
    const bought = await paidOrder();
    await recordPurchase({ orderId: bought.order.id, supplierOrderNo: "SUP-R2" });
    const arrived = await awaitingArrival(trackingNo());
    await recordArrival(
      parseInput(ZArrival, {
        orderId: arrived.order.id,
        lines: [{ lineId: arrived.lineIds[0], arrivedQty: 10 }],
      }),
    );

    const { total, rows } = await allRows();
    const ids = rows.map((r) => r.id);
    expect(total).toBe(await dashboardCount(warehouse.cookie));
    expect(total).toBe(await dashboardCount(owner.cookie));
    expect(rows).toHaveLength(total);
    expect(total).toBe(
      await getDb().order.count({
        where: {
          orderStatus: { in: [S.AWAITING_ARRIVAL, S.EXCHANGE_AWAITING_ARRIVAL, S.REISSUE_AWAITING_ARRIVAL] },
        },
      }),
    );
    expect(ids).not.toContain(bought.order.id);
    expect(ids).not.toContain(arrived.order.id);
    const ours = [old, exchange, reissue, recent].map((o) => o.order.id);
    expect(ids.filter((id) => ours.includes(id))).toEqual(ours);
    // oldest shipment first throughout; orders without a shipping date last
    const times = rows.map((r) => (r.shipTime ? Date.parse(r.shipTime) : Infinity));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const row = rows.find((r) => r.id === exchange.order.id);
    const customer = await getDb().customer.findUniqueOrThrow({ where: { id: exchange.customer.id } });
    expect(row).toMatchObject({
      orderNo: exchange.order.orderNo,
      orderStatus: S.EXCHANGE_AWAITING_ARRIVAL,
      statusLabel: expect.any(String),
      customer: { id: customer.id, email: customer.email, userName: customer.userName },
      domesticCarrier: "中通快递",
      domesticTrackingNo: expect.stringMatching(/^ZT\d+$/),
      shipTime: shipped.exchange.toISOString(),
    });

    // One more order shipped: the list and the dashboard grow together.
    await awaitingArrival(trackingNo());
    expect((await expectedPage()).total).toBe(total + 1);
    expect(await dashboardCount(warehouse.cookie)).toBe(total + 1);
  });

  it("pages: the shop's page size by default (the desk asks for 20), the pages together are the whole list once", async () => {
    while ((await expectedPage()).total < 23) await awaitingArrival(trackingNo());
    const first = await staffCall("GET", "/staff/receiving/expected", warehouse.cookie);
    expect(first.json.rows).toHaveLength(LIMITS.pageSize);
    expect((await expectedPage(1, 20)).rows).toHaveLength(20);
    const { total, rows } = await allRows();
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 10); page++)
      paged.push(...(await expectedPage(page, 10)).rows.map((r) => r.id));
    expect(paged).toEqual(rows.map((r) => r.id));
  });

  it("needs warehouse.work: purchaser and support are refused, a seller's token and no session get 401", async () => {
    const seller = await createCustomer();
    const purchaser = await signedInStaff(["purchaser"]);
    for (const member of [support, purchaser]) {
      const res = await staffCall("GET", "/staff/receiving/expected", member.cookie, { lang: "en-us" });
      expect(res.json).toEqual({ code: 500, msg: "You currently have no permission" });
    }
    const asSeller = await staffCall("GET", "/staff/receiving/expected", null, { token: seller.token });
    expect(asSeller.json.code).toBe(401);
    expect((await staffCall("GET", "/staff/receiving/expected", null)).json.code).toBe(401);
  });
});

describe("scan-to-receive (more)", () => {
  it("records the arrival with one audit row naming the member; a short arrival shows to the seller at once", async () => {
    const tracking = trackingNo();
    const { customer, order, lineIds } = await awaitingArrival(tracking, [
      [10, 1_000],
      [4, 500],
    ]);
    const res = await staffCall("POST", "/staff/receiving/arrive", warehouse.cookie, {
      body: {
        orderId: order.id,
        lines: [
          { lineId: lineIds[0], arrivedQty: 10 },
          { lineId: lineIds[1], arrivedQty: 3 },
        ],
        note: "外箱破损",
      },
      lang: "zh-cn",
    });
    expect(res.json).toEqual({
      code: 200,
      msg: "已登记到货，有商品未到",
      data: { orderId: order.id, orderStatus: S.ARRIVED, pieces: 13, missing: 1 },
    });
    expect(await linesOf(order.id)).toEqual([{ arrivedQty: 10 }, { arrivedQty: 3 }]);

    const audit = await auditOf("order", order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "order.arrive",
      staffId: warehouse.id,
      actor: warehouse.email,
      roles: ["warehouse"],
      reason: "外箱破损",
      before: { orderStatus: S.AWAITING_ARRIVAL, lines: [{ arrivedQty: 0 }, { arrivedQty: 0 }] },
      after: { orderStatus: S.ARRIVED, pieces: 13, missing: 1 },
    });
    expect(audit[0].requestId).toBeTruthy();

    const seen = await staffCall("GET", `/shop/order/${order.id}`, null, { token: customer.token });
    expect(seen.json.data.lines[1]).toMatchObject({ arrivedQty: 3, missingQty: 1 });
    expect(seen.json.data.timeline.at(-1)).toMatchObject({ toStatus: S.ARRIVED });
    const notice = await getDb().message.findFirst({
      where: { customerId: customer.id, textKey: "notice.arrivedShort" },
    });
    expect(notice).not.toBeNull();
  });

  it("a second submit, or two at once, counts the pieces once and writes one audit row", async () => {
    const { order, lineIds } = await awaitingArrival(trackingNo());
    const body = { orderId: order.id, lines: [{ lineId: lineIds[0], arrivedQty: 10 }] };
    const both = await Promise.all([
      staffCall("POST", "/staff/receiving/arrive", warehouse.cookie, { body }),
      staffCall("POST", "/staff/receiving/arrive", warehouse.cookie, { body }),
    ]);
    expect(both.map((r) => r.json.code).sort()).toEqual([200, 500]);
    const again = await staffCall("POST", "/staff/receiving/arrive", warehouse.cookie, {
      body,
      lang: "en-us",
    });
    expect(again.json.code).toBe(500);
    expect(await linesOf(order.id)).toEqual([{ arrivedQty: 10 }]);
    expect(await auditOf("order", order.id)).toHaveLength(1);
  });

  it("a refused arrival (more pieces than ordered) changes nothing and leaves no audit row", async () => {
    const { order, lineIds } = await awaitingArrival(trackingNo());
    const res = await staffCall("POST", "/staff/receiving/arrive", warehouse.cookie, {
      body: { orderId: order.id, lines: [{ lineId: lineIds[0], arrivedQty: 11 }] },
    });
    expect(res.json).toEqual({ code: 500, msg: "到着数が注文数を超えています（あと10点まで）" });
    expect(await statusOf(order.id)).toBe(S.AWAITING_ARRIVAL);
    expect(await auditOf("order", order.id)).toEqual([]);
  });

  it("op:arrive's call writes its audit row as cli (or the --as member); the seed's replay writes none", async () => {
    const a = await awaitingArrival(trackingNo());
    await recordArrival(
      parseInput(ZArrival, { orderId: a.order.id, lines: [{ lineId: a.lineIds[0], arrivedQty: 10 }] }),
      CLI_ACTOR,
    );
    expect(await auditOf("order", a.order.id)).toMatchObject([
      { action: "order.arrive", actor: "cli", staffId: null },
    ]);
    const b = await awaitingArrival(trackingNo());
    await recordArrival(
      parseInput(ZArrival, { orderId: b.order.id, lines: [{ lineId: b.lineIds[0], arrivedQty: 10 }] }),
    );
    expect(await auditOf("order", b.order.id)).toEqual([]);
  });
});

describe("unmatched arrivals", () => {
  it("a parcel matching nothing is recorded with its photo (read by warehouse only); a second submit finds the first", async () => {
    const seller = await createCustomer();
    const tracking = trackingNo("JT");
    const photoUrl = await uploadPhoto(warehouse.cookie);
    expect(await fetchUpload(photoUrl, { cookie: warehouse.cookie })).toBe(200);
    expect(await fetchUpload(photoUrl, { cookie: support.cookie })).toBe(404);
    expect(await fetchUpload(photoUrl, { authorization: `Bearer ${seller.token}` })).toBe(404);

    const body = {
      trackingNo: tracking,
      carrier: "极兔速递",
      labelText: "寄件人：义乌\n收件人：看板仓库",
      weightGrams: 1250,
      photoUrl,
    };
    const res = await staffCall("POST", "/staff/receiving/unmatched", warehouse.cookie, {
      body,
      lang: "zh-cn",
    });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.msg).toBe("已登记为无头件");
    expect(res.json.data).toMatchObject({
      trackingNo: tracking,
      carrier: "极兔速递",
      labelText: "寄件人：义乌\n收件人：看板仓库",
      weightGrams: 1250,
      photoUrl,
      recordedBy: "Staff warehouse",
      openDays: 0,
      flagged: false,
      matchedOrder: null,
      replayed: false,
    });
    const id = res.json.data.id as number;
    expect(await auditOf("unmatched_arrival", id)).toMatchObject([
      {
        action: "arrival.unmatched",
        staffId: warehouse.id,
        after: { trackingNo: tracking, weightGrams: 1250 },
      },
    ]);

    const again = await staffCall("POST", "/staff/receiving/unmatched", warehouse.cookie, { body });
    expect(again.json.data).toMatchObject({ id, replayed: true });
    expect(again.json.msg).toBe("この追跡番号の荷物はすでに記録されています");
    const twin = trackingNo("JT");
    const both = await Promise.all(
      [1, 2].map(() =>
        staffCall("POST", "/staff/receiving/unmatched", warehouse.cookie, {
          body: { trackingNo: twin, weightGrams: 300 },
        }),
      ),
    );
    expect(both.map((r) => r.json.data.replayed).sort()).toEqual([false, true]);
    expect(await getDb().unmatchedArrival.count({ where: { trackingNo: { in: [tracking, twin] } } })).toBe(2);
    expect(await auditOf("unmatched_arrival", id)).toHaveLength(1);

    const scan = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
      query: { trackingNo: tracking },
    });
    expect(scan.json.data).toMatchObject({ orders: [], unmatched: { id, flagged: false } });

    const list = await staffCall("GET", "/staff/receiving/unmatched", warehouse.cookie, {
      query: { tab: "open", pageSize: 100 },
    });
    expect(list.json.rows!.find((r: { id: number }) => r.id === id)).toMatchObject({ trackingNo: tracking });
    const matched = await staffCall("GET", "/staff/receiving/unmatched", warehouse.cookie, {
      query: { tab: "matched" },
    });
    expect(matched.json.rows!.some((r: { id: number }) => r.id === id)).toBe(false);
  });

  it("refuses a number an order awaits, and a photo the desk did not take; nothing is recorded", async () => {
    const seller = await createCustomer();
    const tracking = trackingNo();
    await awaitingArrival(tracking);
    const before = await getDb().unmatchedArrival.count();
    const audits = await getDb().auditLog.count();
    const res = await staffCall("POST", "/staff/receiving/unmatched", warehouse.cookie, {
      body: { trackingNo: tracking, weightGrams: 500 },
    });
    expect(res.json.msg).toBe("この追跡番号の注文が入荷待ちです。スキャンして入荷を記録してください");
    const sellerFile = await post("/aliyun/oss/upload", {
      token: seller.token,
      form: { file: files.file(await files.png(), "mine.png"), modular: "shopmall" },
    });
    const stranger = await staffCall("POST", "/staff/receiving/unmatched", warehouse.cookie, {
      body: { trackingNo: trackingNo("JT"), weightGrams: 500, photoUrl: sellerFile.json.url },
    });
    expect(stranger.json.msg).toBe("荷物の写真が見つかりません。撮り直してください");
    const weightless = await staffCall("POST", "/staff/receiving/unmatched", warehouse.cookie, {
      body: { trackingNo: trackingNo("JT"), weightGrams: 0 },
    });
    expect(weightless.json.msg).toBe("重さはグラム単位で1〜100000の整数で入力してください");
    expect(await getDb().unmatchedArrival.count()).toBe(before);
    expect(await getDb().auditLog.count()).toBe(audits);
  });

  it("matched later to an order found by its number: the arrival is recorded as for a scan, one audit row", async () => {
    const { customer, order, lineIds } = await awaitingArrival(trackingNo(), [
      [6, 1_000],
      [2, 1_000],
    ]);
    const { row } = await parcel(trackingNo("JT"));
    const found = await staffCall("GET", "/staff/receiving/orders", warehouse.cookie, {
      query: { orderNo: order.orderNo },
    });
    expect(found.json.data.orders).toMatchObject([{ id: order.id, receivable: true }]);

    const body = {
      id: row.id,
      orderId: order.id,
      lines: [
        { lineId: lineIds[0], arrivedQty: 6 },
        { lineId: lineIds[1], arrivedQty: 1 },
      ],
    };
    const res = await staffCall("POST", "/staff/receiving/unmatched/match", warehouse.cookie, {
      body,
      lang: "en-us",
    });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.msg).toBe("Parcel matched to the order and its arrival recorded");
    expect(res.json.data.arrival).toEqual({
      orderId: order.id,
      orderStatus: S.ARRIVED,
      pieces: 7,
      missing: 1,
    });
    expect(res.json.data.row).toMatchObject({
      id: row.id,
      matchedOrder: { id: order.id, orderNo: order.orderNo },
      matchedBy: "Staff warehouse",
    });
    expect(await statusOf(order.id)).toBe(S.ARRIVED);
    expect(await linesOf(order.id)).toEqual([{ arrivedQty: 6 }, { arrivedQty: 1 }]);
    expect(
      await getDb().message.count({ where: { customerId: customer.id, textKey: "notice.arrivedShort" } }),
    ).toBe(1);
    // one row for the action: the match, naming the order's arrival
    expect((await auditOf("unmatched_arrival", row.id)).map((a) => a.action)).toEqual([
      "arrival.unmatched",
      "arrival.match",
    ]);
    expect((await auditOf("unmatched_arrival", row.id))[1]).toMatchObject({
      staffId: warehouse.id,
      after: { matchedOrderId: order.id, orderNo: order.orderNo, order: { pieces: 7, missing: 1 } },
    });
    expect(await auditOf("order", order.id)).toEqual([]);

    const again = await staffCall("POST", "/staff/receiving/unmatched/match", warehouse.cookie, {
      body,
      lang: "en-us",
    });
    expect(again.json).toEqual({ code: 500, msg: "This parcel is matched to an order already" });
    expect(await linesOf(order.id)).toEqual([{ arrivedQty: 6 }, { arrivedQty: 1 }]);
    expect(await auditOf("unmatched_arrival", row.id)).toHaveLength(2);

    const matched = await staffCall("GET", "/staff/receiving/unmatched", warehouse.cookie, {
      query: { tab: "matched", pageSize: 100 },
    });
    expect(matched.json.rows!.find((r: { id: number }) => r.id === row.id)).toMatchObject({
      matchedOrder: { id: order.id },
    });
  });

  it("a match to an order not awaiting arrival is refused: the parcel stays open, the order unchanged", async () => {
    const { order, lineIds } = await paidOrder();
    const { row } = await parcel(trackingNo("JT"));
    const res = await staffCall("POST", "/staff/receiving/unmatched/match", warehouse.cookie, {
      body: { id: row.id, orderId: order.id, lines: [{ lineId: lineIds[0], arrivedQty: 1 }] },
    });
    expect(res.json.code).toBe(500);
    expect(await statusOf(order.id)).toBe(S.AWAITING_PURCHASE);
    expect(
      (await getDb().unmatchedArrival.findUniqueOrThrow({ where: { id: row.id } })).matchedAt,
    ).toBeNull();
    expect(await auditOf("unmatched_arrival", row.id)).toHaveLength(1);
  });

  it("the morning job flags parcels open for the configured days, once; the dashboard counts the open ones", async () => {
    const at = new Date();
    const old = await parcel(trackingNo("JT"), new Date(at.getTime() - 8 * DAY));
    const young = await parcel(trackingNo("JT"), new Date(at.getTime() - 3 * DAY));
    const oldButMatched = await parcel(trackingNo("JT"), new Date(at.getTime() - 9 * DAY));
    const o = await awaitingArrival(trackingNo());
    await matchUnmatchedArrival(actor, {
      id: oldButMatched.row.id,
      orderId: o.order.id,
      lines: [{ lineId: o.lineIds[0], arrivedQty: 10 }],
    });
    // The other parcels of this file were recorded moments ago: only the 8-day-old one is due.
    expect(await atTime(at, () => HANDLERS.unmatchedArrivals!(null))).toEqual({ flagged: 1 });
    expect(await atTime(at, () => HANDLERS.unmatchedArrivals!(null))).toEqual({ flagged: 0 });

    const rows = await getDb().unmatchedArrival.findMany({
      where: { id: { in: [old.row.id, young.row.id, oldButMatched.row.id] } },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => r.flaggedAt)).toEqual([at, null, null]);
    expect(await auditOf("unmatched_arrival", old.row.id)).toMatchObject([
      { action: "arrival.unmatched" },
      { action: "arrival.flag", actor: "job", staffId: null, after: { flagged: true, days: 7 } },
    ]);
    expect((await auditOf("unmatched_arrival", young.row.id)).map((a) => a.action)).toEqual([
      "arrival.unmatched",
    ]);

    const list = await staffCall("GET", "/staff/receiving/unmatched", warehouse.cookie, {
      query: { tab: "open", pageSize: 100 },
    });
    expect(list.json.rows![0]).toMatchObject({ id: old.row.id, flagged: true });
    expect(list.json.rows!.find((r: { id: number }) => r.id === young.row.id)).toMatchObject({
      flagged: false,
    });
    expect(Object.keys(list.json.rows![0])).toEqual(expect.arrayContaining([...OPEN_FIELDS]));

    const dashboard = await staffCall("GET", "/staff/dashboard", warehouse.cookie);
    const queue = dashboard.json.data.queues.find((q: { key: string }) => q.key === "unmatchedArrivals");
    expect(queue).toMatchObject({
      count: await getDb().unmatchedArrival.count({ where: { matchedAt: null } }),
      oldestAt: new Date(at.getTime() - 8 * DAY).toISOString(),
      href: "/staff/receiving/unmatched",
    });
  });
});
