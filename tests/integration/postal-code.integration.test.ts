import { describe, expect, it } from "vitest";
import { ENVELOPE } from "@/lib/errors";
import { call, get } from "../helpers/api";
import { forgedToken } from "../helpers/accounts";

const PATH = "/system/new/postal/jp";
const CHIYODA = { prefectureCode: "13", prefecture: "東京都", city: "千代田区", town: "千代田" };

const FORMAT = {
  ja: "郵便番号は7桁の数字で入力してください（例：123-4567）",
  "en-us": "The postal code must be 7 digits (e.g. 123-4567)",
};
const REQUIRED = { ja: "郵便番号を入力してください", "en-us": "Please enter the postal code" };

describe("GET /system/new/postal/jp", () => {
  it("answers the prefecture, city and town of a known code, without a token", async () => {
    const res = await get(PATH, { query: { code: "1000001" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: ENVELOPE.OK, msg: expect.any(String), data: [CHIYODA] });
  });

  it("is public: a forged token does not matter", async () => {
    const res = await get(PATH, { query: { code: "1000001" }, token: await forgedToken() });
    expect(res.json).toMatchObject({ code: ENVELOPE.OK, data: [CHIYODA] });
  });

  it.each(["100-0001", "１０００００１", "１００－０００１", "100ー0001", " 100-0001 "])(
    "takes %j (hyphen, full-width, blanks) like 1000001",
    async (code) => {
      const res = await get(PATH, { query: { code } });
      expect(res.json).toMatchObject({ code: ENVELOPE.OK, data: [CHIYODA] });
    },
  );

  it("gives the prefecture code of GET /system/new/area/jp, so a form can select it", async () => {
    const regions = (await get("/system/new/area/jp")).json.data as { code: string; nameJa: string }[];
    const [hokkaido] = (await get(PATH, { query: { code: "060-0001" } })).json.data;
    expect(hokkaido).toEqual({
      prefectureCode: "01",
      prefecture: "北海道",
      city: "札幌市中央区",
      town: "北一条西",
    });
    expect(regions.find((r) => r.code === hokkaido.prefectureCode)?.nameJa).toBe(hokkaido.prefecture);
  });

  it("lists every address of a shared code (two prefectures for 498-0000)", async () => {
    const res = await get(PATH, { query: { code: "4980000" } });
    expect(res.json.data).toEqual([
      { prefectureCode: "23", prefecture: "愛知県", city: "弥富市", town: "" },
      { prefectureCode: "24", prefecture: "三重県", city: "桑名郡木曽岬町", town: "" },
    ]);
  });

  it("answers an empty list for an unknown code", async () => {
    for (const code of ["9999999", "000-0000"]) {
      const res = await get(PATH, { query: { code } });
      expect(res.json).toEqual({ code: ENVELOPE.OK, msg: expect.any(String), data: [] });
    }
  });

  it.each(["ja", "en-us"] as const)(
    "refuses a code that is not 7 digits with the %s message",
    async (lang) => {
      for (const code of ["12345", "100-00011", "1000-001", "〒100-0001", "abcdefg"]) {
        const res = await get(PATH, { query: { code }, lang });
        expect(res.status).toBe(200);
        expect(res.json, code).toEqual({ code: ENVELOPE.BUSINESS, msg: FORMAT[lang] });
      }
      for (const query of [{}, { code: "" }, { code: "  " }]) {
        const res = await get(PATH, { query, lang });
        expect(res.json).toEqual({ code: ENVELOPE.BUSINESS, msg: REQUIRED[lang] });
      }
    },
  );

  it("takes GET only", async () => {
    const res = await call("POST", PATH, { query: { code: "1000001" }, body: {} });
    expect(res.status).toBe(405);
    expect(res.json).toEqual({ code: 405, msg: "このメソッドは使用できません" });
  });
});
