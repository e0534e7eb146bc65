import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { PLATFORM } from "@/lib/codes";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";

const tag = randomUUID().slice(0, 8);
const INCOMPLETE = "商品情報が不完全です。もう一度検索してください";
const NO_STOCK = "在庫が不足しています";
const NOT_FOUND = "カートの商品が見つかりません";

/** A 1688 item with two SKUs (red M: 12 in stock, blue L: 500), tiers 12.50 → 11.80 from 10 pieces. */
async function createGoods(overrides: { minOrderQty?: number; noSkus?: boolean } = {}) {
  const sourceId = `cart-${tag}-${randomUUID().slice(0, 6)}`;
  return getDb().goods.create({
    data: {
      platform: PLATFORM.P1688,
      sourceId,
      titleZh: `测试商品 ${sourceId}`,
      titleJa: `テスト商品 ${sourceId}`,
      shopName: `店铺-${tag}`,
      minOrderQty: overrides.minOrderQty ?? 1,
      priceFen: 1_180,
      images: ["https://img.example/main.jpg"],
      mainImage: "https://img.example/main.jpg",
      detailUrl: `https://detail.1688.com/offer/${sourceId}.html`,
      weightGrams: 350,
      lengthMm: 200,
      widthMm: 150,
      heightMm: 100,
      domesticShippingFen: 800,
      stock: overrides.noSkus ? 30 : 512,
      skus: overrides.noSkus
        ? undefined
        : {
            create: [
              {
                skuId: `${sourceId}-rm`,
                specs: [
                  { name: "颜色", value: "红" },
                  { name: "尺码", value: "M" },
                ],
                priceFen: 1_250,
                stock: 12,
                image: "https://img.example/red.jpg",
              },
              {
                skuId: `${sourceId}-bl`,
                specs: [
                  { name: "颜色", value: "蓝" },
                  { name: "尺码", value: "L" },
                ],
                priceFen: 1_250,
                stock: 500,
                image: null,
              },
            ],
          },
      priceTiers: {
        create: [
          { minQty: 1, priceFen: 1_250 },
          { minQty: 10, priceFen: 1_180 },
        ],
      },
    },
  });
}

const lineCount = (customerId: number) => getDb().cartLine.count({ where: { customerId } });

const cartGoods = (goodsId: number, skuId: string | undefined, extra: Record<string, unknown> = {}) => ({
  goodsId,
  skuId,
  platformType: 1,
  goodsName: "テスト商品",
  goodsPrice: 12.5,
  goodsCount: 2,
  goodsImageUrl: "https://client.example/x.jpg",
  goodsUrl: "https://client.example/x",
  shopName: "client shop",
  spData: [],
  ...extra,
});

describe("cart endpoints require a token", () => {
  it.each([
    ["GET", "/shop/shoppingVehicle/list"],
    ["POST", "/shop/shoppingVehicle/insert"],
    ["POST", "/shop/shoppingVehicle/updateCount"],
    ["POST", "/shop/shoppingVehicle/delete"],
    ["GET", "/shop/shoppingInfo/getInfo"],
  ])("%s %s answers 401 without one", async (method, path) => {
    const res = method === "GET" ? await get(path) : await post(path, { body: {} });
    expect(res.json.code).toBe(401);
  });
});

describe("POST /shop/shoppingVehicle/insert", () => {
  let goods: Awaited<ReturnType<typeof createGoods>>;
  beforeAll(async () => {
    goods = await createGoods();
  });

  it.each([[0], [null], [""], [undefined]])("a falsy goodsPrice (%s) adds nothing", async (goodsPrice) => {
    const c = await createCustomer();
    const res = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: cartGoods(goods.id, `${goods.sourceId}-rm`, { goodsPrice }),
    });
    expect(res.json).toMatchObject({ code: 500, msg: INCOMPLETE });
    expect(await lineCount(c.id)).toBe(0);
  });

  it("takes price, image and shop from the catalogue and colour/size from the SKU's spData", async () => {
    const c = await createCustomer();
    const res = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      // the client claims 0.01 yuan: the catalogue's 12.50 wins
      body: cartGoods(goods.id, `${goods.sourceId}-rm`, { goodsPrice: 0.01 }),
    });
    expect(res.json).toMatchObject({ code: 200, msg: "カートに追加しました" });
    expect(res.json.data).toMatchObject({
      goodsId: goods.id,
      numId: goods.sourceId,
      skuId: `${goods.sourceId}-rm`,
      platformType: 1,
      goodsName: "テスト商品",
      goodsPrice: 12.5,
      goodsCount: 2,
      goodsColor: "红",
      goodsSize: "M",
      goodsSpecs: "颜色:红;尺码:M",
      goodsImageUrl: "https://img.example/red.jpg",
      goodsUrl: goods.detailUrl,
      shopName: goods.shopName,
      stock: 12,
    });
    const row = await getDb().cartLine.findFirstOrThrow({ where: { customerId: c.id } });
    expect(row.goodsPriceFen).toBe(1_250);
  });

  it("finds the SKU from spData and the goods from platform + numId", async () => {
    const c = await createCustomer();
    const res = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: {
        ...cartGoods(0, undefined, { goodsCount: 3 }),
        goodsId: undefined,
        numId: goods.sourceId,
        platformType: "1688",
        spData: [
          { name: "颜色", value: "蓝" },
          { name: "尺码", value: "L" },
        ],
      },
    });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toMatchObject({ skuId: `${goods.sourceId}-bl`, goodsColor: "蓝", goodsSize: "L" });
    expect(res.json.data.goodsImageUrl).toBe("https://img.example/main.jpg"); // the SKU has no image
  });

  it("merges the same goods + SKU into one line and reprices by quantity tier", async () => {
    const c = await createCustomer();
    const sku = `${goods.sourceId}-bl`;
    const first = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: cartGoods(goods.id, sku),
    });
    const second = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: cartGoods(goods.id, sku, { goodsCount: 8 }),
    });
    expect(second.json.data.id).toBe(first.json.data.id);
    expect(second.json.data.goodsCount).toBe(10);
    expect(second.json.data.goodsPrice).toBe(11.8); // 10 pieces reach the 11.80 tier
    // another SKU of the same goods is another line
    await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: cartGoods(goods.id, `${goods.sourceId}-rm`),
    });
    expect(await lineCount(c.id)).toBe(2);
  });

  it("refuses goods, SKUs or spData the catalogue does not know", async () => {
    const c = await createCustomer();
    const bodies = [
      cartGoods(2_000_000_000, undefined),
      cartGoods(goods.id, "no-such-sku"),
      { ...cartGoods(goods.id, undefined), spData: [{ name: "颜色", value: "紫" }] },
      { ...cartGoods(0, undefined), goodsId: undefined, numId: `unknown-${tag}` },
      { ...cartGoods(0, undefined), goodsId: undefined },
    ];
    for (const body of bodies) {
      const res = await post("/shop/shoppingVehicle/insert", { token: c.token, body });
      expect(res.json).toMatchObject({ code: 500, msg: INCOMPLETE });
    }
    expect(await lineCount(c.id)).toBe(0);
  });

  it("checks stock, also for the merged count, and leaves the line unchanged", async () => {
    const c = await createCustomer();
    const sku = `${goods.sourceId}-rm`; // 12 in stock
    const over = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: cartGoods(goods.id, sku, { goodsCount: 13 }),
    });
    expect(over.json).toMatchObject({ code: 500, msg: NO_STOCK });
    expect(await lineCount(c.id)).toBe(0);
    await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: cartGoods(goods.id, sku, { goodsCount: 10 }),
    });
    const merged = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: cartGoods(goods.id, sku, { goodsCount: 3 }),
    });
    expect(merged.json).toMatchObject({ code: 500, msg: NO_STOCK });
    const row = await getDb().cartLine.findFirstOrThrow({ where: { customerId: c.id } });
    expect(row.goodsCount).toBe(10);
  });

  it("a sold-out SKU cannot be purchased at all", async () => {
    const c = await createCustomer();
    const sku = `${goods.sourceId}-rm`;
    const before = await getDb().goodsSku.findFirstOrThrow({ where: { goodsId: goods.id, skuId: sku } });
    await getDb().goodsSku.update({ where: { id: before.id }, data: { stock: 0 } });
    try {
      const res = await post("/shop/shoppingVehicle/insert", {
        token: c.token,
        body: cartGoods(goods.id, sku, { goodsCount: 1 }),
        lang: "en-us",
      });
      expect(res.json).toMatchObject({ code: 500, msg: "Cannot purchase" });
      expect(await lineCount(c.id)).toBe(0);
    } finally {
      await getDb().goodsSku.update({ where: { id: before.id }, data: { stock: before.stock } });
    }
  });

  it("enforces the minimum order quantity and a count of at least 1", async () => {
    const c = await createCustomer();
    const bulk = await createGoods({ minOrderQty: 5, noSkus: true });
    const few = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: cartGoods(bulk.id, undefined, { goodsCount: 4 }),
    });
    expect(few.json).toMatchObject({ code: 500, msg: "この商品の最小注文数は5点です" });
    const zero = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      lang: "en-us",
      body: cartGoods(bulk.id, undefined, { goodsCount: 0 }),
    });
    expect(zero.json).toMatchObject({ code: 500, msg: "The quantity must be at least 1" });
    const ok = await post("/shop/shoppingVehicle/insert", {
      token: c.token,
      body: cartGoods(bulk.id, undefined, { goodsCount: 5 }),
    });
    expect(ok.json.data).toMatchObject({ skuId: null, goodsCount: 5, stock: 30, minOrderQty: 5 });
  });

  it("rejects malformed input with the field name", async () => {
    const c = await createCustomer();
    const cases: [Record<string, unknown>, string][] = [
      [{ goodsCount: "abc" }, "goodsCount"],
      [{ goodsCount: 1.5 }, "goodsCount"],
      [{ platformType: 9 }, "platformType"],
      [{ platformType: "amazon" }, "platformType"],
      [{ spData: "红" }, "spData"],
      [{ goodsPrice: -1 }, "goodsPrice"],
    ];
    for (const [patch, field] of cases) {
      const res = await post("/shop/shoppingVehicle/insert", {
        token: c.token,
        body: cartGoods(goods.id, undefined, patch),
      });
      expect(res.json.code).toBe(500);
      expect(res.json.msg).toContain(field);
    }
    expect(await lineCount(c.id)).toBe(0);
  });
});

describe("list, updateCount and delete touch only the caller's lines", () => {
  let goods: Awaited<ReturnType<typeof createGoods>>;
  let me: Awaited<ReturnType<typeof createCustomer>>;
  let other: Awaited<ReturnType<typeof createCustomer>>;
  let mine: number[];
  let theirs: number;

  beforeAll(async () => {
    goods = await createGoods();
    me = await createCustomer();
    other = await createCustomer();
    const add = async (token: string, sku: string, count: number) =>
      (
        await post("/shop/shoppingVehicle/insert", {
          token,
          body: cartGoods(goods.id, `${goods.sourceId}-${sku}`, { goodsCount: count }),
        })
      ).json.data.id as number;
    mine = [await add(me.token, "rm", 2), await add(me.token, "bl", 4)];
    theirs = await add(other.token, "rm", 3);
  });

  it("lists newest first with stock, tiers, weight and size, paged, only own lines", async () => {
    const res = await get("/shop/shoppingVehicle/list", {
      token: me.token,
      query: { pageNum: 1, pageSize: 1 },
    });
    expect(res.json).toMatchObject({ code: 200, total: 2 });
    expect(res.json.rows).toHaveLength(1);
    expect(res.json.rows![0]).toMatchObject({
      id: mine[1],
      goodsCount: 4,
      stock: 500,
      minOrderQty: 1,
      priceObj: {
        skuPrice: 12.5,
        tiers: [
          { minQty: 1, price: 12.5 },
          { minQty: 10, price: 11.8 },
        ],
      },
      weightGrams: 350,
      lengthMm: 200,
      widthMm: 150,
      heightMm: 100,
      domesticShipping: 8,
      pictureUrl: "https://img.example/main.jpg",
      spData: [
        { name: "颜色", value: "蓝" },
        { name: "尺码", value: "L" },
      ],
    });
    const page2 = await get("/shop/shoppingVehicle/list", {
      token: me.token,
      query: { pageNum: 2, pageSize: 1 },
    });
    expect(page2.json.rows!.map((r) => r.id)).toEqual([mine[0]]);
    const byIds = await get("/shop/shoppingVehicle/list", {
      token: me.token,
      query: { ids: `${mine[0]},${theirs}` },
    });
    expect(byIds.json.rows!.map((r) => r.id)).toEqual([mine[0]]);
    // ids[]=…&ids[]=… (the helper's form for arrays) reaches the schema as an array
    const byBrackets = await get("/shop/shoppingVehicle/list", {
      token: me.token,
      query: { ids: [mine[1], theirs] },
    });
    expect(byBrackets.json.rows!.map((r) => r.id)).toEqual([mine[1]]);
    const bad = await get("/shop/shoppingVehicle/list", { token: me.token, query: { pageNum: 0 } });
    expect(bad.json.code).toBe(500);
  });

  it("updates a count within 1..stock and reprices it", async () => {
    const res = await post("/shop/shoppingVehicle/updateCount", {
      token: me.token,
      body: { id: mine[1], goodsCount: 10 },
    });
    expect(res.json.data).toMatchObject({ id: mine[1], goodsCount: 10, goodsPrice: 11.8 });
    for (const goodsCount of [0, -3]) {
      const low = await post("/shop/shoppingVehicle/updateCount", {
        token: me.token,
        body: { id: mine[0], goodsCount },
      });
      expect(low.json).toMatchObject({ code: 500, msg: "数量は1以上で入力してください" });
    }
    const high = await post("/shop/shoppingVehicle/updateCount", {
      token: me.token,
      body: { id: mine[0], goodsCount: 13 },
    });
    expect(high.json).toMatchObject({ code: 500, msg: NO_STOCK });
    const bad = await post("/shop/shoppingVehicle/updateCount", {
      token: me.token,
      body: { id: "x", goodsCount: 2 },
    });
    expect(bad.json.code).toBe(500);
    expect((await getDb().cartLine.findUniqueOrThrow({ where: { id: mine[0] } })).goodsCount).toBe(2);
  });

  it("cannot change or delete another customer's line", async () => {
    const upd = await post("/shop/shoppingVehicle/updateCount", {
      token: me.token,
      body: { id: theirs, goodsCount: 1 },
    });
    expect(upd.json).toMatchObject({ code: 500, msg: NOT_FOUND });
    const del = await post("/shop/shoppingVehicle/delete", {
      token: me.token,
      form: { ids: String(theirs) },
    });
    expect(del.json).toMatchObject({ code: 500, msg: NOT_FOUND });
    expect(await getDb().cartLine.findUniqueOrThrow({ where: { id: theirs } })).toMatchObject({
      goodsCount: 3,
    });
  });

  it("deletes own lines from form data, leaving ids of others alone", async () => {
    const extra = (
      await post("/shop/shoppingVehicle/insert", {
        token: me.token,
        body: cartGoods(goods.id, `${goods.sourceId}-rm`, { goodsCount: 1 }),
      })
    ).json.data.id;
    expect(extra).toBe(mine[0]); // merged into the red line
    const res = await post("/shop/shoppingVehicle/delete", {
      token: me.token,
      form: { ids: `${mine[0]},${theirs}` },
    });
    expect(res.json).toMatchObject({ code: 200, data: { deleted: 1 } });
    expect(await getDb().cartLine.findUnique({ where: { id: theirs } })).not.toBeNull();
    const repeated = await post("/shop/shoppingVehicle/delete", {
      token: me.token,
      form: { ids: [String(mine[1])] },
    });
    expect(repeated.json.data).toEqual({ deleted: 1 });
    expect(await lineCount(me.id)).toBe(0);
    expect(await lineCount(other.id)).toBe(1);
    const empty = await post("/shop/shoppingVehicle/delete", { token: me.token, form: { ids: "" } });
    expect(empty.json.code).toBe(500);
    const junk = await post("/shop/shoppingVehicle/delete", { token: me.token, form: { ids: "1,abc" } });
    expect(junk.json.code).toBe(500);
  });
});
