import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { PLATFORM } from "@/lib/codes";
import { searchColumns } from "@/lib/goods/store-goods";
import { get } from "../helpers/api";

/**
 * The typo fallback (docs/catalogue.md "Search ranking"): a keyword that matches nothing is corrected word by
 * word against the words the catalogue's texts hold, which a trigger learns from every goods written.
 */
const SOURCE = "typo-test-";

async function makeGoods(i: number, en: string) {
  const titles = { zh: `保温杯 ${i}`, ja: `水筒 ${i}`, en, ko: `텀블러 ${i}` };
  return getDb().goods.create({
    data: {
      platform: PLATFORM.P1688,
      sourceId: `${SOURCE}${i}`,
      titleZh: titles.zh,
      titleEn: titles.en,
      sales: 10 - i,
      priceFen: 1_000,
      images: [],
      ...searchColumns(titles, null),
    },
  });
}

async function search(goodsName: string) {
  const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
    query: { goodsName, platform: "1688" },
  });
  expect(json.code).toBe(200);
  return { total: json.total, ids: json.rows!.map((r) => r.numId as string) };
}

beforeAll(async () => {
  await makeGoods(1, "Zyxwobble thermos flask");
  await makeGoods(2, "Zyxwobble travel mug");
});

describe("keyword search with a misspelt word", () => {
  it("searches again with the catalogue's closest word", async () => {
    expect(await search("zyxwoble")).toEqual({ total: 2, ids: [`${SOURCE}1`, `${SOURCE}2`] });
    expect(await search("zyxwobble flsk")).toEqual({ total: 1, ids: [`${SOURCE}1`] });
  });

  it("learns the words of goods changed later", async () => {
    const goods = await getDb().goods.findFirstOrThrow({ where: { sourceId: `${SOURCE}2` } });
    const titles = { zh: "保温杯", ja: null, en: "Quorbleflux travel mug", ko: null };
    await getDb().goods.update({
      where: { id: goods.id },
      data: { titleEn: titles.en, ...searchColumns(titles, null) },
    });
    expect(await search("quorblefux mug")).toEqual({ total: 1, ids: [`${SOURCE}2`] });
  });

  it("answers an empty page when a word resembles none of the catalogue's", async () => {
    expect(await search("qjxvkz vvqqzzj")).toEqual({ total: 0, ids: [] });
    // The seller asked for something the catalogue does not have: no goods for the other words alone.
    expect(await search("qjxvkz zyxwobble thermos")).toEqual({ total: 0, ids: [] });
    expect(await search("zzqq-nothing-like-this")).toEqual({ total: 0, ids: [] });
  });
});
