import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { PLATFORM } from "@/lib/codes";
import { resetEnvForTests } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { GoodsProvider } from "@/lib/goods/types";
import type { AlibabaOpenConfig } from "@/lib/goods/providers/alibaba-open-client";
import { createAlibabaOpenProvider } from "@/lib/goods/providers/alibaba-open";
import { get } from "../helpers/api";
import { fixture, startFakeGateway, type FakeGateway } from "../helpers/alibaba-open-server";

const DETAIL_OFFER = "624587209751";
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

let gw: FakeGateway;

/** Records what the 1688 provider hands on to the local catalogue. */
function recordingFallback() {
  const calls: string[] = [];
  const empty = { total: 0, rows: [] };
  const fallback: GoodsProvider = {
    name: "catalogue",
    searchByKeyword: async (platform, q) => (calls.push(`keyword:${platform}:${q.keyword}`), empty),
    searchByImage: async (platform) => (calls.push(`image:${platform}`), empty),
    detailById: async (platform, id) => (calls.push(`detail:${platform}:${id}`), null),
    categories: async (parentId) => (calls.push(`categories:${parentId}`), []),
  };
  return { fallback, calls };
}

function provider(config: Partial<AlibabaOpenConfig> = {}, fallback = recordingFallback().fallback) {
  return createAlibabaOpenProvider({
    config: {
      appKey: gw.appKey,
      appSecret: gw.appSecret,
      accessToken: gw.accessToken,
      apiBase: gw.baseUrl,
      timeoutMs: 1_000,
      ...config,
    },
    fallback,
  });
}

async function expectUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("PROVIDER_UNAVAILABLE");
}

const cached = (sourceId: string) =>
  getDb().goods.findUnique({
    where: { platform_sourceId: { platform: PLATFORM.P1688, sourceId } },
    include: { skus: { orderBy: { skuId: "asc" } }, priceTiers: { orderBy: { minQty: "asc" } } },
  });

beforeAll(async () => {
  gw = await startFakeGateway();
});
afterAll(async () => {
  await gw.close();
});
beforeEach(() => {
  gw.requests.length = 0;
  gw.refused.length = 0;
  vi.spyOn(console, "error").mockImplementation(() => {});
});

/** An uploaded photo as the service hands it to a provider (bytes on demand; the 1688 API needs no hash). */
const pictureOf = (bytes: Uint8Array) => ({
  bytes: async () => bytes,
  hash: async () => {
    throw new Error("the 1688 image search does not hash");
  },
});

describe("1688 open API provider: keyword search", () => {
  it("sends a signed keywordQuery and maps the recorded rows (zh + ja titles, price, sales)", async () => {
    const page = await provider().searchByKeyword(PLATFORM.P1688, {
      keyword: "保温杯",
      pageNum: 2,
      pageSize: 10,
    });

    expect(gw.refused).toEqual([]);
    expect(gw.requests).toHaveLength(1);
    const [request] = gw.requests;
    expect(request.api).toBe("product.search.keywordQuery");
    expect(request.params.access_token).toBe(gw.accessToken);
    expect(JSON.parse(request.params.offerQueryParam)).toEqual({
      keyword: "保温杯",
      beginPage: 2,
      pageSize: 10,
      country: "ja",
    });

    expect(page.total).toBe(2000);
    expect(page.rows.map((r) => r.sourceId)).toEqual(["624587209751", "718263540122", "679901233845"]);
    const [first, , third] = page.rows;
    expect(first).toMatchObject({
      platform: PLATFORM.P1688,
      titles: {
        zh: "316不锈钢保温杯大容量男女士学生便携水杯车载咖啡杯定制logo",
        ja: expect.stringContaining("保温カップ"),
        en: null,
        ko: null,
      },
      priceFen: 1280,
      sales: 3120,
      images: [expect.stringMatching(/^https:\/\/cbu01\.alicdn\.com\//)],
      detailUrl: "https://detail.1688.com/offer/624587209751.html",
      categoryId: null,
    });
    expect(first.raw).toEqual(fixture("keyword-query").result.result.data[0]);
    // No translation in the answer: the Japanese title stays empty rather than copying Chinese.
    expect(third.titles).toMatchObject({ zh: "儿童保温杯带吸管316食品级幼儿园宝宝水壶", ja: null });
    expect(third.priceFen).toBe(1800);
  });

  it("caches every row in the catalogue under platform 1688 + offer id", async () => {
    await provider().searchByKeyword(PLATFORM.P1688, { keyword: "保温杯", pageNum: 1, pageSize: 20 });
    const row = await cached("718263540122");
    expect(row).toMatchObject({
      platform: PLATFORM.P1688,
      titleZh: "智能温显保温杯礼品套装304不锈钢商务水杯",
      titleJa: expect.stringContaining("スマート温度表示"),
      priceFen: 990,
      sales: 860,
    });
  });

  it("leaves other platforms and category browsing to the local catalogue", async () => {
    const { fallback, calls } = recordingFallback();
    const p = provider({}, fallback);
    await p.searchByKeyword(PLATFORM.TAOBAO, { keyword: "毛衣", pageNum: 1, pageSize: 10 });
    await p.searchByKeyword(PLATFORM.P1688, { keyword: "", pageNum: 1, pageSize: 10, categoryId: 7 });
    await p.detailById(PLATFORM.JD, "100012043978");
    await p.categories(null);
    expect(calls).toEqual(["keyword:2:毛衣", "keyword:1:", "detail:3:100012043978", "categories:null"]);
    expect(gw.requests).toEqual([]);
  });
});

describe("1688 open API provider: image search", () => {
  it("uploads the photo once (base64), then pages imageQuery by the returned image id", async () => {
    const p = provider();
    const page1 = await p.searchByImage(PLATFORM.P1688, {
      picture: pictureOf(JPEG),
      pageNum: 1,
      pageSize: 20,
    });
    const page2 = await p.searchByImage(PLATFORM.P1688, {
      picture: pictureOf(JPEG),
      pageNum: 2,
      pageSize: 20,
    });

    expect(gw.requests.map((r) => r.api)).toEqual([
      "product.image.upload",
      "product.search.imageQuery",
      "product.search.imageQuery",
    ]);
    const upload = JSON.parse(gw.requests[0].params.uploadImageParam);
    expect(Buffer.from(upload.imageBase64, "base64")).toEqual(Buffer.from(JPEG));
    const queries = gw.requests.slice(1).map((r) => JSON.parse(r.params.offerQueryParam));
    expect(queries).toEqual([
      { imageId: "1290157446302", beginPage: 1, pageSize: 20, country: "ja" },
      { imageId: "1290157446302", beginPage: 2, pageSize: 20, country: "ja" },
    ]);

    expect(page1.total).toBe(120);
    expect(page1.rows.map((r) => [r.sourceId, r.priceFen, r.sales])).toEqual([
      ["735520981406", 3500, 1502],
      ["741026635518", 4250, 377],
    ]);
    expect(page2.rows).toHaveLength(2);
    expect(await cached("741026635518")).toMatchObject({
      titleJa: expect.stringContaining("ニットセーター"),
    });
  });
});

describe("1688 open API provider: detail", () => {
  it("maps the SKU matrix, quantity tiers, weight and dimensions of queryProductDetail", async () => {
    const goods = await provider().detailById(PLATFORM.P1688, DETAIL_OFFER);

    expect(JSON.parse(gw.requests[0].params.offerDetailParam)).toEqual({
      offerId: 624587209751,
      country: "ja",
    });
    expect(goods).not.toBeNull();
    expect(goods).toMatchObject({
      sourceId: DETAIL_OFFER,
      titles: { zh: expect.stringContaining("316不锈钢保温杯"), ja: expect.stringContaining("保温カップ") },
      shopName: "永康市佳鑫杯业有限公司",
      sales: 3120,
      minOrderQty: 2,
      stock: 3065,
      weightGrams: 420,
      dimensionsMm: { length: 80, width: 80, height: 260 },
      // the lowest price anywhere: the 500+ tier
      priceFen: 1190,
      priceTiers: [
        { minQty: 2, priceFen: 1350 },
        { minQty: 50, priceFen: 1280 },
        { minQty: 500, priceFen: 1190 },
      ],
    });
    expect(goods!.images).toHaveLength(6);
    expect(goods!.skus).toHaveLength(6);
    expect(goods!.skus.map((s) => s.specs.map((x) => x.value).join("/"))).toEqual([
      "黑色/500ml",
      "黑色/750ml",
      "白色/500ml",
      "白色/750ml",
      "樱花粉/500ml",
      "樱花粉/750ml",
    ]);
    expect(goods!.skus[3]).toEqual({
      skuId: "5037711904564",
      specs: [
        { name: "颜色", value: "白色" },
        { name: "容量", value: "750ml" },
      ],
      priceFen: 1680,
      stock: 0,
      image: expect.stringContaining("O1CN01Wh3aZp1Bs2xN8e2Rk"),
    });
    expect(goods!.raw).toEqual(fixture("product-detail").result.result);
  });

  it("caches the detail with its SKUs and tiers, and a later search row does not lose them", async () => {
    const p = provider();
    await p.detailById(PLATFORM.P1688, DETAIL_OFFER);
    await p.searchByKeyword(PLATFORM.P1688, { keyword: "保温杯", pageNum: 1, pageSize: 20 });
    const row = await cached(DETAIL_OFFER);
    expect(row).toMatchObject({ weightGrams: 420, lengthMm: 80, heightMm: 260, minOrderQty: 2 });
    expect(row!.skus).toHaveLength(6);
    expect(row!.priceTiers.map((t) => [t.minQty, t.priceFen])).toEqual([
      [2, 1350],
      [50, 1280],
      [500, 1190],
    ]);
  });

  it("is null for an offer the API reports as gone, and for an id that is not an offer id", async () => {
    const p = provider();
    expect(await p.detailById(PLATFORM.P1688, "600000000001")).toBeNull();
    expect(gw.requests).toHaveLength(1);
    expect(await p.detailById(PLATFORM.P1688, "abc")).toBeNull();
    expect(await p.detailById(PLATFORM.P1688, "99999999999999999999")).toBeNull();
    expect(gw.requests).toHaveLength(1);
  });
});

describe("1688 open API provider: failures become PROVIDER_UNAVAILABLE", () => {
  const search = (p: GoodsProvider) =>
    p.searchByKeyword(PLATFORM.P1688, { keyword: "保温杯", pageNum: 1, pageSize: 20 });

  it("a wrong app secret: the gateway refuses the signature", async () => {
    await expectUnavailable(search(provider({ appSecret: "not-the-secret" })));
    expect(gw.refused).toHaveLength(1);
    expect(gw.requests).toEqual([]);
  });

  it("a wrong or missing access token", async () => {
    await expectUnavailable(search(provider({ accessToken: "expired-token" })));
    await expectUnavailable(search(provider({ accessToken: undefined })));
    expect(gw.refused).toHaveLength(2);
  });

  it("an unknown app key", async () => {
    await expectUnavailable(provider({ appKey: "1000000" }).detailById(PLATFORM.P1688, DETAIL_OFFER));
  });

  it("a gateway that does not answer within the timeout", async () => {
    gw.override("product.search.queryProductDetail", () => "hang");
    try {
      const started = Date.now();
      await expectUnavailable(provider({ timeoutMs: 300 }).detailById(PLATFORM.P1688, DETAIL_OFFER));
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      gw.override("product.search.queryProductDetail", undefined);
    }
  });

  it("an HTML error page, a business refusal of a search, and a closed port", async () => {
    gw.override("product.search.keywordQuery", () => "garbage");
    await expectUnavailable(search(provider()));
    gw.override("product.search.keywordQuery", () => ({
      status: 200,
      body: { result: { success: false, code: "500_001", message: "系统繁忙" } },
    }));
    await expectUnavailable(search(provider()));
    gw.override("product.search.keywordQuery", undefined);
    await expectUnavailable(search(provider({ apiBase: "http://127.0.0.1:9" })));
  });

  it("a failed image upload", async () => {
    gw.override("product.image.upload", () => ({
      status: 200,
      body: { result: { success: "false", code: "S0001", message: "图片格式不支持" } },
    }));
    try {
      const other = new Uint8Array([...JPEG, 1]);
      await expectUnavailable(
        provider().searchByImage(PLATFORM.P1688, { picture: pictureOf(other), pageNum: 1, pageSize: 20 }),
      );
      expect(gw.requests.map((r) => r.api)).toEqual(["product.image.upload"]);
    } finally {
      gw.override("product.image.upload", undefined);
    }
  });
});

describe("/shop/goods/* with the 1688 open API configured", () => {
  const ENV_KEYS = [
    "ALIBABA_OPEN_APP_KEY",
    "ALIBABA_OPEN_APP_SECRET",
    "ALIBABA_OPEN_ACCESS_TOKEN",
    "ALIBABA_OPEN_API_BASE",
  ] as const;

  beforeAll(() => {
    // lib/env.ts caches the parsed environment: change process.env, then drop the cache.
    Object.assign(process.env, {
      ALIBABA_OPEN_APP_KEY: gw.appKey,
      ALIBABA_OPEN_APP_SECRET: gw.appSecret,
      ALIBABA_OPEN_ACCESS_TOKEN: gw.accessToken,
      ALIBABA_OPEN_API_BASE: gw.baseUrl,
    });
    resetEnvForTests();
  });
  afterAll(() => {
    for (const key of ENV_KEYS) delete process.env[key];
    resetEnvForTests();
  });

  it("queryGoodsListBy1688 answers the API's rows as goods cards with catalogue ids", async () => {
    const { json } = await get("/shop/goods/queryGoodsListBy1688", {
      query: { goodsName: "保温杯", pageNum: 1, pageSize: 10 },
    });
    expect(json).toMatchObject({ code: 200, total: 2000 });
    expect(json.rows).toHaveLength(3);
    const rows = json.rows!;
    const stored = await cached("624587209751");
    expect(rows[0]).toEqual({
      goodsId: stored!.id,
      numId: "624587209751",
      platformType: PLATFORM.P1688,
      goodsName: expect.stringContaining("保温カップ"),
      goodsNameZh: "316不锈钢保温杯大容量男女士学生便携水杯车载咖啡杯定制logo",
      goodsPrice: 12.8,
      // one price per offer in the search answer: never a "from" price
      priceFrom: false,
      goodsSales: 3120,
      goodsUrl: "https://detail.1688.com/offer/624587209751.html",
      picPath: expect.stringMatching(/^https:\/\/cbu01\.alicdn\.com\//),
      shopName: null,
      minOrderQty: 1,
    });
    // zh-cn readers get the source title
    const zh = await get("/shop/goods/queryGoodsListBy1688", {
      query: { goodsName: "保温杯" },
      lang: "zh-cn",
    });
    expect(zh.json.rows?.[0].goodsName).toBe(rows[0].goodsNameZh);
    expect(gw.requests.map((r) => r.api)).toEqual([
      "product.search.keywordQuery",
      "product.search.keywordQuery",
    ]);
  });

  it("queryGoodsListByKeyWord goes to the API for 1688 only", async () => {
    const p1688 = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: "保温杯", platform: "1688" },
    });
    expect(p1688.json.total).toBe(2000);
    await get("/shop/goods/queryGoodsListByKeyWord", { query: { goodsName: "保温杯", platform: "taobao" } });
    expect(gw.requests).toHaveLength(1);
  });

  it("searchQueryProductDetail answers the mapped detail; detail/{goodsId} refreshes it, or serves the cached copy when the API fails", async () => {
    const { json } = await get("/shop/goods/searchQueryProductDetail", { query: { offerId: DETAIL_OFFER } });
    expect(json.code).toBe(200);
    expect(json.data).toMatchObject({
      numId: DETAIL_OFFER,
      // the top tier's price, marked "from": the tiers start at 13.50 for the minimum order
      goodsPrice: 11.9,
      priceFrom: true,
      shopName: "永康市佳鑫杯业有限公司",
      minOrderQty: 2,
      weightGrams: 420,
      lengthMm: 80,
      widthMm: 80,
      heightMm: 260,
      priceTiers: [
        { minQty: 2, price: 13.5 },
        { minQty: 50, price: 12.8 },
        { minQty: 500, price: 11.9 },
      ],
    });
    expect(json.data.skus).toHaveLength(6);
    expect(json.data.specGroups.map((g: { name: string }) => g.name)).toEqual(["颜色", "容量"]);
    expect(json.data.specGroups[0].values.map((v: { value: string }) => v.value)).toEqual([
      "黑色",
      "白色",
      "樱花粉",
    ]);

    const local = await get(`/shop/goods/detail/${json.data.goodsId}`);
    expect(local.json.data).toMatchObject({ numId: DETAIL_OFFER, weightGrams: 420, minOrderQty: 2 });
    expect(local.json.data.skus).toHaveLength(6);
    expect(gw.requests.map((r) => r.api)).toEqual([
      "product.search.queryProductDetail",
      "product.search.queryProductDetail",
    ]);

    gw.override("product.search.queryProductDetail", () => "garbage");
    try {
      const cachedCopy = await get(`/shop/goods/detail/${json.data.goodsId}`);
      expect(cachedCopy.json.code).toBe(200);
      expect(cachedCopy.json.data).toMatchObject({ numId: DETAIL_OFFER, goodsId: json.data.goodsId });
      expect(cachedCopy.json.data.skus).toHaveLength(6);
    } finally {
      gw.override("product.search.queryProductDetail", undefined);
    }
  });

  it("an offer the API reports as gone is 'product information incomplete'", async () => {
    const { json } = await get("/shop/goods/searchQueryProductDetail", {
      query: { offerId: "600000000001" },
    });
    expect(json.code).toBe(500);
    expect(gw.requests).toHaveLength(1);
  });

  it("a failing gateway answers envelope code 520 (PROVIDER_UNAVAILABLE)", async () => {
    gw.override("product.search.keywordQuery", () => ({
      status: 503,
      body: { error_code: "gw.QosAppFrequencyLimit", error_message: "App call limited" },
    }));
    gw.override("product.search.queryProductDetail", () => "garbage");
    try {
      const list = await get("/shop/goods/queryGoodsListBy1688", { query: { goodsName: "保温杯" } });
      expect(list.json.code).toBe(520);
      const detail = await get("/shop/goods/searchQueryProductDetail", { query: { offerId: DETAIL_OFFER } });
      expect(detail.json.code).toBe(520);
    } finally {
      gw.override("product.search.keywordQuery", undefined);
      gw.override("product.search.queryProductDetail", undefined);
    }
  });
});
