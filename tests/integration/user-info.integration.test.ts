import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeJwt } from "jose";
import { getDb } from "@/lib/db/client";
import { createSession } from "@/lib/auth/session";
import { env, resetEnvForTests } from "@/lib/env";
import { MONTHLY_PURCHASE_BAND } from "@/lib/codes";
import { get, post, type Envelope } from "../helpers/api";
import { createCustomer, forgedToken } from "../helpers/accounts";
import * as files from "../helpers/files";

const UNAUTHORIZED_JA = "ログインの有効期限が切れました。再度ログインしてください";
const NOT_OWNED_JA = "ご自身でアップロードした画像のみアバターに設定できます";

let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "user-info-it-"));
  for (const k of ["S3_BUCKET", "S3_ENDPOINT", "S3_PUBLIC_URL"]) delete process.env[k];
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  resetEnvForTests();
});

async function uploadAs(token: string, bytes: Uint8Array, name: string, modular = "shopmall") {
  const res = await post("/aliyun/oss/upload", { token, form: { file: files.file(bytes, name), modular } });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json as Envelope & { url: string; name: string };
}

/** Expired, revoked, forged, malformed and missing tokens. */
async function badTokens(customerId: number) {
  const expired = await createSession(customerId, "127.0.0.1", "vitest");
  await getDb().session.update({
    where: { id: decodeJwt(expired).jti! },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  const revoked = await createSession(customerId, "127.0.0.1", "vitest");
  await post("/shop/user/logout", { token: revoked });
  return [expired, revoked, await forgedToken(), "garbage", undefined];
}

const profileOf = (id: number) => getDb().customer.findUniqueOrThrow({ where: { id } });

const MOBILE_FORMAT = "携帯電話番号の形式が正しくありません（日本・中国・韓国の携帯電話番号）";

describe("POST /shop/customer/updateInfo", () => {
  it("saves the profile, trimmed, and getPersonInfo counts the shops", async () => {
    const c = await createCustomer();
    const res = await post("/shop/customer/updateInfo", {
      token: c.token,
      body: {
        userName: "  山田商店  ",
        realName: " 山田 太郎 ",
        phone: "090-1234-5678",
        companyName: "株式会社ヤマダ",
        amazonShopName: "Yamada Amazon",
        rakutenShopName: "やまだ楽天市場店",
        monthlyPurchaseBand: String(MONTHLY_PURCHASE_BAND.FROM_1M_TO_3M),
      },
    });
    expect(res.json).toMatchObject({ code: 200, msg: "保存しました" });
    expect(res.json.data).toMatchObject({
      id: c.id,
      userName: "山田商店",
      realName: "山田 太郎",
      phone: "090-1234-5678",
      companyName: "株式会社ヤマダ",
      amazonShopName: "Yamada Amazon",
      rakutenShopName: "やまだ楽天市場店",
      monthlyPurchaseBand: MONTHLY_PURCHASE_BAND.FROM_1M_TO_3M,
    });
    const person = await get("/shop/customer/getPersonInfo", { token: c.token });
    expect(person.json.data).toEqual({
      amazonShopName: "Yamada Amazon",
      rakutenShopName: "やまだ楽天市場店",
      shopCount: 2,
    });
    const info = await get("/shop/customer/getCustomerInfo", { token: c.token });
    expect(info.json.data).toMatchObject({ userName: "山田商店", companyName: "株式会社ヤマダ" });
  });

  it("clears blank fields and leaves absent ones as they are", async () => {
    const c = await createCustomer({ amazonShopName: "Amazon A", rakutenShopName: "Rakuten R" });
    await getDb().customer.update({
      where: { id: c.id },
      data: { phone: "090-1111-2222", monthlyPurchaseBand: 2 },
    });
    const res = await post("/shop/customer/updateInfo", {
      token: c.token,
      body: { userName: "seller", amazonShopName: "   ", monthlyPurchaseBand: "" },
    });
    expect(res.json.code).toBe(200);
    expect(await profileOf(c.id)).toMatchObject({
      userName: "seller",
      amazonShopName: null,
      rakutenShopName: "Rakuten R",
      phone: "090-1111-2222",
      monthlyPurchaseBand: null,
    });
    expect((await get("/shop/customer/getPersonInfo", { token: c.token })).json.data.shopCount).toBe(1);
    await post("/shop/customer/updateInfo", {
      token: c.token,
      body: { userName: "seller", rakutenShopName: null, phone: "" },
    });
    expect(await profileOf(c.id)).toMatchObject({ rakutenShopName: null, phone: null });
  });

  it.each([
    [{}, "ユーザー名を入力してください"],
    [{ userName: "   " }, "ユーザー名を入力してください"],
    [{ userName: "x".repeat(65) }, "ユーザー名は64文字以内で入力してください"],
    [{ userName: "ok", realName: "名".repeat(65) }, "氏名は64文字以内で入力してください"],
    [{ userName: "ok", phone: "phone-number" }, MOBILE_FORMAT],
    [{ userName: "ok", phone: "1".repeat(33) }, MOBILE_FORMAT],
    // SPEC §5 mobile rules: a landline, a mainland number not 1[3-9], a Korean number too short.
    [{ userName: "ok", phone: "03-1234-5678" }, MOBILE_FORMAT],
    [{ userName: "ok", phone: "+86 12345678901" }, MOBILE_FORMAT],
    [{ userName: "ok", phone: "010-123-4567" }, MOBILE_FORMAT],
    [{ userName: "ok", companyName: "c".repeat(129) }, "会社名は128文字以内で入力してください"],
    [{ userName: "ok", amazonShopName: "a".repeat(129) }, "ショップ名は128文字以内で入力してください"],
    [{ userName: "ok", rakutenShopName: "r".repeat(129) }, "ショップ名は128文字以内で入力してください"],
    [{ userName: "ok", monthlyPurchaseBand: 5 }, "月間購入額の区分が正しくありません"],
    [{ userName: "ok", monthlyPurchaseBand: "many" }, "月間購入額の区分が正しくありません"],
    // The first failing rule wins.
    [{ userName: "", phone: "x" }, "ユーザー名を入力してください"],
  ])("refuses %j with the rule's message and changes nothing", async (body, msg) => {
    const c = await createCustomer({ amazonShopName: "Before" });
    const before = await profileOf(c.id);
    const res = await post("/shop/customer/updateInfo", { token: c.token, body });
    expect(res.json).toEqual({ code: 500, msg });
    expect(await profileOf(c.id)).toEqual(before);
  });

  it("speaks the caller's language", async () => {
    const c = await createCustomer();
    const cases = [
      ["zh-cn", "请输入用户名", "手机号格式不正确（日本、中国大陆或韩国手机号）"],
      [
        "en-us",
        "Please enter a user name",
        "Invalid mobile number format (a Japanese, mainland Chinese or Korean mobile)",
      ],
      [
        "ko",
        "사용자 이름을 입력해 주세요",
        "휴대전화 번호 형식이 올바르지 않습니다(일본·중국·한국 휴대전화 번호)",
      ],
    ] as const;
    for (const [lang, userName, phone] of cases) {
      expect((await post("/shop/customer/updateInfo", { token: c.token, lang, body: {} })).json.msg).toBe(
        userName,
      );
      const res = await post("/shop/customer/updateInfo", {
        token: c.token,
        lang,
        body: { userName: "a", phone: "?" },
      });
      expect(res.json.msg).toBe(phone);
    }
  });

  it("changes only the caller's own profile whatever ids the body carries", async () => {
    const a = await createCustomer({ amazonShopName: "A shop" });
    const b = await createCustomer();
    const beforeA = await profileOf(a.id);
    const res = await post("/shop/customer/updateInfo", {
      token: b.token,
      body: { id: a.id, customerId: a.id, email: a.email, userName: "B renamed", amazonShopName: "B shop" },
    });
    expect(res.json.data).toMatchObject({ id: b.id, email: b.email, userName: "B renamed" });
    expect(await profileOf(a.id)).toEqual(beforeA);
    expect((await profileOf(b.id)).email).toBe(b.email);
  });

  it("answers 401 to missing, forged, expired and revoked tokens and changes nothing", async () => {
    const c = await createCustomer();
    const before = await profileOf(c.id);
    for (const token of await badTokens(c.id)) {
      const res = await post("/shop/customer/updateInfo", { token, body: { userName: "hacked" } });
      expect(res.json).toEqual({ code: 401, msg: UNAUTHORIZED_JA });
    }
    expect(await profileOf(c.id)).toEqual(before);
  });
});

describe("GET /shop/user/updateAvatar", () => {
  it("sets an image the customer uploaded; the profile shows it", async () => {
    const c = await createCustomer();
    const up = await uploadAs(c.token, await files.png(), "me.png", "avatar");
    const res = await get("/shop/user/updateAvatar", { token: c.token, query: { avatar: up.url } });
    expect(res.json).toEqual({ code: 200, msg: "アバターを更新しました", data: { avatar: up.url } });
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.data.avatar).toBe(up.url);
  });

  it("accepts the same URL written absolute on this shop's origin", async () => {
    const c = await createCustomer();
    const up = await uploadAs(c.token, await files.jpg(), "me.jpg");
    const absolute = new URL(up.url, env().APP_URL).toString();
    const res = await get("/shop/user/updateAvatar", { token: c.token, query: { avatar: absolute } });
    expect(res.json.data).toEqual({ avatar: up.url });
  });

  it("refuses another customer's upload, arbitrary URLs and own non-images; nothing changes", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const own = await uploadAs(b.token, await files.png(), "b.png");
    await get("/shop/user/updateAvatar", { token: b.token, query: { avatar: own.url } });
    const theirs = await uploadAs(a.token, await files.png(), "a.png");
    const ownPdf = await uploadAs(b.token, files.pdf(), "b.pdf", "document");
    const before = await profileOf(b.id);
    for (const avatar of [
      theirs.url,
      `https://evil.example.test${theirs.url}`,
      "https://example.com/cat.png",
      "/uploads/shopmall/2026/01/00000000-0000-0000-0000-000000000000.png",
      "javascript:alert(1)",
      ownPdf.url,
    ]) {
      const res = await get("/shop/user/updateAvatar", { token: b.token, query: { avatar } });
      expect(res.json, avatar).toEqual({ code: 500, msg: NOT_OWNED_JA });
    }
    expect((await get("/shop/user/updateAvatar", { token: b.token, query: { avatar: " " } })).json).toEqual({
      code: 500,
      msg: "アバター画像を選択してください",
    });
    expect(
      (await get("/shop/user/updateAvatar", { token: b.token, query: { avatar: theirs.url }, lang: "en-us" }))
        .json.msg,
    ).toBe("Only an image you uploaded yourself can be your avatar");
    expect(await profileOf(b.id)).toEqual(before);
    expect((await profileOf(a.id)).avatar).toBeNull();
  });

  it("answers 401 to missing, forged, expired and revoked tokens", async () => {
    const c = await createCustomer();
    const up = await uploadAs(c.token, await files.png(), "me.png");
    for (const token of await badTokens(c.id)) {
      const res = await get("/shop/user/updateAvatar", { token, query: { avatar: up.url } });
      expect(res.json).toEqual({ code: 401, msg: UNAUTHORIZED_JA });
    }
    expect((await profileOf(c.id)).avatar).toBeNull();
  });
});

describe("GET /shop/customer/getCustomerLabelCount", () => {
  it("counts the caller's own labels only", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    expect((await get("/shop/customer/getCustomerLabelCount", { token: a.token })).json).toEqual({
      code: 200,
      msg: "操作に成功しました",
      data: 0,
    });
    await getDb().label.createMany({
      data: [
        { customerId: a.id, labelType: "fba", fnsku: "X001ABCDEF", fileUrl: "/uploads/a1.pdf" },
        { customerId: a.id, labelType: "trade", fileUrl: "/uploads/a2.pdf" },
        { customerId: b.id, labelType: "shipping", fileUrl: "/uploads/b1.pdf" },
      ],
    });
    expect((await get("/shop/customer/getCustomerLabelCount", { token: a.token })).json.data).toBe(2);
    expect(
      (await get("/shop/customer/getCustomerLabelCount", { token: b.token, query: { customerId: a.id } }))
        .json.data,
    ).toBe(1);
  });

  it("answers 401 to missing, forged, expired and revoked tokens", async () => {
    const c = await createCustomer();
    for (const token of await badTokens(c.id)) {
      const res = await get("/shop/customer/getCustomerLabelCount", { token });
      expect(res.json).toEqual({ code: 401, msg: UNAUTHORIZED_JA });
    }
  });
});
