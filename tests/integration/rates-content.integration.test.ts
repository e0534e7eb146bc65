import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { PUBLISH_STATUS, GUIDE_CENTER_TYPE } from "@/lib/codes";
import { setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { get } from "../helpers/api";
import { forgedToken } from "../helpers/accounts";

const DAY = 24 * 3600 * 1000;
const tag = randomUUID().slice(0, 8);
const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe("GET /shop/rate/getRate and /shop/rate/getLatestRate", () => {
  // The file's own database starts without a rate (no migration inserts one).
  it("answers errors.rateMissing while no rate exists", async () => {
    for (const path of ["/shop/rate/getRate", "/shop/rate/getLatestRate"]) {
      expect((await get(path)).json).toMatchObject({ code: 500, msg: "為替レートが未設定です" });
      expect((await get(path, { lang: "en-us" })).json.msg).toBe("No exchange rate has been set yet");
    }
  });

  it("setRate stores rate = bank TTS + 0.7 exactly (decimal, not float)", async () => {
    const r = await setRate(CLI_ACTOR, {
      bankTts: "0.1",
      bankName: `bank-${tag}`,
      effectiveDate: "2001-01-01",
    });
    expect(r.rate).toBe(0.8);
    const row = await getDb().exchangeRate.findFirstOrThrow({ where: { bankName: `bank-${tag}` } });
    expect(row.rate.toString()).toBe("0.8");
    expect(row.rate.minus(row.bankTts).toString()).toBe("0.7");
  });

  it.each(["0", "-1", "1000"])("setRate refuses a bank TTS of %s and stores nothing", async (bankTts) => {
    const before = await getDb().exchangeRate.count();
    await expect(
      setRate(CLI_ACTOR, { bankTts, bankName: "bad", effectiveDate: "2001-01-02" }),
    ).rejects.toThrow();
    expect(await getDb().exchangeRate.count()).toBe(before);
  });

  it("a rate effective in the future is the latest rate but not yet the rate in force", async () => {
    // Far from the 0.8 above: recorded with the confirmation a real entry would need (lib/rates/rate-change.ts).
    await setRate(CLI_ACTOR, {
      bankTts: "20.1234",
      bankName: `bank-${tag}`,
      effectiveDate: "2020-03-01",
      confirmLargeChange: true,
    });
    await setRate(CLI_ACTOR, { bankTts: "21.5000", bankName: `bank-${tag}`, effectiveDate: "2099-12-31" });

    const inForce = await get("/shop/rate/getRate");
    expect(inForce.json.code).toBe(200);
    expect(typeof inForce.json.data.rate).toBe("number");
    expect(inForce.json.data).toMatchObject({
      rate: 20.8234,
      bankTts: 20.1234,
      currency: "CNY",
      effectiveDate: "2020-03-01",
    });

    const latest = await get("/shop/rate/getLatestRate");
    expect(latest.json.code).toBe(200);
    expect(typeof latest.json.data.rate).toBe("number");
    expect(latest.json.data).toMatchObject({
      rate: 22.2,
      bankTts: 21.5,
      currency: "CNY",
      effectiveDate: "2099-12-31",
    });
  });

  it("the rate in force is the one with the latest effective date up to today, whatever the insert order", async () => {
    // older, inserted later (and 11 % below the latest 22.2, so confirmed)
    await setRate(CLI_ACTOR, {
      bankTts: "19.0000",
      bankName: `bank-${tag}`,
      effectiveDate: "2019-06-01",
      confirmLargeChange: true,
    });
    expect((await get("/shop/rate/getRate")).json.data.rate).toBe(20.8234);
    await setRate(CLI_ACTOR, { bankTts: "20.5000", bankName: `bank-${tag}`, effectiveDate: isoDay(0) }); // effective today
    expect((await get("/shop/rate/getRate")).json.data).toMatchObject({
      rate: 21.2,
      effectiveDate: isoDay(0),
    });
    // The newest row recorded is today's, so getLatestRate moved on too.
    expect((await get("/shop/rate/getLatestRate")).json.data.rate).toBe(21.2);
  });

  it("is public: a forged token does not matter", async () => {
    const res = await get("/shop/rate/getRate", { token: await forgedToken() });
    expect(res.json.code).toBe(200);
  });
});

describe("announcements", () => {
  const ids: Record<string, number> = {};
  /** Published before the others, oldest last: with them the list is longer than one default page. */
  const earlier: number[] = [];
  const make = (key: string, data: { pinned?: boolean; status?: number; publishedAt?: Date }) =>
    getDb().announcement.create({
      data: {
        titleJa: `${tag} ${key} お知らせ`,
        titleZh: `${tag} ${key} 公告`,
        titleEn: `${tag} ${key} notice`,
        titleKo: `${tag} ${key} 공지`,
        contentJa: `${key} 本文`,
        contentZh: `${key} 正文`,
        contentEn: `${key} body`,
        contentKo: `${key} 본문`,
        ...data,
      },
    });

  beforeAll(async () => {
    ids.pinnedOld = (
      await make("pinnedOld", { pinned: true, publishedAt: new Date(Date.now() - 2 * DAY) })
    ).id;
    ids.fresh = (await make("fresh", { publishedAt: new Date(Date.now() - 60_000) })).id;
    ids.older = (await make("older", { publishedAt: new Date(Date.now() - DAY) })).id;
    ids.draft = (
      await make("draft", { status: PUBLISH_STATUS.DRAFT, publishedAt: new Date(Date.now() - DAY) })
    ).id;
    ids.scheduled = (await make("scheduled", { publishedAt: new Date(Date.now() + DAY) })).id;
    for (let n = 1; n <= 9; n++)
      earlier.push((await make(`earlier${n}`, { publishedAt: new Date(Date.now() - (2 + n) * DAY) })).id);
  });

  async function allRows(lang = "ja") {
    const rows: { id: number; title: string; pinned: boolean; createTime: string }[] = [];
    let total = Infinity;
    for (let pageNum = 1; rows.length < total; pageNum++) {
      const res = await get("/shop/home/announcement/list", { query: { pageNum, pageSize: 100 }, lang });
      expect(res.json.code).toBe(200);
      total = res.json.total!;
      if (!res.json.rows!.length) break;
      rows.push(...res.json.rows!);
    }
    return { rows, total };
  }

  it("answers the paged envelope {code,msg,total,rows} with pageSize 10 by default", async () => {
    const res = await get("/shop/home/announcement/list");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 200, msg: "操作に成功しました" });
    expect(res.json.data).toBeUndefined();
    expect(res.json.total).toBe(12);
    expect(res.json.rows!.length).toBe(10);
  });

  it("hides drafts and scheduled ones, pins first, then newest first, in the requested language", async () => {
    const { rows, total } = await allRows("en-us");
    expect(total).toBe(12);
    expect(rows.map((r) => r.id)).toEqual([ids.pinnedOld, ids.fresh, ids.older, ...earlier]);
    expect(rows.slice(0, 3).map((r) => r.title)).toEqual([
      `${tag} pinnedOld notice`,
      `${tag} fresh notice`,
      `${tag} older notice`,
    ]);
    expect(rows.map((r) => r.pinned)).toEqual([true, ...Array(11).fill(false)]);

    for (const [lang, word] of [
      ["ja", "お知らせ"],
      ["zh-cn", "公告"],
      ["ko", "공지"],
    ] as const) {
      const localized = (await allRows(lang)).rows.find((r) => r.id === ids.fresh)!;
      expect(localized.title).toBe(`${tag} fresh ${word}`);
    }
  });

  it("pages with pageNum/pageSize", async () => {
    const two = await get("/shop/home/announcement/list", { query: { pageNum: 1, pageSize: 2 } });
    const second = await get("/shop/home/announcement/list", { query: { pageNum: 2, pageSize: 1 } });
    expect(two.json.rows!.length).toBe(2);
    expect(second.json.rows!.length).toBe(1);
    expect(second.json.rows![0].id).toBe(two.json.rows![1].id);
    expect(second.json.total).toBe(two.json.total);
  });

  it.each([
    [{ pageNum: "abc" }, "入力内容が正しくありません（pageNum）"],
    [{ pageNum: 0 }, "入力内容が正しくありません（pageNum）"],
    [{ pageSize: 101 }, "入力内容が正しくありません（pageSize）"],
  ])("rejects %j with a validation message", async (query, msg) => {
    expect((await get("/shop/home/announcement/list", { query })).json).toMatchObject({ code: 500, msg });
  });

  it("shows one announcement in the requested language", async () => {
    const res = await get(`/shop/home/announcement/${ids.fresh}`, { lang: "zh-cn" });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toMatchObject({ id: ids.fresh, title: `${tag} fresh 公告`, content: "fresh 正文" });
    const ko = await get(`/shop/home/announcement/${ids.fresh}`, { lang: "ko" });
    expect(ko.json.data).toMatchObject({ title: `${tag} fresh 공지`, content: "fresh 본문" });
  });

  it.each(["2147483647", "abc", "0", "-1", "1.5", "99999999999"])(
    "answers errors.notFound for id %s",
    async (id) => {
      expect((await get(`/shop/home/announcement/${id}`)).json).toMatchObject({
        code: 500,
        msg: "データが見つかりません",
      });
      expect((await get(`/shop/home/announcement/${id}`, { lang: "en-us" })).json.msg).toBe("Not found");
    },
  );

  it("answers errors.notFound for a draft", async () => {
    expect((await get(`/shop/home/announcement/${ids.draft}`)).json).toMatchObject({
      code: 500,
      msg: "データが見つかりません",
    });
  });

  // The list hides announcements published in the future; their detail must not leak them early either.
  it("answers errors.notFound for an announcement scheduled for later", async () => {
    expect((await get(`/shop/home/announcement/${ids.scheduled}`)).json).toMatchObject({
      code: 500,
      msg: "データが見つかりません",
    });
  });
});

describe("guide articles", () => {
  const byKey: Record<string, number> = {};
  const make = async (
    key: string,
    centerType: number,
    sort: number,
    status: number = PUBLISH_STATUS.PUBLISHED,
  ) => {
    const g = await getDb().guideArticle.create({
      data: {
        centerType,
        titleZh: `${tag} ${key} 指南`,
        titleKr: `${tag} ${key} 가이드`,
        titleJa: `${tag} ${key} ガイド`,
        titleEn: `${tag} ${key} guide`,
        contentZh: `${key} 内容`,
        contentKr: `${key} 내용`,
        contentJa: `${key} 内容です`,
        contentEn: `${key} content`,
        sort,
        status,
      },
    });
    byKey[key] = g.id;
    return g;
  };

  beforeAll(async () => {
    // Created out of order: the list orders them by sort.
    await make("u3", GUIDE_CENTER_TYPE.USER_CENTER, -997);
    await make("u1", GUIDE_CENTER_TYPE.USER_CENTER, -999);
    await make("u5", GUIDE_CENTER_TYPE.USER_CENTER, -995);
    await make("u2", GUIDE_CENTER_TYPE.USER_CENTER, -998);
    await make("u4", GUIDE_CENTER_TYPE.USER_CENTER, -996);
    await make("uDraft", GUIDE_CENTER_TYPE.USER_CENTER, -1000, PUBLISH_STATUS.DRAFT);
    await make("b1", GUIDE_CENTER_TYPE.BOTTOM_MENU, -999);
  });

  it("lists user-center guides 4 per page by default, ordered, with titleZh/titleKr and a localized title", async () => {
    const res = await get("/shop/home/guide/list", { query: { centerType: 2 } });
    expect(res.json).toMatchObject({ code: 200, msg: "操作に成功しました" });
    expect(res.json.total).toBe(5);
    expect(res.json.rows!.length).toBe(4);
    expect(res.json.rows!.map((r) => r.id)).toEqual([byKey.u1, byKey.u2, byKey.u3, byKey.u4]);
    expect(res.json.rows![0]).toMatchObject({
      centerType: 2,
      titleZh: `${tag} u1 指南`,
      titleKr: `${tag} u1 가이드`,
      title: `${tag} u1 ガイド`,
    });
    expect(res.json.rows![0].createTime).toBeTruthy();

    const page2 = await get("/shop/home/guide/list", { query: { centerType: 2, pageNum: 2 } });
    expect(page2.json.rows![0].id).toBe(byKey.u5);
    const all = await get("/shop/home/guide/list", { query: { centerType: 2, pageSize: 100 } });
    // Neither the draft nor the bottom-menu guide.
    expect(all.json.rows!.map((r) => r.id)).toEqual([byKey.u1, byKey.u2, byKey.u3, byKey.u4, byKey.u5]);

    const en = await get("/shop/home/guide/list", { query: { centerType: 2 }, lang: "en-us" });
    expect(en.json.rows![0]).toMatchObject({
      title: `${tag} u1 guide`,
      titleZh: `${tag} u1 指南`,
      titleKr: `${tag} u1 가이드`,
    });
  });

  it("lists bottom-menu guides for centerType=0, which is also the default", async () => {
    for (const query of [{ centerType: 0 }, {}]) {
      const res = await get("/shop/home/guide/list", { query: { ...query, pageSize: 100 } });
      expect(res.json.code).toBe(200);
      expect(res.json.rows!.map((r) => [r.id, r.centerType])).toEqual([[byKey.b1, 0]]);
    }
  });

  it.each([
    [{ centerType: 1 }, "ja", "入力内容が正しくありません（centerType）"],
    [{ centerType: "abc" }, "ja", "入力内容が正しくありません（centerType）"],
    [{ centerType: 3 }, "en-us", "Invalid value (centerType)"],
    [{ centerType: 2, pageSize: 0 }, "ja", "入力内容が正しくありません（pageSize）"],
  ])("rejects %j with a localized validation message", async (query, lang, msg) => {
    expect((await get("/shop/home/guide/list", { query, lang })).json).toMatchObject({ code: 500, msg });
  });

  it("shows one guide with content in the requested language", async () => {
    const res = await get(`/shop/home/guide/${byKey.u2}`, { lang: "ko" });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toMatchObject({
      id: byKey.u2,
      centerType: 2,
      titleZh: `${tag} u2 指南`,
      titleKr: `${tag} u2 가이드`,
      title: `${tag} u2 가이드`,
      content: "u2 내용",
    });
    expect((await get(`/shop/home/guide/${byKey.u2}`, { lang: "en-us" })).json.data.content).toBe(
      "u2 content",
    );
  });

  it.each(["2147483647", "abc", "0"])("answers errors.notFound for id %s", async (id) => {
    expect((await get(`/shop/home/guide/${id}`)).json).toMatchObject({
      code: 500,
      msg: "データが見つかりません",
    });
  });

  it("answers errors.notFound for a draft guide", async () => {
    expect((await get(`/shop/home/guide/${byKey.uDraft}`, { lang: "zh-cn" })).json).toMatchObject({
      code: 500,
      msg: "数据不存在",
    });
  });
});
