import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { ORDER_STATUS as S, PLATFORM } from "@/lib/codes";
import { getRate, setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";

/** The only rate of this file's database: TTS 20.0000 + 0.7 (SPEC §9). */
beforeAll(async () => {
  await setRate(CLI_ACTOR, { bankTts: "20.0000", bankName: "test bank", effectiveDate: "2022-01-01" });
  expect((await getRate()).rate).toBe(20.7);
});

async function makeGoods(o: {
  shop: string;
  priceFen: number;
  stock: number;
  tiers?: [number, number][];
  shipFen?: number;
}) {
  return getDb().goods.create({
    data: {
      platform: PLATFORM.P1688,
      sourceId: randomUUID().slice(0, 12),
      titleZh: "测试商品",
      shopName: o.shop,
      priceFen: o.priceFen,
      stock: o.stock,
      domesticShippingFen: o.shipFen ?? 0,
      skus: {
        create: [
          { skuId: "sku-red", specs: [{ name: "颜色", value: "红" }], priceFen: o.priceFen, stock: o.stock },
        ],
      },
      priceTiers: o.tiers
        ? { create: o.tiers.map(([minQty, priceFen]) => ({ minQty, priceFen })) }
        : undefined,
    },
  });
}

async function cartLine(
  customerId: number,
  goods: { id: number; shopName: string | null },
  count: number,
  priceFen = 1,
) {
  return getDb().cartLine.create({
    data: {
      customerId,
      goodsId: goods.id,
      skuId: "sku-red",
      platform: PLATFORM.P1688,
      goodsName: "测试商品",
      goodsPriceFen: priceFen,
      goodsCount: count,
      shopName: goods.shopName,
      goodsSpecs: "颜色:红",
    },
  });
}

const submit = (token: string, body: unknown, lang?: string) =>
  post("/shop/order/submit", { token, body, lang });

describe("/shop/order/submit", () => {
  it("creates one order per shop at the catalogue price and current rate, and empties those cart lines", async () => {
    const me = await createCustomer();
    const a = await makeGoods({
      shop: "店A",
      priceFen: 1_000,
      stock: 50,
      tiers: [
        [1, 1_000],
        [10, 900],
      ],
      shipFen: 800,
    });
    const b = await makeGoods({ shop: "店B", priceFen: 333, stock: 5 });
    const keep = await cartLine(me.id, b, 1);
    const l1 = await cartLine(me.id, a, 4);
    const l2 = await cartLine(me.id, a, 1);
    const l3 = await cartLine(me.id, b, 1);
    const res = await submit(me.token, {
      lines: [
        { id: l1.id, goodsCount: 6, asin: "b0abcdefgh", fnsku: "X001ABCDEF", sellerSku: "MY-SKU-1" },
        { id: l2.id, goodsCount: 4 },
        { id: l3.id, goodsCount: 3 },
      ],
      remark: "検品を丁寧に",
    });
    expect(res.json).toMatchObject({ code: 200, msg: "ご注文を受け付けました" });
    const orders = await getDb().order.findMany({
      where: { id: { in: res.json.data.orderIds } },
      include: { lines: { orderBy: { id: "asc" } }, statusLogs: true },
      orderBy: { id: "asc" },
    });
    expect(orders).toHaveLength(2);
    const [shopA, shopB] = orders;
    // 10 pieces of goods A reach the 10-piece tier (9.00 yuan): 90.00 yuan × 20.7 = 1,863 yen; shipping
    // 8.00 yuan × 20.7 = 165.6 → 166; commission 5 % of 1,863 = 93.15 → 94.
    expect(shopA).toMatchObject({
      orderStatus: S.AWAITING_PAYMENT,
      goodsAmountFen: 9_000,
      goodsAmountYen: 1_863,
      domesticShippingYen: 166,
      commissionYen: 94,
      totalYen: 2_123,
    });
    expect(shopA.lines.map((l) => [l.unitPriceFen, l.quantity, l.asin, l.fnsku, l.sellerSku])).toEqual([
      [900, 6, "B0ABCDEFGH", "X001ABCDEF", "MY-SKU-1"],
      [900, 4, null, null, null],
    ]);
    expect(shopA.remark).toBe("検品を丁寧に");
    expect(shopA.statusLogs).toMatchObject([
      { fromStatus: null, toStatus: S.AWAITING_PAYMENT, actor: "customer" },
    ]);
    // 3 × 3.33 yuan = 9.99 yuan (the client's price of 0.01 yuan is ignored); at 20.7: 206.793 → 207 yen.
    expect(shopB).toMatchObject({ goodsAmountFen: 999, goodsAmountYen: 207 });
    expect(res.json.data.totalYen).toBe(shopA.totalYen + shopB.totalYen);
    const left = await getDb().cartLine.findMany({ where: { customerId: me.id } });
    expect(left.map((l) => l.id)).toEqual([keep.id]);
  });

  it("refuses bad input, other customers' lines and counts over stock, and changes nothing", async () => {
    const me = await createCustomer();
    const other = await createCustomer();
    const g = await makeGoods({ shop: "店C", priceFen: 500, stock: 2 });
    const mine = await cartLine(me.id, g, 1);
    const theirs = await cartLine(other.id, g, 1);
    const cases: [unknown, string][] = [
      [{ lines: [] }, "商品を選択してください"],
      [{}, "商品を選択してください"],
      [{ lines: [{ id: mine.id, goodsCount: 0 }] }, "注文数量は1以上で入力してください"],
      [{ lines: [{ id: mine.id, goodsCount: 1.5 }] }, "注文数量は1以上で入力してください"],
      [
        { lines: [{ id: mine.id, goodsCount: 1, asin: "B0-1" }] },
        "ASIN・FNSKUは英数字10桁で入力してください",
      ],
      [
        {
          lines: [
            { id: mine.id, goodsCount: 1 },
            { id: mine.id, goodsCount: 1 },
          ],
        },
        "入力内容が正しくありません（lines）",
      ],
      [{ lines: [{ id: mine.id, goodsCount: 3 }] }, "在庫が不足しています"],
      [{ lines: [{ id: theirs.id, goodsCount: 1 }] }, "カートの商品が見つかりません"],
      [
        {
          lines: [
            { id: mine.id, goodsCount: 1 },
            { id: theirs.id, goodsCount: 1 },
          ],
        },
        "カートの商品が見つかりません",
      ],
      [{ lines: [{ id: mine.id, goodsCount: 1 }], addressId: 999_999 }, "データが見つかりません"],
      [
        { lines: [{ id: mine.id, goodsCount: 1 }], remark: "x".repeat(501) },
        "備考は500文字以内で入力してください",
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await submit(me.token, body);
      expect(res.json.code, JSON.stringify(body)).toBe(500);
      expect(res.json.msg).toBe(msg);
    }
    expect(await getDb().order.count({ where: { customerId: { in: [me.id, other.id] } } })).toBe(0);
    expect(await getDb().cartLine.count({ where: { id: { in: [mine.id, theirs.id] } } })).toBe(2);
    const en = await submit(me.token, { lines: [{ id: mine.id, goodsCount: 3 }] }, "en-US");
    expect(en.json.msg).not.toBe("在庫が不足しています");
  });

  it("needs a token", async () => {
    expect(
      (await post("/shop/order/submit", { body: { lines: [{ id: 1, goodsCount: 1 }] } })).json.code,
    ).toBe(401);
  });
});
