import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTAINER_STATUS as K,
  ORDER_STATUS as S,
  PLATFORM,
  PROBLEM_HANDLING as H,
  PROBLEM_TYPE,
  SHIPPING_MODE,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { call } from "../helpers/api";
import * as files from "../helpers/files";
import {
  applyProblem,
  recordArrival,
  recordInspection,
  sendBackForExchange,
  startInspection,
  storeOrder,
} from "../helpers/operator";
import { shippingSetup } from "../helpers/shipping";
import { signedInStaff, staffCall } from "../helpers/staff";
import { paidOrder, photo, statusOf, toArrived } from "../helpers/warehouse";

/**
 * Issue 29, inspection: the warehouse weighs and measures one piece of a line where it can (docs/warehouse.md
 * "Inspection", "Inspection desk"). Stored on the line in the inspection's transaction and in its audit row; a
 * size of one or two sides, or a value out of range, is refused with nothing recorded; a later round measures
 * again; the seller reads them in the order details; the packing list's freight estimate prefers them to the
 * catalogue's figures; a member without warehouse.work is refused.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;

let uploadDir = "";
let warehouse: Member;
let purchaser: Member;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "inspection-measure-"));
  delete process.env.S3_BUCKET;
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
  [warehouse, purchaser] = [await signedInStaff(["warehouse"]), await signedInStaff(["purchaser"])];
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

const desk = (method: string, p: string, options: Parameters<typeof staffCall>[3] = {}) =>
  staffCall(method, `/staff/inspection${p}`, warehouse.cookie, options);

async function uploadPhoto() {
  const res = await desk("POST", "/photo", {
    form: { file: files.file(await files.jpg(64, 48), "検品.jpg") },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.url as string;
}

const auditOf = (orderId: number) =>
  getDb().auditLog.findMany({
    where: { entityType: "order", entityId: String(orderId) },
    orderBy: { id: "asc" },
  });

const measuredOf = async (lineId: number) =>
  getDb().orderLine.findUniqueOrThrow({
    where: { id: lineId },
    select: {
      measuredWeightGrams: true,
      measuredLengthCm: true,
      measuredWidthCm: true,
      measuredHeightCm: true,
    },
  });

const NOT_MEASURED = {
  measuredWeightGrams: null,
  measuredLengthCm: null,
  measuredWidthCm: null,
  measuredHeightCm: null,
};

/** An order of `lines` whose goods arrived, being inspected (8). */
async function inspectingOrder(lines: [number, number][] = [[10, 1_000]]) {
  const o = await paidOrder(lines);
  await toArrived(o.order.id, o.lineIds);
  await startInspection({ orderId: o.order.id });
  return o;
}

describe("the inspection desk records one piece's weight and size", () => {
  it("stores them on the lines with the audit row, shows them on the desk and to the seller; a later round updates them", async () => {
    const o = await inspectingOrder([
      [10, 1_000],
      [4, 500],
    ]);
    const [lineA, lineB] = o.lineIds;
    const [p1, p2, d1] = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const first = await desk("POST", "/inspect", {
      body: {
        orderId: o.order.id,
        lines: [
          {
            lineId: lineA,
            passedQty: 8,
            photos: [p1],
            defects: [{ problemType: PROBLEM_TYPE.DAMAGED, quantity: 2, photos: [d1] }],
            // as the phone's fields send them: text
            weightGrams: "350",
            lengthCm: "20",
            widthCm: "15",
            heightCm: "10",
          },
          // a weight alone, blank sides: the size stays unknown
          { lineId: lineB, passedQty: 4, photos: [p2], weightGrams: 120, lengthCm: "", widthCm: " " },
        ],
      },
    });
    expect(first.json.code, first.json.msg).toBe(200);
    expect(first.json.data.orderStatus).toBe(S.DEFECT_PENDING);
    expect(await measuredOf(lineA)).toEqual({
      measuredWeightGrams: 350,
      measuredLengthCm: 20,
      measuredWidthCm: 15,
      measuredHeightCm: 10,
    });
    expect(await measuredOf(lineB)).toEqual({ ...NOT_MEASURED, measuredWeightGrams: 120 });
    const [audit] = await auditOf(o.order.id);
    expect(audit).toMatchObject({
      action: "order.inspect",
      staffId: warehouse.id,
      before: { measured: { [lineA]: NOT_MEASURED, [lineB]: NOT_MEASURED } },
      after: {
        orderStatus: S.DEFECT_PENDING,
        measured: {
          [lineA]: {
            measuredWeightGrams: 350,
            measuredLengthCm: 20,
            measuredWidthCm: 15,
            measuredHeightCm: 10,
          },
          [lineB]: { ...NOT_MEASURED, measuredWeightGrams: 120 },
        },
      },
    });

    // The desk's order view shows what was measured.
    const where = await desk("GET", "/where", { query: { q: o.order.orderNo } });
    expect(where.json.code, where.json.msg).toBe(200);
    expect(where.json.rows![0].lines).toEqual([
      expect.objectContaining({ id: lineA, measuredWeightGrams: 350, measuredLengthCm: 20 }),
      expect.objectContaining({ id: lineB, measuredWeightGrams: 120, measuredLengthCm: null }),
    ]);

    // The seller's order details carry them per line.
    const seen = await call("GET", `/shop/order/${o.order.id}`, { token: o.customer.token });
    expect(seen.json.code, seen.json.msg).toBe(200);
    expect(seen.json.data.lines).toEqual([
      expect.objectContaining({
        id: lineA,
        measuredWeightGrams: 350,
        measuredLengthCm: 20,
        measuredWidthCm: 15,
        measuredHeightCm: 10,
      }),
      expect.objectContaining({ id: lineB, ...NOT_MEASURED, measuredWeightGrams: 120 }),
    ]);

    // The two damaged pieces are exchanged; the replacements are inspected in a second round.
    const problemId = first.json.data.problemIds[0] as number;
    await applyProblem(o.customer.id, { problemId, handling: H.EXCHANGE, quantity: 2, files: [] });
    await sendBackForExchange({ problemId });
    await recordArrival({ orderId: o.order.id, lines: [{ lineId: lineA, arrivedQty: 2 }] });
    expect((await desk("POST", "/start", { body: { orderId: o.order.id } })).json.code).toBe(200);
    const p3 = await uploadPhoto();
    const second = await desk("POST", "/inspect", {
      body: {
        orderId: o.order.id,
        lines: [
          // weighed again, the size left as it was
          { lineId: lineA, passedQty: 2, photos: [p3], weightGrams: 360 },
          // inspected in the first round: sent only to be measured, nothing to pass, no photo
          { lineId: lineB, passedQty: 0, lengthCm: 5, widthCm: 5, heightCm: 5 },
        ],
      },
    });
    expect(second.json.code, second.json.msg).toBe(200);
    expect(second.json.data).toMatchObject({ orderStatus: S.INSPECTION_FINISHED, passed: 2 });
    expect(await measuredOf(lineA)).toEqual({
      measuredWeightGrams: 360,
      measuredLengthCm: 20,
      measuredWidthCm: 15,
      measuredHeightCm: 10,
    });
    expect(await measuredOf(lineB)).toEqual({
      measuredWeightGrams: 120,
      measuredLengthCm: 5,
      measuredWidthCm: 5,
      measuredHeightCm: 5,
    });
    const audits = await auditOf(o.order.id);
    expect(audits.at(-1)).toMatchObject({
      action: "order.inspect",
      before: {
        measured: {
          [lineA]: { measuredWeightGrams: 350, measuredLengthCm: 20 },
          [lineB]: { measuredWeightGrams: 120, measuredLengthCm: null },
        },
      },
      after: {
        measured: {
          [lineA]: { measuredWeightGrams: 360, measuredLengthCm: 20, measuredHeightCm: 10 },
          [lineB]: { measuredWeightGrams: 120, measuredLengthCm: 5, measuredWidthCm: 5, measuredHeightCm: 5 },
        },
      },
    });
  });

  it("a round that measures nothing leaves the audit row's measured empty and the lines unknown", async () => {
    const o = await inspectingOrder();
    const res = await desk("POST", "/inspect", {
      body: {
        orderId: o.order.id,
        lines: [{ lineId: o.lineIds[0], passedQty: 10, photos: [await uploadPhoto()] }],
      },
    });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(await measuredOf(o.lineIds[0])).toEqual(NOT_MEASURED);
    expect((await auditOf(o.order.id))[0]).toMatchObject({
      before: { measured: {} },
      after: { measured: {} },
    });
    const seen = await call("GET", `/shop/order/${o.order.id}`, { token: o.customer.token });
    expect(seen.json.data.lines[0]).toMatchObject(NOT_MEASURED);
  });
});

describe("refusals change nothing", () => {
  it("one or two sides, or a value out of range, is refused with its message; nothing recorded", async () => {
    const o = await inspectingOrder();
    const pic = await uploadPhoto();
    const line = (m: Record<string, unknown>) => ({
      lineId: o.lineIds[0],
      passedQty: 10,
      photos: [pic],
      ...m,
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { lengthCm: 20, widthCm: 15 },
        "サイズは縦・横・高さの3辺すべてを入力するか、すべて空欄にしてください",
        "Enter all three of length, width and height, or leave all three blank",
      ],
      [
        { weightGrams: 350, heightCm: "10" },
        "サイズは縦・横・高さの3辺すべてを入力するか、すべて空欄にしてください",
        "Enter all three of length, width and height, or leave all three blank",
      ],
      [
        { weightGrams: 0 },
        "重さは1〜100,000 gの整数で入力してください",
        "Enter the weight in grams as a whole number from 1 to 100,000",
      ],
      [
        { weightGrams: 100_001 },
        "重さは1〜100,000 gの整数で入力してください",
        "Enter the weight in grams as a whole number from 1 to 100,000",
      ],
      [
        { weightGrams: "12.5" },
        "重さは1〜100,000 gの整数で入力してください",
        "Enter the weight in grams as a whole number from 1 to 100,000",
      ],
      [
        { lengthCm: 301, widthCm: 10, heightCm: 10 },
        "縦・横・高さは1〜300 cmの整数で入力してください",
        "Enter length, width and height in cm as whole numbers from 1 to 300",
      ],
    ];
    for (const [m, ja, en] of cases) {
      const body = { orderId: o.order.id, lines: [line(m)] };
      expect((await desk("POST", "/inspect", { body, lang: "ja" })).json, JSON.stringify(m)).toEqual({
        code: 500,
        msg: ja,
      });
      expect((await desk("POST", "/inspect", { body, lang: "en-us" })).json.msg).toBe(en);
    }
    expect(await statusOf(o.order.id)).toBe(S.INSPECTING);
    expect(await getDb().orderLine.findUniqueOrThrow({ where: { id: o.lineIds[0] } })).toMatchObject({
      ...NOT_MEASURED,
      checkedQty: 0,
      inspectionImages: [],
    });
    expect(await auditOf(o.order.id)).toEqual([]);
    // The photo was not given to the seller either.
    expect((await getDb().uploadedFile.findFirstOrThrow({ where: { url: pic } })).ownerId).toBeNull();
  });

  it("a member without warehouse.work (purchaser) is refused; nothing recorded", async () => {
    const o = await inspectingOrder();
    const pic = await photo();
    const body = {
      orderId: o.order.id,
      lines: [{ lineId: o.lineIds[0], passedQty: 10, photos: [pic], weightGrams: 350 }],
    };
    const refused = await staffCall("POST", "/staff/inspection/inspect", purchaser.cookie, {
      body,
      lang: "en-us",
    });
    expect(refused.json).toEqual({ code: 500, msg: "You currently have no permission" });
    const list = await staffCall("GET", "/staff/inspection/where", purchaser.cookie, {
      query: { q: o.order.orderNo },
      lang: "en-us",
    });
    expect(list.json).toEqual({ code: 500, msg: "You currently have no permission" });
    expect(await statusOf(o.order.id)).toBe(S.INSPECTING);
    expect(await measuredOf(o.lineIds[0])).toEqual(NOT_MEASURED);
    expect(await auditOf(o.order.id)).toEqual([]);
  });
});

describe("the freight estimate prefers the measured weight and size", () => {
  it("the stored goods list and the packing list's estimate use them instead of the catalogue's", async () => {
    // The catalogue says 1 kg of 10 × 10 × 10 cm: ten pieces would be charged 11 kg (10 kg + 0.8 kg tare).
    const goods = await getDb().goods.create({
      data: {
        platform: PLATFORM.P1688,
        sourceId: randomUUID().slice(0, 12),
        titleZh: "实测测试",
        priceFen: 1_000,
        stock: 1_000,
        weightGrams: 1_000,
        lengthMm: 100,
        widthMm: 100,
        heightMm: 100,
      },
    });
    const o = await paidOrder([[10, 1_000]]);
    await getDb().orderLine.update({ where: { id: o.lineIds[0] }, data: { goodsId: goods.id } });
    await toArrived(o.order.id, o.lineIds);
    await startInspection({ orderId: o.order.id });
    // Measured: 200 g of 30 × 20 × 20 cm. 10 × 12,000 cm³ + 20 % = 144,000 cm³: two cartons, 24 kg volumetric
    // against 2 kg + 1.6 kg tare.
    await recordInspection({
      orderId: o.order.id,
      lines: [
        {
          lineId: o.lineIds[0],
          passedQty: 10,
          photos: [await photo()],
          weightGrams: 200,
          lengthCm: 30,
          widthCm: 20,
          heightCm: 20,
        },
      ],
    });
    await storeOrder({ orderId: o.order.id });

    const stored = await call("POST", "/shop/container/getContainerOrderList", {
      token: o.customer.token,
      body: { orderId: o.order.id },
    });
    expect(stored.json.code, stored.json.msg).toBe(200);
    expect(stored.json.rows![0].lines[0]).toMatchObject({
      weightGrams: 200,
      dimensionsMm: { length: 300, width: 200, height: 200 },
    });

    const setup = await shippingSetup(o.customer.id);
    const res = await call("POST", "/shop/container/internationalContainer", {
      token: o.customer.token,
      body: {
        lines: [{ orderLineId: o.lineIds[0], quantity: 10 }],
        destination: "address",
        addressId: setup.addressId,
        clearancePersonId: setup.clearancePersonId,
        shippingMode: SHIPPING_MODE.AIR,
      },
    });
    expect(res.json).toMatchObject({ code: 200, data: { status: K.AWAITING_PACKING } });
    const info = await call("GET", `/shop/container/getContainerInfo/${res.json.data.id}`, {
      token: o.customer.token,
    });
    expect(info.json.data.estimateGrams).toBe(24_000);
  });

  it("a measured weight alone keeps the catalogue's size", async () => {
    const goods = await getDb().goods.create({
      data: {
        platform: PLATFORM.P1688,
        sourceId: randomUUID().slice(0, 12),
        titleZh: "实测测试",
        priceFen: 1_000,
        stock: 1_000,
        weightGrams: 1_000,
        lengthMm: 100,
        widthMm: 100,
        heightMm: 100,
      },
    });
    const o = await paidOrder([[2, 1_000]]);
    await getDb().orderLine.update({ where: { id: o.lineIds[0] }, data: { goodsId: goods.id } });
    await toArrived(o.order.id, o.lineIds);
    await startInspection({ orderId: o.order.id });
    await recordInspection({
      orderId: o.order.id,
      lines: [{ lineId: o.lineIds[0], passedQty: 2, photos: [await photo()], weightGrams: 2_500 }],
    });
    await storeOrder({ orderId: o.order.id });
    const stored = await call("POST", "/shop/container/getContainerOrderList", {
      token: o.customer.token,
      body: { orderId: o.order.id },
    });
    expect(stored.json.rows![0].lines[0]).toMatchObject({
      weightGrams: 2_500,
      dimensionsMm: { length: 100, width: 100, height: 100 },
    });
  });
});

// The command runs as a second process: it needs a database server both processes can reach.
describe.skipIf(!process.env.DATABASE_URL)("op:inspect --weight --size", () => {
  const run = async (args: string[]) => {
    try {
      await promisify(execFile)("npx", ["tsx", "scripts/op/warehouse.ts", "inspect", ...args], {
        env: process.env,
      });
      return "";
    } catch (error) {
      return (error as { stderr: string }).stderr;
    }
  };

  it("records one piece's weight and size as cli; two sides are refused in Japanese", async () => {
    const o = await inspectingOrder();
    const file = path.join(uploadDir, "op-photo.png");
    await writeFile(file, new Uint8Array(await files.png()));
    const lineId = o.lineIds[0];

    const partial = await run([String(o.order.id), "--photo", file, "--size", `${lineId}=20x15`]);
    expect(partial).toContain("サイズは縦・横・高さの3辺すべてを入力するか、すべて空欄にしてください");
    expect(await statusOf(o.order.id)).toBe(S.INSPECTING);
    expect(await measuredOf(lineId)).toEqual(NOT_MEASURED);

    const done = await run([
      String(o.order.id),
      "--photo",
      file,
      "--weight",
      `${lineId}=350`,
      "--size",
      `${lineId}=20x15x10`,
    ]);
    expect(done).toBe("");
    expect(await measuredOf(lineId)).toEqual({
      measuredWeightGrams: 350,
      measuredLengthCm: 20,
      measuredWidthCm: 15,
      measuredHeightCm: 10,
    });
    expect((await auditOf(o.order.id)).map((a) => [a.action, a.actor, a.after])).toEqual([
      [
        "order.inspect",
        "cli",
        expect.objectContaining({
          measured: {
            [lineId]: {
              measuredWeightGrams: 350,
              measuredLengthCm: 20,
              measuredWidthCm: 15,
              measuredHeightCm: 10,
            },
          },
        }),
      ],
    ]);
  }, 90_000);
});
