import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS as K, SHIPPING_MODE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import * as files from "../helpers/files";
import { priceBill, recordPacking, startPacking } from "../helpers/operator";
import { shippingSetup } from "../helpers/shipping";
import { assertTokensRefused } from "../helpers/tokens";
import { balanceOf, storedOrder, unpaidOrder } from "../helpers/warehouse";

const NOT_FOUND_JA = "データが見つかりません";

async function seller() {
  const o = await storedOrder([
    [10, 1_000],
    [4, 2_000],
  ]);
  const setup = await shippingSetup(o.customer.id);
  return { ...o, ...setup, token: o.customer.token, customerId: o.customer.id };
}

const shipment = (s: Awaited<ReturnType<typeof seller>>, extra: Record<string, unknown> = {}) => ({
  lines: [{ orderLineId: s.lineIds[0], quantity: 10 }],
  destination: "address",
  addressId: s.addressId,
  clearancePersonId: s.clearancePersonId,
  shippingMode: SHIPPING_MODE.SEA,
  ...extra,
});

describe("/shop/container endpoints", () => {
  it("need a valid token", async () => {
    const c = await createCustomer();
    await assertTokensRefused(c.id, (token) =>
      post("/shop/container/internationalContainer", { token, body: {} }),
    );
    await assertTokensRefused(c.id, (token) => get("/shop/container/h5/getAllContainerList", { token }));
    await assertTokensRefused(c.id, (token) => get("/shop/container/getContainerInfo/1", { token }));
    await assertTokensRefused(c.id, (token) =>
      post("/shop/container/getContainerOrderList", { token, body: {} }),
    );
    await assertTokensRefused(c.id, (token) =>
      post("/shop/container/modifyContainerOrder", { token, body: {} }),
    );
    await assertTokensRefused(c.id, (token) =>
      post("/shop/container/getObtainFBAOrder", { token, body: {} }),
    );
    await assertTokensRefused(c.id, (token) => get("/shop/container/getStatisticalNum", { token }));
    await assertTokensRefused(c.id, (token) => get("/shop/boxOrder/boxOrderlist", { token }));
    await assertTokensRefused(c.id, (token) => get("/shop/boxOrder/list", { token }));
    await assertTokensRefused(c.id, (token) => post("/shop/label/add", { token, body: {} }));
    await assertTokensRefused(c.id, (token) => post("/shop/pay/balance", { token, body: {} }));
  });

  it("creates, lists, counts, shows and changes a packing list; another customer sees and changes nothing", async () => {
    const s = await seller();
    const other = await createCustomer();
    const created = await post("/shop/container/internationalContainer", {
      token: s.token,
      body: shipment(s, { remark: "天地無用" }),
      headers: { "idempotency-key": "k".repeat(64) },
    });
    expect(created.json).toMatchObject({
      code: 200,
      msg: "梱包リストを作成しました",
      data: { status: K.AWAITING_PACKING },
    });
    const id = created.json.data.id;
    const replay = await post("/shop/container/internationalContainer", {
      token: s.token,
      body: shipment(s, { idempotencyKey: "k".repeat(64) }),
    });
    expect(replay.json.data).toMatchObject({ id, replayed: true });

    const list = await get("/shop/container/h5/getAllContainerList", {
      token: s.token,
      query: { status: K.AWAITING_PACKING },
    });
    expect(list.json).toMatchObject({ code: 200, total: 1 });
    expect(list.json.rows![0]).toMatchObject({ id, destination: "address", pieces: 10, remark: "天地無用" });
    const byNo = await get("/shop/container/h5/getAllContainerList", {
      token: s.token,
      query: { containerNo: created.json.data.containerNo.slice(-6) },
    });
    expect(byNo.json.total).toBe(1);
    const stats = await get("/shop/container/getStatisticalNum", { token: s.token });
    expect(stats.json.data.totalCount).toBe(1);
    expect(stats.json.data.statusCounts).toContainEqual({ status: K.AWAITING_PACKING, count: 1 });
    const detail = await get(`/shop/container/getContainerInfo/${id}`, { token: s.token, lang: "zh-cn" });
    expect(detail.json.data).toMatchObject({ id, canModify: true, canCancel: true, canPay: false });
    expect(detail.json.data.address).toMatchObject({ id: s.addressId });
    expect(detail.json.data.lines[0]).toMatchObject({
      orderLineId: s.lineIds[0],
      quantity: 10,
      goodsName: "goods 1",
    });

    for (const path of [
      `/shop/container/getContainerInfo/${id}`,
      "/shop/container/getContainerInfo/2147483648",
      "/shop/container/getContainerInfo/x",
    ]) {
      const res = await get(path, { token: path.endsWith(String(id)) ? other.token : s.token });
      expect(res.json, path).toMatchObject({ code: 500, msg: NOT_FOUND_JA });
    }
    expect((await get("/shop/container/h5/getAllContainerList", { token: other.token })).json.total).toBe(0);
    expect(
      (await get("/shop/container/getStatisticalNum", { token: other.token })).json.data.totalCount,
    ).toBe(0);

    const foreignChange = await post("/shop/container/modifyContainerOrder", {
      token: other.token,
      body: { id, shippingMode: SHIPPING_MODE.AIR },
    });
    expect(foreignChange.json).toMatchObject({ code: 500, msg: NOT_FOUND_JA });
    const badChange = await post("/shop/container/modifyContainerOrder", {
      token: s.token,
      body: { id, shippingMode: 9 },
    });
    expect(badChange.json.code).toBe(500);
    const change = await post("/shop/container/modifyContainerOrder", {
      token: s.token,
      body: { id, shippingMode: SHIPPING_MODE.AIR, remark: "急ぎ" },
    });
    expect(change.json).toMatchObject({ code: 200, msg: "梱包リストを変更しました" });
    expect(await getDb().container.findUniqueOrThrow({ where: { id } })).toMatchObject({
      shippingMode: SHIPPING_MODE.AIR,
      remark: "急ぎ",
    });
    const toFba = await post("/shop/container/modifyContainerOrder", {
      token: s.token,
      body: { id, destination: "fba" },
    });
    expect(toFba.json.msg).toMatch(/切り替えはできません/);
    const cancel = await post("/shop/container/modifyContainerOrder", {
      token: s.token,
      body: { id, cancel: true },
    });
    expect(cancel.json).toMatchObject({
      code: 200,
      msg: "梱包リストをキャンセルしました。商品は倉庫保管に戻りました",
    });
    expect(
      (await post("/shop/container/modifyContainerOrder", { token: s.token, body: { id, remark: "x" } })).json
        .msg,
    ).toBe("現在の梱包リストの状態ではこの操作はできません");
  });

  it("refuses bad shipment input with the first failing rule, in the request language", async () => {
    const s = await seller();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ lines: [] }, /商品を選択してください/],
      [{ lines: [{ orderLineId: s.lineIds[0], quantity: 11 }] }, /在庫数（10点）を超えています/],
      [{ lines: [{ orderLineId: s.lineIds[0], quantity: "many" }] }, /発送数量は1以上/],
      [{ destination: "moon" }, /お届け先の種類/],
      [{ destination: "fba", amazonSiteId: s.amazonSiteId, fbaShipmentId: "XYZ" }, /FBA納品プランID/],
      [{ materials: [{ packingMaterialId: s.material.id, quantity: 1000 }] }, /資材の数量は1〜999/],
      [{ labelIds: [2_147_483_647] }, new RegExp(NOT_FOUND_JA)],
      [{ addressId: 2_147_483_648 }, /入力内容/],
    ];
    for (const [extra, msg] of cases) {
      const res = await post("/shop/container/internationalContainer", {
        token: s.token,
        body: shipment(s, extra),
      });
      expect(res.json.code, JSON.stringify(extra)).toBe(500);
      expect(res.json.msg).toMatch(msg);
    }
    const en = await post("/shop/container/internationalContainer", {
      token: s.token,
      body: shipment(s, { lines: [{ orderLineId: s.lineIds[0], quantity: 11 }] }),
      lang: "en-us",
    });
    expect(en.json.msg).toBe("More of “goods 1” than is in storage (10 pcs)");
    expect(await getDb().container.count({ where: { customerId: s.customerId } })).toBe(0);
  });

  it("lists stored goods and the FBA-ready ones, with weight and size for the estimate", async () => {
    const s = await seller();
    const other = await createCustomer();
    await getDb().orderLine.update({ where: { id: s.lineIds[1] }, data: { fnsku: "X00ABCDEFG" } });
    const stored = await post("/shop/container/getContainerOrderList", {
      token: s.token,
      body: { pageNum: 1, pageSize: 10 },
    });
    expect(stored.json.rows![0]).toMatchObject({ orderId: s.order.id });
    expect(stored.json.rows![0].lines.map((l: { storedQty: number }) => l.storedQty)).toEqual([10, 4]);
    const fba = await post("/shop/container/getObtainFBAOrder", { token: s.token, body: {} });
    expect(fba.json.rows![0].lines.map((l: { id: number }) => l.id)).toEqual([s.lineIds[1]]);
    const byKeyword = await post("/shop/container/getContainerOrderList", {
      token: s.token,
      body: { keyword: s.order.orderNo },
    });
    expect(byKeyword.json.total).toBe(1);
    expect(
      (await post("/shop/container/getContainerOrderList", { token: s.token, body: { pageSize: 1000 } })).json
        .code,
    ).toBe(500);
    expect(
      (await post("/shop/container/getContainerOrderList", { token: other.token, body: {} })).json.total,
    ).toBe(0);
  });
});

describe("materials, box orders and labels", () => {
  it("lists the warehouse's materials for anyone, box orders only to their owner", async () => {
    const s = await seller();
    const other = await createCustomer();
    const materials = await get("/shop/packingMaterial/list", { lang: "en-us" });
    expect(materials.json.code).toBe(200);
    expect(materials.json.rows!.length).toBeGreaterThan(0);
    expect(materials.json.rows![0]).toHaveProperty("priceYen");
    const cartons = await get("/shop/transportCase/list", { query: { pageSize: 100 } });
    expect(cartons.json.rows!.some((c: { id: number }) => c.id === s.carton.id)).toBe(true);
    expect((await get("/shop/transportCase/list", { query: { pageNum: 0 } })).json.code).toBe(500);

    await post("/shop/container/internationalContainer", {
      token: s.token,
      body: shipment(s, {
        materials: [
          { transportCaseId: s.carton.id, quantity: 2 },
          { packingMaterialId: s.material.id, quantity: 1 },
        ],
      }),
    });
    const boxOrders = await get("/shop/boxOrder/boxOrderlist", { token: s.token });
    expect(boxOrders.json).toMatchObject({ total: 1 });
    expect(boxOrders.json.rows![0]).toMatchObject({
      status: K.AWAITING_PACKING,
      paid: false,
      lineCount: 2,
      totalYen: 2 * s.carton.priceYen + s.material.priceYen,
    });
    const lines = await get("/shop/boxOrder/list", {
      token: s.token,
      query: { boxOrderId: boxOrders.json.rows![0].id },
      lang: "en-us",
    });
    expect(
      lines.json.rows!.map((l: { kind: string; quantity: number }) => [l.kind, l.quantity]).sort(),
    ).toEqual([
      ["packingMaterial", 1],
      ["transportCase", 2],
    ]);
    expect((await get("/shop/boxOrder/boxOrderlist", { token: other.token })).json.total).toBe(0);
    expect(
      (
        await get("/shop/boxOrder/list", {
          token: other.token,
          query: { boxOrderId: boxOrders.json.rows![0].id },
        })
      ).json.total,
    ).toBe(0);
    expect(
      (await get("/shop/boxOrder/boxOrderlist", { token: s.token, query: { status: 2 } })).json.code,
    ).toBe(500);
  });

  it("adds, lists, prints and deletes labels of the seller's own uploads and order lines", async () => {
    const s = await seller();
    const other = await seller();
    const up = (token: string, name: string, bytes: Uint8Array | Buffer) =>
      post("/aliyun/oss/upload", { token, form: { file: files.file(bytes, name), modular: "label" } });
    const file = await up(s.token, "trade.pdf", files.pdf());
    expect(file.json.code).toBe(200);
    expect((await up(s.token, "trade.docx", files.docx())).json.code).toBe(500);
    const foreignFile = await up(other.token, "theirs.pdf", files.pdf());
    const add = (token: string, body: Record<string, unknown>) => post("/shop/label/add", { token, body });
    expect(
      (
        await add(s.token, {
          fileUrl: foreignFile.json.url,
          labelType: "trade",
          orderLineIds: [s.lineIds[0]],
        })
      ).json.msg,
    ).toMatch(/ラベルファイル/);
    expect(
      (await add(s.token, { fileUrl: file.json.url, labelType: "trade", orderLineIds: [other.lineIds[0]] }))
        .json.msg,
    ).toBe(NOT_FOUND_JA);
    expect((await add(s.token, { fileUrl: file.json.url, labelType: "sticker" })).json.code).toBe(500);
    const made = await add(s.token, { fileUrl: file.json.url, labelType: "trade", orderLineIds: s.lineIds });
    expect(made.json.data).toMatchObject({
      labelType: "trade",
      printed: false,
      name: "trade.pdf",
      containerId: null,
    });
    const id = made.json.data.id;
    expect(
      (await get("/shop/label/list", { token: s.token, query: { unattached: "true" } })).json.total,
    ).toBe(1);
    expect((await get("/shop/label/list", { token: other.token })).json.total).toBe(0);
    expect((await get("/shop/customer/getCustomerLabelCount", { token: s.token })).json.data).toBe(1);
    expect((await post("/shop/label/print", { token: other.token, body: { id } })).json.msg).toBe(
      NOT_FOUND_JA,
    );
    const printed = await post("/shop/label/print", { token: s.token, body: { id } });
    expect(printed.json.data).toMatchObject({ printed: true, replayed: false });
    expect((await post("/shop/label/print", { token: s.token, body: { id } })).json.data.replayed).toBe(true);
    expect((await post("/shop/label/delete", { token: other.token, body: { id } })).json.msg).toBe(
      NOT_FOUND_JA,
    );
    expect((await post("/shop/label/delete", { token: s.token, body: { id } })).json.code).toBe(200);
    expect((await get("/shop/label/list", { token: s.token })).json.total).toBe(0);
  });
});

describe("POST /shop/pay/balance (/bundle)", () => {
  it("pays orders and a packing-list bill together, once, with a 64-character key", async () => {
    const s = await seller();
    const unpaid = await unpaidOrder(s.customerId, [[1, 1_000]]);
    const created = await post("/shop/container/internationalContainer", {
      token: s.token,
      body: shipment(s),
    });
    const id = created.json.data.id;
    await startPacking({ containerId: id });
    const [line] = await getDb().containerLine.findMany({ where: { containerId: id } });
    await recordPacking({
      containerId: id,
      boxes: [
        {
          lengthCm: 40,
          widthCm: 30,
          heightCm: 30,
          actualWeightGrams: 4_000,
          items: [{ containerLineId: line.id, quantity: 10 }],
        },
      ],
    });
    const bill = await priceBill({ containerId: id });
    const other = await createCustomer();
    expect(
      (await post("/shop/pay/balance", { token: other.token, body: { containerIds: [id] } })).json.msg,
    ).toBe(NOT_FOUND_JA);
    expect((await post("/shop/pay/balance", { token: s.token, body: {} })).json.code).toBe(500);
    expect(
      (await post("/shop/pay/balance", { token: s.token, body: { containerIds: ["x"] } })).json.code,
    ).toBe(500);
    const start = await balanceOf(s.customerId);
    const key = "p".repeat(64);
    const both = { containerIds: [id], orderIds: [unpaid.id], idempotencyKey: key };
    const total = bill.totalYen + unpaid.totalYen;
    const paid = await post("/shop/pay/balance", { token: s.token, body: both });
    expect(paid.json).toMatchObject({
      code: 200,
      data: { paidYen: total, balanceYen: start - total, replayed: false },
    });
    const again = await post("/shop/pay/balance", { token: s.token, body: both });
    expect(again.json.data).toMatchObject({ replayed: true, balanceYen: start - total });
    const rows = await getDb().accountTransaction.findMany({
      where: { customerId: s.customerId, OR: [{ containerId: id }, { orderId: unpaid.id }] },
    });
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.idempotencyKey!.length <= 64)).toBe(true);
    const noKey = await post("/shop/pay/balance", { token: s.token, body: { containerIds: [id] } });
    expect(noKey.json.msg).toBe("現在の梱包リストの状態ではこの操作はできません");
    expect(await balanceOf(s.customerId)).toBe(start - total);
  });
});
