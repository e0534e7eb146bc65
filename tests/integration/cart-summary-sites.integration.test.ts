import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { PLATFORM } from "@/lib/codes";
import { getRate, setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";

const tag = randomUUID().slice(0, 8);
const japanToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" });

describe("GET /shop/shoppingInfo/getInfo", () => {
  let goodsId: number;
  beforeAll(async () => {
    // The only rate of this file's database: TTS 20.6456 + 0.7.
    await setRate(CLI_ACTOR, { bankTts: "20.6456", bankName: `b-${tag}`, effectiveDate: japanToday() });
    expect((await getRate()).rate).toBe(21.3456);
    const g = await getDb().goods.create({
      data: {
        platform: PLATFORM.TAOBAO,
        sourceId: `sum-${tag}`,
        titleZh: "汇总测试",
        priceFen: 1_999,
        stock: 100,
        skus: {
          create: [
            { skuId: `sum-${tag}-a`, specs: [{ name: "颜色", value: "白" }], priceFen: 1_999, stock: 100 },
            { skuId: `sum-${tag}-b`, specs: [{ name: "颜色", value: "黑" }], priceFen: 333, stock: 100 },
          ],
        },
      },
    });
    goodsId = g.id;
  });

  it("is empty for a new customer", async () => {
    const c = await createCustomer();
    const res = await get("/shop/shoppingInfo/getInfo", { token: c.token });
    expect(res.json).toMatchObject({
      code: 200,
      data: { count: 0, totalGoods: 0, totalPrice: 0, totalPriceYen: 0 },
    });
  });

  it("counts lines and pieces and totals yuan and per-line rounded-up yen, only the caller's", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    const add = (token: string, skuId: string, goodsCount: number) =>
      post("/shop/shoppingVehicle/insert", {
        token,
        body: { goodsId, skuId, platformType: 2, goodsName: "x", goodsPrice: 1, goodsCount, spData: [] },
      });
    await add(c.token, `sum-${tag}-a`, 3); // 59.97 yuan
    await add(c.token, `sum-${tag}-b`, 7); // 23.31 yuan
    await add(other.token, `sum-${tag}-a`, 50);
    const res = await get("/shop/shoppingInfo/getInfo", { token: c.token });
    // Each line rounds up on its own: 59.97 × 21.3456 = 1,280.10 → 1,281; 23.31 × 21.3456 = 497.57 → 498.
    expect(res.json.data).toEqual({
      count: 2,
      totalGoods: 10,
      totalPrice: 83.28,
      totalPriceYen: 1_281 + 498,
      rate: 21.3456,
    });
  });
});

describe("GET /aws/amazonSite/info/list", () => {
  beforeAll(async () => {
    await getDb().amazonSite.createMany({
      data: [
        {
          siteId: `JP1-${tag}`,
          siteNameEn: `Japan ${tag}`,
          countryCode: "JP",
          marketplace: "amazon.co.jp",
          sort: 1,
        },
        {
          siteId: `JP2-${tag}`,
          siteNameEn: `Japan B ${tag}`,
          countryCode: "JP",
          marketplace: "jp2.example",
          sort: 2,
        },
        {
          siteId: `US1-${tag}`,
          siteNameEn: `US ${tag}`,
          countryCode: "US",
          marketplace: "amazon.com",
          sort: 1,
        },
        {
          siteId: `OFF-${tag}`,
          siteNameEn: `Closed ${tag}`,
          countryCode: "JP",
          marketplace: "x.example",
          active: false,
        },
      ],
    });
  });

  it("groups active sites by country code, JP under data.JP", async () => {
    const res = await get("/aws/amazonSite/info/list", { query: { siteNameEn: tag } });
    expect(res.json.code).toBe(200);
    expect(Object.keys(res.json.data).sort()).toEqual(["JP", "US"]);
    expect(res.json.data.JP).toEqual([
      {
        id: expect.any(Number),
        siteId: `JP1-${tag}`,
        siteNameEn: `Japan ${tag}`,
        countryCode: "JP",
        marketplace: "amazon.co.jp",
      },
      {
        id: expect.any(Number),
        siteId: `JP2-${tag}`,
        siteNameEn: `Japan B ${tag}`,
        countryCode: "JP",
        marketplace: "jp2.example",
      },
    ]);
  });

  it("filters by country code (any case) and by site name", async () => {
    const jp = await get("/aws/amazonSite/info/list", { query: { countryCode: "jp" } });
    expect(Object.keys(jp.json.data)).toEqual(["JP"]);
    expect(jp.json.data.JP.map((s: { siteId: string }) => s.siteId)).toEqual(
      expect.arrayContaining([`JP1-${tag}`, `JP2-${tag}`]),
    );
    const named = await get("/aws/amazonSite/info/list", { query: { siteNameEn: `japan b ${tag}` } });
    expect(named.json.data).toEqual({ JP: [expect.objectContaining({ siteId: `JP2-${tag}` })] });
    const none = await get("/aws/amazonSite/info/list", { query: { countryCode: "ZZ" } });
    expect(none.json).toMatchObject({ code: 200, data: {} });
    const bad = await get("/aws/amazonSite/info/list", { query: { countryCode: "TOOLONG" } });
    expect(bad.json.code).toBe(500);
  });
});
