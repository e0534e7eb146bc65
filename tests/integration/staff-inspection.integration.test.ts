import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import {
  INVENTORY_STATUS,
  ORDER_STATUS as S,
  PROBLEM_PROCESS_STATUS,
  PROBLEM_TYPE,
  STORAGE_TYPE,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { call } from "../helpers/api";
import * as files from "../helpers/files";
import { startInspection, storeOrder } from "../helpers/operator";
import { signedInStaff, staffCall } from "../helpers/staff";
import { inspect, paidOrder, photo, statusOf, toArrived } from "../helpers/warehouse";

/**
 * The inspection desk (issue 29, docs/warehouse.md "Inspection desk"): every endpoint refuses without a staff
 * session, with a seller's token and for a member without warehouse.work (nothing changes, no audit row); for a
 * warehouse member each action is the operator command's domain function and writes one audit row with what it
 * changed. Photos come from the phone through the desk's upload and reach the seller with the inspection.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;

let uploadDir = "";
let warehouse: Member;
let support: Member;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "staff-inspection-"));
  delete process.env.S3_BUCKET;
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
  [warehouse, support] = [await signedInStaff(["warehouse"]), await signedInStaff(["support"])];
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

const auditOf = (orderId: number) =>
  getDb().auditLog.findMany({
    where: { entityType: "order", entityId: String(orderId) },
    orderBy: { id: "asc" },
  });
const orderRow = (id: number) =>
  getDb().order.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { id: "asc" } } } });

const desk = (method: string, p: string, options: Parameters<typeof staffCall>[3] = {}) =>
  staffCall(method, `/staff/inspection${p}`, warehouse.cookie, options);

async function uploadPhoto(cookie: string, name = "検品.jpg") {
  const res = await staffCall("POST", "/staff/inspection/photo", cookie, {
    form: { file: files.file(await files.jpg(64, 48), name) },
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

/** An order whose goods all arrived (4). */
async function arrivedOrder(lines: [number, number][] = [[10, 1_000]]) {
  const o = await paidOrder(lines);
  await toArrived(o.order.id, o.lineIds);
  return o;
}

/** An order being inspected (8). */
async function inspectingOrder(lines: [number, number][] = [[10, 1_000]]) {
  const o = await arrivedOrder(lines);
  await startInspection({ orderId: o.order.id });
  return o;
}

/** An inspected order with every piece passed (88). */
async function inspectedOrder() {
  const o = await arrivedOrder();
  await inspect(o.order.id);
  expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
  return o;
}

describe("every inspection desk endpoint refuses without a staff session, a seller's token or warehouse.work", () => {
  it("no session and a seller's token get 401; support gets no permission; nothing changes and no audit row", async () => {
    const arrived = await arrivedOrder();
    const inspecting = await inspectingOrder();
    const inspected = await inspectedOrder();
    const pic = await photo();
    const audits = await getDb().auditLog.count();
    const uploads = await getDb().uploadedFile.count();
    const problems = await getDb().problem.count();
    const form = { file: files.file(await files.png(), "p.png") };
    const calls: [string, string, { body?: unknown; form?: typeof form; query?: Record<string, string> }][] =
      [
        ["GET", "/staff/inspection/orders", { query: { tab: "inspect" } }],
        ["GET", "/staff/inspection/where", { query: { q: arrived.order.orderNo } }],
        ["POST", "/staff/inspection/start", { body: { orderId: arrived.order.id } }],
        ["POST", "/staff/inspection/photo", { form }],
        [
          "POST",
          "/staff/inspection/inspect",
          {
            body: {
              orderId: inspecting.order.id,
              lines: [{ lineId: inspecting.lineIds[0], passedQty: 10, photos: [pic] }],
            },
          },
        ],
        [
          "POST",
          "/staff/inspection/store",
          { body: { orderId: inspected.order.id, storageType: 1, inventoryStatus: 1, locationCode: "Z-1" } },
        ],
        [
          "POST",
          "/staff/inspection/location",
          { body: { orderId: inspected.order.id, locationCode: "Z-2" } },
        ],
      ];
    for (const [method, url, options] of calls) {
      const o = { ...options, lang: "en-us" };
      expect((await staffCall(method, url, null, o)).json.code, url).toBe(401);
      expect(
        (await staffCall(method, url, null, { ...o, token: arrived.customer.token })).json.code,
        url,
      ).toBe(401);
      const refused = await staffCall(method, url, support.cookie, o);
      expect(refused.json, url).toEqual({ code: 500, msg: "You currently have no permission" });
    }
    expect(await statusOf(arrived.order.id)).toBe(S.ARRIVED);
    expect(await statusOf(inspecting.order.id)).toBe(S.INSPECTING);
    expect(await statusOf(inspected.order.id)).toBe(S.INSPECTION_FINISHED);
    expect((await orderRow(inspected.order.id)).locationCode).toBeNull();
    expect(await getDb().auditLog.count()).toBe(audits);
    expect(await getDb().uploadedFile.count()).toBe(uploads);
    expect(await getDb().problem.count()).toBe(problems);
  });
});

describe("the queue", () => {
  it("lists arrived and inspecting orders oldest first, paged, searchable by order number; 88 under 'store'", async () => {
    const a = await arrivedOrder();
    const b = await inspectingOrder();
    const c = await inspectedOrder();
    const times = new Map([
      [b.order.id, "2026-10-01T01:00:00Z"],
      [a.order.id, "2026-10-02T01:00:00Z"],
    ]);
    for (const [id, at] of times)
      await getDb().order.update({ where: { id }, data: { createdAt: new Date(at) } });

    const first = await desk("GET", "/orders", { query: { tab: "inspect", pageSize: 1 }, lang: "zh-cn" });
    expect(first.json.code, first.json.msg).toBe(200);
    expect(first.json.total).toBeGreaterThanOrEqual(2);
    const ids: number[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await desk("GET", "/orders", { query: { tab: "inspect", pageSize: 50, pageNum } });
      ids.push(...page.json.rows!.map((r) => r.id as number));
      if (page.json.rows!.length < 50) break;
    }
    expect(ids.indexOf(b.order.id)).toBeLessThan(ids.indexOf(a.order.id));
    expect(ids).not.toContain(c.order.id);

    const byNo = await desk("GET", "/orders", {
      query: { tab: "inspect", q: b.order.orderNo },
      lang: "zh-cn",
    });
    expect(byNo.json.rows!.map((r) => r.id)).toEqual([b.order.id]);
    expect(byNo.json.rows![0]).toMatchObject({
      orderStatus: S.INSPECTING,
      orderStatusLabel: expect.any(String),
      locationCode: null,
      actions: { start: false, inspect: true, store: false, locate: true },
      lines: [expect.objectContaining({ quantity: 10, arrivedQty: 10, checkedQty: 0, toInspect: 10 })],
    });
    const store = await desk("GET", "/orders", { query: { tab: "store", q: c.order.orderNo } });
    expect(store.json.rows!.map((r) => r.id)).toEqual([c.order.id]);
    expect(store.json.rows![0].actions).toMatchObject({ store: true, inspect: false });
  });
});

describe("start inspection (4 → 8)", () => {
  it("moves the order with one audit row; a second submit is refused with nothing more", async () => {
    const o = await arrivedOrder();
    const res = await desk("POST", "/start", { body: { orderId: o.order.id }, lang: "zh-cn" });
    expect(res.json).toMatchObject({
      code: 200,
      msg: "已开始验货",
      data: { orderId: o.order.id, orderStatus: S.INSPECTING },
    });
    const twice = await desk("POST", "/start", { body: { orderId: o.order.id } });
    expect(twice.json.code).toBe(500);
    const audit = await auditOf(o.order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "order.startInspection",
      staffId: warehouse.id,
      actor: warehouse.email,
      before: { orderStatus: S.ARRIVED },
      after: { orderStatus: S.INSPECTING },
    });
  });
});

describe("inspection with the phone's photos", () => {
  it("two photos and one defect: the problem is created, the seller sees the photos; one audit row; twice refused", async () => {
    const o = await inspectingOrder([
      [10, 1_000],
      [4, 500],
    ]);
    const [lineA, lineB] = o.lineIds;
    const [p1, p2, d1] = [
      await uploadPhoto(warehouse.cookie),
      await uploadPhoto(warehouse.cookie),
      await uploadPhoto(warehouse.cookie, "破損.jpg"),
    ];
    // Before the inspection: the warehouse (and the defects desk: support) read the photos, not the seller and
    // not a member of another desk.
    const finance = await signedInStaff(["finance"]);
    expect(await fetchUpload(p1, { cookie: warehouse.cookie })).toBe(200);
    expect(await fetchUpload(p1, { cookie: finance.cookie })).toBe(404);
    expect(await fetchUpload(p1, { authorization: `Bearer ${o.customer.token}` })).toBe(404);

    const body = {
      orderId: o.order.id,
      note: "外箱に傷",
      lines: [
        {
          lineId: lineA,
          passedQty: 8,
          photos: [p1, p2],
          defects: [
            { problemType: PROBLEM_TYPE.DAMAGED, quantity: 2, note: "角が割れています", photos: [d1] },
          ],
        },
        { lineId: lineB, passedQty: 4, photos: [p2] },
      ],
    };
    const res = await desk("POST", "/inspect", { body, lang: "zh-cn" });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.msg).toBe("验货结果已提交，问题件等待客户处理");
    expect(res.json.data).toMatchObject({ orderId: o.order.id, orderStatus: S.DEFECT_PENDING, passed: 12 });
    const problemIds = res.json.data.problemIds as number[];
    expect(problemIds).toHaveLength(1);
    const problem = await getDb().problem.findUniqueOrThrow({ where: { id: problemIds[0] } });
    expect(problem).toMatchObject({
      orderLineId: lineA,
      problemType: PROBLEM_TYPE.DAMAGED,
      quantity: 2,
      processStatus: PROBLEM_PROCESS_STATUS.PENDING,
      description: "角が割れています",
      images: [d1],
    });

    // The seller's order details show the photos, and the seller may open them now.
    const seen = await call("GET", `/shop/order/${o.order.id}`, { token: o.customer.token });
    expect(seen.json.code, seen.json.msg).toBe(200);
    const lines = (seen.json.data.lines ?? seen.json.data.orderLines) as { inspectionImages: string[] }[];
    expect(lines.map((l) => l.inspectionImages)).toEqual([[p1, p2], [p2]]);
    expect(await fetchUpload(p1, { authorization: `Bearer ${o.customer.token}` })).toBe(200);
    expect(await fetchUpload(d1, { authorization: `Bearer ${o.customer.token}` })).toBe(200);
    // The desk still reads them.
    expect(await fetchUpload(d1, { cookie: warehouse.cookie })).toBe(200);

    const audit = await auditOf(o.order.id);
    expect(audit.map((a) => a.action)).toEqual(["order.inspect"]);
    expect(audit[0]).toMatchObject({
      staffId: warehouse.id,
      before: {
        orderStatus: S.INSPECTING,
        lines: { [lineA]: { checkedQty: 0, passedQty: 0, badQty: 0 } },
      },
      after: {
        orderStatus: S.DEFECT_PENDING,
        lines: { [lineA]: { checkedQty: 10, passedQty: 8, badQty: 2 }, [lineB]: { checkedQty: 4 } },
        photos: 3,
        problemIds,
      },
      reason: "外箱に傷",
    });

    // A double submit: refused, no second problem, no second audit row.
    const twice = await desk("POST", "/inspect", { body });
    expect(twice.json.code).toBe(500);
    expect(await getDb().problem.count({ where: { orderId: o.order.id } })).toBe(1);
    expect(await auditOf(o.order.id)).toHaveLength(1);
  });

  it("two submits at once record the inspection once", async () => {
    const o = await inspectingOrder();
    const pic = await uploadPhoto(warehouse.cookie);
    const body = { orderId: o.order.id, lines: [{ lineId: o.lineIds[0], passedQty: 10, photos: [pic] }] };
    const both = await Promise.all([desk("POST", "/inspect", { body }), desk("POST", "/inspect", { body })]);
    expect(both.map((r) => r.json.code).sort()).toEqual([200, 500]);
    expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
    expect((await orderRow(o.order.id)).lines[0]).toMatchObject({ checkedQty: 10, passedQty: 10 });
    expect(await auditOf(o.order.id)).toHaveLength(1);
  });

  it("refuses a line without photos and a photo the desk did not take; nothing recorded", async () => {
    const o = await inspectingOrder();
    const noPhoto = await desk("POST", "/inspect", {
      body: { orderId: o.order.id, lines: [{ lineId: o.lineIds[0], passedQty: 10, photos: [] }] },
    });
    expect(noPhoto.json.code).toBe(500);
    const sellerFile = await call("POST", "/aliyun/oss/upload", {
      token: o.customer.token,
      form: { file: files.file(await files.png(), "mine.png"), modular: "shopmall" },
    });
    expect(sellerFile.json.code, sellerFile.json.msg).toBe(200);
    const foreign = await desk("POST", "/inspect", {
      body: {
        orderId: o.order.id,
        lines: [{ lineId: o.lineIds[0], passedQty: 10, photos: [sellerFile.json.url] }],
      },
    });
    expect(foreign.json.code).toBe(500);
    expect(await statusOf(o.order.id)).toBe(S.INSPECTING);
    expect(await auditOf(o.order.id)).toHaveLength(0);
  });
});

describe("storage with a location code", () => {
  it("stores with storage type, count status and location (upper case); one audit row; twice refused", async () => {
    const o = await inspectedOrder();
    const res = await desk("POST", "/store", {
      body: {
        orderId: o.order.id,
        storageType: STORAGE_TYPE.WAREHOUSE,
        inventoryStatus: INVENTORY_STATUS.SKIPPED,
        locationCode: " c-07-3 ",
      },
      lang: "zh-cn",
    });
    expect(res.json).toMatchObject({
      code: 200,
      msg: "已入库",
      data: { orderId: o.order.id, orderStatus: S.IN_STORAGE, locationCode: "C-07-3" },
    });
    const row = await orderRow(o.order.id);
    expect(row).toMatchObject({
      storageType: STORAGE_TYPE.WAREHOUSE,
      inventoryStatus: INVENTORY_STATUS.SKIPPED,
      locationCode: "C-07-3",
    });
    expect(row.lines.every((l) => l.inventoryStatus === INVENTORY_STATUS.SKIPPED)).toBe(true);
    const twice = await desk("POST", "/store", { body: { orderId: o.order.id, locationCode: "C-07-4" } });
    expect(twice.json.code).toBe(500);
    expect((await orderRow(o.order.id)).locationCode).toBe("C-07-3");
    const audit = await auditOf(o.order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "order.store",
      staffId: warehouse.id,
      before: {
        orderStatus: S.INSPECTION_FINISHED,
        storageType: null,
        inventoryStatus: null,
        locationCode: null,
      },
      after: {
        orderStatus: S.IN_STORAGE,
        storageType: STORAGE_TYPE.WAREHOUSE,
        inventoryStatus: INVENTORY_STATUS.SKIPPED,
        locationCode: "C-07-3",
      },
    });
  });

  it("a bad location code is refused with nothing changed", async () => {
    const o = await inspectedOrder();
    const res = await desk("POST", "/store", {
      body: { orderId: o.order.id, locationCode: "棚の上" },
      lang: "zh-cn",
    });
    expect(res.json.code).toBe(500);
    expect(res.json.msg).toBe("库位号只能包含字母、数字和 - _ . /，最多32个字符");
    expect(await statusOf(o.order.id)).toBe(S.INSPECTION_FINISHED);
    expect(await auditOf(o.order.id)).toHaveLength(0);
  });

  it("the location moves later with one audit row; the same code again writes nothing", async () => {
    const o = await inspectedOrder();
    await storeOrder({ orderId: o.order.id, locationCode: "A-01-1" });
    const moved = await desk("POST", "/location", {
      body: { orderId: o.order.id, locationCode: "b-02-3", note: "棚替え" },
    });
    expect(moved.json.data).toEqual({
      orderId: o.order.id,
      orderStatus: S.IN_STORAGE,
      locationCode: "B-02-3",
      changed: true,
    });
    const again = await desk("POST", "/location", { body: { orderId: o.order.id, locationCode: "B-02-3" } });
    expect(again.json.data).toMatchObject({ changed: false });
    const audit = await auditOf(o.order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "order.locate",
      before: { locationCode: "A-01-1" },
      after: { locationCode: "B-02-3" },
      reason: "棚替え",
    });
    // An order not at the warehouse (awaiting purchase) has no location to move.
    const far = await paidOrder();
    const refused = await desk("POST", "/location", { body: { orderId: far.order.id, locationCode: "A-1" } });
    expect(refused.json.code).toBe(500);
    expect((await orderRow(far.order.id)).locationCode).toBeNull();
  });
});

describe("where is this order?", () => {
  it("finds orders by a scanned location code (or the shelf's start), the order number or the seller's e-mail", async () => {
    const shelf = `S${Date.now().toString(36).toUpperCase()}`;
    const a = await inspectedOrder();
    const b = await inspectedOrder();
    await storeOrder({ orderId: a.order.id, locationCode: `${shelf}-1` });
    await storeOrder({ orderId: b.order.id, locationCode: `${shelf}-2` });

    const bin = await desk("GET", "/where", { query: { q: `${shelf.toLowerCase()}-2` } });
    expect(bin.json.code, bin.json.msg).toBe(200);
    expect(bin.json.rows!.map((r) => [r.id, r.locationCode])).toEqual([[b.order.id, `${shelf}-2`]]);
    const onShelf = await desk("GET", "/where", { query: { q: shelf } });
    expect(onShelf.json.rows!.map((r) => r.id).sort()).toEqual([a.order.id, b.order.id].sort());
    const byNo = await desk("GET", "/where", { query: { q: a.order.orderNo } });
    expect(byNo.json.rows!.map((r) => r.locationCode)).toEqual([`${shelf}-1`]);
    const byEmail = await desk("GET", "/where", { query: { q: b.customer.email } });
    expect(byEmail.json.rows!.map((r) => r.id)).toEqual([b.order.id]);
    const empty = await desk("GET", "/where", { query: { q: "" } });
    expect(empty.json.code).toBe(500);
  });
});

// The commands run as a second process: they need a database server both processes can reach.
describe.skipIf(!process.env.DATABASE_URL)("the operator commands write the same audit rows", () => {
  it("op:store --location without --as writes order.store as cli", async () => {
    const o = await inspectedOrder();
    try {
      await promisify(execFile)(
        "npx",
        ["tsx", "scripts/op/warehouse.ts", "store", String(o.order.id), "--location", "d-9"],
        { env: process.env },
      );
    } catch (error) {
      throw new Error((error as { stderr: string }).stderr);
    }
    expect((await orderRow(o.order.id)).locationCode).toBe("D-9");
    expect((await auditOf(o.order.id)).map((a) => [a.action, a.staffId, a.actor])).toEqual([
      ["order.store", null, "cli"],
    ]);
  }, 60_000);
});
