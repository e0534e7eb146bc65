import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { getDb } from "@/lib/db/client";
import { createSession } from "@/lib/auth/session";
import { CONTAINER_STATUS, LIMITS, SHIPPING_MODE } from "@/lib/codes";
import { call, get, post, type Envelope } from "../helpers/api";
import { createCustomer, forgedToken } from "../helpers/accounts";

const UNAUTHORIZED_JA = "ログインの有効期限が切れました。再度ログインしてください";
const NOT_FOUND_JA = "データが見つかりません";
const LIMIT_JA = "お届け先住所は最大10件まで登録できます";

type Region = { id: number; code: string; name: string };
let regions: Region[] = [];
const region = (code: string) => regions.find((r) => r.code === code)!;

beforeAll(async () => {
  // The first read fills an empty table with the 47 prefectures (fresh database without demo seed).
  regions = (await get("/system/new/area/jp")).json.data;
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "山田 太郎",
  postalCode: "150-0002",
  regionId: region("13").id,
  address: "渋谷区渋谷2-15-1 ヤマダビル5F",
  phone: "090-1234-5678",
  email: "taro@example.test",
  companyName: "株式会社ヤマダ",
  ...overrides,
});

const save = (token: string, b: Record<string, unknown>, lang?: string) =>
  post("/shop/configAddressInfo/insertAndEdit", { token, body: b, lang });

/** The customer's rows as stored (to prove a refused call changed nothing). */
const rowsOf = (customerId: number) =>
  getDb().address.findMany({ where: { customerId }, orderBy: { id: "asc" } });

async function insert(token: string, overrides: Record<string, unknown> = {}) {
  const res = await save(token, body(overrides));
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data as { id: number; isDefault: boolean };
}

/** Expired, revoked, forged, malformed and missing tokens all answer 401 without data. */
async function expectTokensRefused(
  customerId: number,
  send: (token: string | undefined) => Promise<{ json: Envelope }>,
) {
  const expired = await createSession(customerId, "127.0.0.1", "vitest");
  await getDb().session.update({
    where: { id: decodeJwt(expired).jti! },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  const revoked = await createSession(customerId, "127.0.0.1", "vitest");
  expect((await post("/shop/user/logout", { token: revoked })).json.code).toBe(200);
  for (const token of [expired, revoked, await forgedToken(), "garbage", undefined]) {
    const res = await send(token);
    expect(res.json).toMatchObject({ code: 401, msg: UNAUTHORIZED_JA });
    expect(res.json.data).toBeUndefined();
    expect(res.json.rows).toBeUndefined();
  }
}

describe("GET /system/new/area/jp", () => {
  it("lists the 47 prefectures in JIS order with every language's name, without a token", async () => {
    const res = await get("/system/new/area/jp");
    expect(res.json.code).toBe(200);
    const list = res.json.data as Record<string, unknown>[];
    expect(list).toHaveLength(47);
    expect(list.map((r) => r.code)).toEqual(
      Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, "0")),
    );
    expect(Object.keys(list[0]).sort()).toEqual([
      "code",
      "id",
      "name",
      "nameEn",
      "nameJa",
      "nameKo",
      "nameZh",
    ]);
    expect(list[0]).toMatchObject({ code: "01", name: "北海道", nameEn: "Hokkaido" });
    expect(list[12]).toMatchObject({
      code: "13",
      name: "東京都",
      nameJa: "東京都",
      nameEn: "Tokyo",
      nameZh: "东京都",
      nameKo: "도쿄도",
    });
    expect(list[46]).toMatchObject({ code: "47", nameJa: "沖縄県" });
  });

  it.each([
    ["zh-cn", "东京都"],
    ["en-us", "Tokyo"],
    ["ko", "도쿄도"],
  ])("names them in the request language (%s)", async (lang, tokyo) => {
    const res = await get("/system/new/area/jp", { lang });
    expect(res.json.data.find((r: Region) => r.code === "13").name).toBe(tokyo);
  });

  it("is public: even a forged token gets the list", async () => {
    const res = await get("/system/new/area/jp", { token: await forgedToken() });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toHaveLength(47);
  });
});

describe("POST /shop/configAddressInfo/insertAndEdit — insert", () => {
  it("creates the first address as the default and returns it with the localized prefecture", async () => {
    const c = await createCustomer();
    const res = await save(c.token, body({ isDefault: false }));
    expect(res.json).toMatchObject({ code: 200, msg: "住所を保存しました" });
    expect(res.json.data).toMatchObject({
      name: "山田 太郎",
      postalCode: "150-0002",
      regionId: region("13").id,
      regionCode: "13",
      regionName: "東京都",
      address: "渋谷区渋谷2-15-1 ヤマダビル5F",
      phone: "090-1234-5678",
      email: "taro@example.test",
      companyName: "株式会社ヤマダ",
      isDefault: true,
    });
    const rows = await rowsOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.json.data.id, isDefault: true, customerId: c.id });
  });

  it("normalizes the postal code (7 digits or full-width) and treats blank optional fields as none", async () => {
    const c = await createCustomer();
    const a = await save(c.token, body({ postalCode: "1500002", email: "", companyName: "  " }));
    expect(a.json.data).toMatchObject({ postalCode: "150-0002", email: null, companyName: null });
    const b = await save(
      c.token,
      body({ postalCode: "１５０－０００２", phone: "０３－１２３４－５６７８" }),
    );
    expect(b.json.data).toMatchObject({ postalCode: "150-0002", phone: "03-1234-5678" });
    const d = await save(
      c.token,
      body({ email: null, companyName: null, regionId: String(region("27").id) }),
    );
    expect(d.json.data).toMatchObject({ email: null, companyName: null, regionName: "大阪府" });
  });

  it("isDefault: true moves the default to the new address (exactly one default)", async () => {
    const c = await createCustomer();
    const first = await insert(c.token);
    const second = await insert(c.token, { name: "二番目" });
    expect(second.isDefault).toBe(false);
    const third = await insert(c.token, { name: "三番目", isDefault: true });
    expect(third.isDefault).toBe(true);
    const rows = await rowsOf(c.id);
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([third.id]);
    expect(rows.find((r) => r.id === first.id)!.isDefault).toBe(false);
  });

  const JA = {
    name: "氏名を入力してください",
    nameLength: "氏名は64文字以内で入力してください",
    postalRequired: "郵便番号を入力してください",
    postal: "郵便番号は7桁の数字で入力してください（例：123-4567）",
    region: "都道府県を選択してください",
    regionInvalid: "選択された都道府県が存在しません",
    address: "住所を入力してください",
    addressLength: "住所は255文字以内で入力してください",
    phoneRequired: "電話番号を入力してください",
    phone: "電話番号の形式が正しくありません",
    email: "メールアドレスの形式が正しくありません",
    company: "会社名は128文字以内で入力してください",
  };
  it.each([
    ["no name", { name: undefined }, JA.name],
    ["blank name", { name: "   " }, JA.name],
    ["name of 65 characters", { name: "あ".repeat(65) }, JA.nameLength],
    ["no postal code", { postalCode: "" }, JA.postalRequired],
    ["6-digit postal code", { postalCode: "150-002" }, JA.postal],
    ["8-digit postal code", { postalCode: "15000021" }, JA.postal],
    ["hyphen in the wrong place", { postalCode: "1500-002" }, JA.postal],
    ["letters in the postal code", { postalCode: "150-000A" }, JA.postal],
    ["no region", { regionId: undefined }, JA.region],
    ["region 0", { regionId: 0 }, JA.region],
    ["region not a number", { regionId: "tokyo" }, JA.region],
    ["unknown region", { regionId: 2_000_000_000 }, JA.regionInvalid],
    ["no address", { address: "" }, JA.address],
    ["address of 256 characters", { address: "a".repeat(256) }, JA.addressLength],
    ["no phone", { phone: undefined }, JA.phoneRequired],
    ["phone with letters", { phone: "090-abcd-5678" }, JA.phone],
    ["phone too short", { phone: "123-456" }, JA.phone],
    ["bad email", { email: "taro@" }, JA.email],
    ["company of 129 characters", { companyName: "社".repeat(129) }, JA.company],
  ])("refuses %s with the rule's message and stores nothing", async (_, overrides, msg) => {
    const c = await createCustomer();
    const res = await save(c.token, body(overrides));
    expect(res.json).toEqual({ code: 500, msg });
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it("names the first failing rule only, in the request language", async () => {
    const c = await createCustomer();
    const b = { ...body(), name: "", postalCode: "x", phone: "" };
    expect((await save(c.token, b)).json.msg).toBe(JA.name);
    expect((await save(c.token, b, "en-us")).json.msg).toBe("Please enter the name");
    expect((await save(c.token, b, "zh-cn")).json.msg).toBe("请输入姓名");
    expect((await save(c.token, b, "ko")).json.msg).toBe("이름을 입력하세요");
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it("refuses the 11th address with the limit message and creates nothing", async () => {
    const c = await createCustomer();
    for (let i = 0; i < LIMITS.maxAddresses; i++) await insert(c.token, { name: `住所${i + 1}` });
    const before = await rowsOf(c.id);
    expect(before).toHaveLength(10);
    const res = await save(c.token, body({ name: "11件目" }));
    expect(res.json).toEqual({ code: 500, msg: LIMIT_JA });
    expect((await save(c.token, body(), "en-us")).json.msg).toBe(
      "You can register at most 10 delivery addresses",
    );
    expect(await rowsOf(c.id)).toEqual(before);
    // Editing still works at the limit.
    const edit = await save(c.token, body({ id: before[3].id, name: "編集OK" }));
    expect(edit.json.code).toBe(200);
    expect(edit.json.data.name).toBe("編集OK");
  });

  it("holds the limit when three inserts race at nine", async () => {
    const c = await createCustomer();
    for (let i = 0; i < 9; i++) await insert(c.token, { name: `住所${i + 1}` });
    const results = await Promise.all([1, 2, 3].map((i) => save(c.token, body({ name: `競合${i}` }))));
    const codes = results.map((r) => r.json.code).sort();
    expect(codes).toEqual([200, 500, 500]);
    expect(results.filter((r) => r.json.code === 500).every((r) => r.json.msg === LIMIT_JA)).toBe(true);
    const rows = await rowsOf(c.id);
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("keeps exactly one default when several inserts ask for it at once", async () => {
    const c = await createCustomer();
    await Promise.all([1, 2, 3, 4].map((i) => save(c.token, body({ name: `同時${i}`, isDefault: true }))));
    const rows = await rowsOf(c.id);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("refuses expired, revoked and forged tokens and creates nothing", async () => {
    const c = await createCustomer();
    await expectTokensRefused(c.id, (token) =>
      post("/shop/configAddressInfo/insertAndEdit", { token, body: body() }),
    );
    expect(await rowsOf(c.id)).toEqual([]);
  });
});

describe("POST /shop/configAddressInfo/insertAndEdit — edit", () => {
  it("edits the own address", async () => {
    const c = await createCustomer();
    const a = await insert(c.token);
    const res = await save(c.token, {
      id: a.id,
      name: "山田 花子",
      postalCode: "5300001",
      regionId: region("27").id,
      address: "大阪市北区梅田1-3-1",
      phone: "06-6345-1234",
    });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toMatchObject({
      id: a.id,
      name: "山田 花子",
      postalCode: "530-0001",
      regionName: "大阪府",
      email: null,
      companyName: null,
      isDefault: true,
    });
    const [row] = await rowsOf(c.id);
    expect(row).toMatchObject({ id: a.id, name: "山田 花子", regionId: region("27").id, email: null });
  });

  it("isDefault: true on edit moves the default; false never leaves the customer without one", async () => {
    const c = await createCustomer();
    const first = await insert(c.token);
    const second = await insert(c.token, { name: "二番目" });
    await save(c.token, body({ id: first.id, isDefault: false, name: "まだ既定" }));
    expect((await rowsOf(c.id)).find((r) => r.id === first.id)!.isDefault).toBe(true);
    const res = await save(c.token, body({ id: second.id, isDefault: true }));
    expect(res.json.data.isDefault).toBe(true);
    const rows = await rowsOf(c.id);
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([second.id]);
  });

  it("cannot edit another customer's address (not found, nothing changed)", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const a = await insert(owner.token);
    const before = await rowsOf(owner.id);
    const res = await save(other.token, body({ id: a.id, name: "乗っ取り", isDefault: true }));
    expect(res.json).toEqual({ code: 500, msg: NOT_FOUND_JA });
    expect(await rowsOf(owner.id)).toEqual(before);
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it("refuses bad input on edit and leaves the row unchanged", async () => {
    const c = await createCustomer();
    const a = await insert(c.token);
    const before = await rowsOf(c.id);
    expect((await save(c.token, body({ id: a.id, postalCode: "12345" }))).json.msg).toBe(
      "郵便番号は7桁の数字で入力してください（例：123-4567）",
    );
    expect((await save(c.token, body({ id: a.id, regionId: 2_000_000_000 }))).json.msg).toBe(
      "選択された都道府県が存在しません",
    );
    expect((await save(c.token, body({ id: "abc" }))).json.msg).toBe("入力内容が正しくありません（id）");
    expect((await save(c.token, body({ id: 2_000_000_000 }))).json.msg).toBe(NOT_FOUND_JA);
    expect(await rowsOf(c.id)).toEqual(before);
  });
});

describe("GET /shop/configAddressInfo/list", () => {
  it("lists the own addresses, default first then newest, paged, with localized prefectures", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    await insert(other.token, { name: "他人" });
    const a = await insert(c.token, { name: "A" });
    const b = await insert(c.token, { name: "B", regionId: region("01").id });
    const d = await insert(c.token, { name: "D", regionId: region("47").id });
    const res = await get("/shop/configAddressInfo/list", { token: c.token });
    expect(res.json).toMatchObject({ code: 200, total: 3 });
    expect(res.json.rows!.map((r) => r.id)).toEqual([a.id, d.id, b.id]);
    expect(res.json.rows![0]).toMatchObject({ isDefault: true, regionName: "東京都" });
    expect(res.json.rows![1].regionName).toBe("沖縄県");

    const en = await get("/shop/configAddressInfo/list", { token: c.token, lang: "en-us" });
    expect(en.json.rows!.map((r) => r.regionName)).toEqual(["Tokyo", "Okinawa", "Hokkaido"]);

    const page2 = await get("/shop/configAddressInfo/list", {
      token: c.token,
      query: { pageNum: 2, pageSize: 2 },
    });
    expect(page2.json).toMatchObject({ code: 200, total: 3 });
    expect(page2.json.rows!.map((r) => r.id)).toEqual([b.id]);
  });

  it("shows nothing of another customer", async () => {
    const owner = await createCustomer();
    await insert(owner.token);
    const other = await createCustomer();
    const res = await get("/shop/configAddressInfo/list", { token: other.token });
    expect(res.json).toEqual({ code: 200, msg: "操作に成功しました", total: 0, rows: [] });
  });

  it("refuses a bad page size", async () => {
    const c = await createCustomer();
    const res = await get("/shop/configAddressInfo/list", { token: c.token, query: { pageSize: 0 } });
    expect(res.json).toEqual({ code: 500, msg: "入力内容が正しくありません（pageSize）" });
  });

  it("refuses expired, revoked and forged tokens", async () => {
    const c = await createCustomer();
    await insert(c.token);
    await expectTokensRefused(c.id, (token) => get("/shop/configAddressInfo/list", { token }));
  });
});

describe("GET /shop/configAddressInfo/{id}", () => {
  it("returns the own address and hides others'", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    const a = await insert(c.token);
    const own = await get(`/shop/configAddressInfo/${a.id}`, { token: c.token, lang: "zh-cn" });
    expect(own.json.data).toMatchObject({ id: a.id, regionName: "东京都" });
    expect((await get(`/shop/configAddressInfo/${a.id}`, { token: other.token })).json).toEqual({
      code: 500,
      msg: NOT_FOUND_JA,
    });
    expect((await get("/shop/configAddressInfo/abc", { token: c.token })).json.msg).toBe(NOT_FOUND_JA);
    await expectTokensRefused(c.id, (token) => get(`/shop/configAddressInfo/${a.id}`, { token }));
  });
});

describe("POST /shop/configAddressInfo/setDefault/{id}", () => {
  it("makes the own address the default and unsets the others", async () => {
    const c = await createCustomer();
    const a = await insert(c.token);
    const b = await insert(c.token, { name: "B" });
    const res = await post(`/shop/configAddressInfo/setDefault/${b.id}`, { token: c.token });
    expect(res.json).toMatchObject({ code: 200, msg: "既定の住所を変更しました" });
    expect(res.json.data).toMatchObject({ id: b.id, isDefault: true });
    const rows = await rowsOf(c.id);
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([b.id]);
    expect(rows.find((r) => r.id === a.id)!.isDefault).toBe(false);
  });

  it("keeps one default when several are chosen at once", async () => {
    const c = await createCustomer();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await insert(c.token, { name: `N${i}` })).id);
    await Promise.all(ids.map((id) => post(`/shop/configAddressInfo/setDefault/${id}`, { token: c.token })));
    expect((await rowsOf(c.id)).filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("cannot touch another customer's address", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    await insert(owner.token);
    const b = await insert(owner.token, { name: "B" });
    const mine = await insert(other.token);
    const before = await rowsOf(owner.id);
    const res = await post(`/shop/configAddressInfo/setDefault/${b.id}`, { token: other.token });
    expect(res.json).toEqual({ code: 500, msg: NOT_FOUND_JA });
    expect(await rowsOf(owner.id)).toEqual(before);
    expect((await rowsOf(other.id)).find((r) => r.id === mine.id)!.isDefault).toBe(true);
    expect((await post("/shop/configAddressInfo/setDefault/x", { token: owner.token })).json.msg).toBe(
      NOT_FOUND_JA,
    );
  });

  it("refuses expired, revoked and forged tokens", async () => {
    const c = await createCustomer();
    await insert(c.token);
    const b = await insert(c.token, { name: "B" });
    await expectTokensRefused(c.id, (token) => post(`/shop/configAddressInfo/setDefault/${b.id}`, { token }));
    expect((await rowsOf(c.id)).find((r) => r.id === b.id)!.isDefault).toBe(false);
  });
});

describe("delete: POST /shop/configAddressInfo/delete/{id} and DELETE /shop/configAddressInfo/{id}", () => {
  it("deletes the own address; when the default goes, the oldest remaining one takes over", async () => {
    const c = await createCustomer();
    const a = await insert(c.token);
    const b = await insert(c.token, { name: "B" });
    const d = await insert(c.token, { name: "D" });
    const res = await post(`/shop/configAddressInfo/delete/${a.id}`, { token: c.token });
    expect(res.json).toEqual({ code: 200, msg: "住所を削除しました" });
    let rows = await rowsOf(c.id);
    expect(rows.map((r) => r.id)).toEqual([b.id, d.id]);
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([b.id]);

    const del = await call("DELETE", `/shop/configAddressInfo/${d.id}`, { token: c.token });
    expect(del.json.code).toBe(200);
    rows = await rowsOf(c.id);
    expect(rows.map((r) => [r.id, r.isDefault])).toEqual([[b.id, true]]);
    // Gone is gone.
    expect((await post(`/shop/configAddressInfo/delete/${d.id}`, { token: c.token })).json.msg).toBe(
      NOT_FOUND_JA,
    );
  });

  it("cannot delete another customer's address", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const a = await insert(owner.token);
    const before = await rowsOf(owner.id);
    expect((await post(`/shop/configAddressInfo/delete/${a.id}`, { token: other.token })).json).toEqual({
      code: 500,
      msg: NOT_FOUND_JA,
    });
    expect((await call("DELETE", `/shop/configAddressInfo/${a.id}`, { token: other.token })).json.msg).toBe(
      NOT_FOUND_JA,
    );
    expect(await rowsOf(owner.id)).toEqual(before);
  });

  it("refuses while a packing list that has not shipped uses it, allows it after dispatch", async () => {
    const c = await createCustomer();
    const a = await insert(c.token);
    const container = await getDb().container.create({
      data: {
        customerId: c.id,
        containerNo: `T${randomUUID().slice(0, 12)}`,
        status: CONTAINER_STATUS.AWAITING_PAYMENT,
        shippingMode: SHIPPING_MODE.AIR,
        addressId: a.id,
      },
    });
    const res = await post(`/shop/configAddressInfo/delete/${a.id}`, { token: c.token });
    expect(res.json).toEqual({ code: 500, msg: "発送前の梱包リストで使用中のため削除できません" });
    expect(await rowsOf(c.id)).toHaveLength(1);
    await getDb().container.update({
      where: { id: container.id },
      data: { status: CONTAINER_STATUS.DISPATCHED },
    });
    expect((await post(`/shop/configAddressInfo/delete/${a.id}`, { token: c.token })).json.code).toBe(200);
    expect(await rowsOf(c.id)).toEqual([]);
    expect((await getDb().container.findUniqueOrThrow({ where: { id: container.id } })).addressId).toBeNull();
    await getDb().container.delete({ where: { id: container.id } });
  });

  it("refuses expired, revoked and forged tokens and deletes nothing", async () => {
    const c = await createCustomer();
    const a = await insert(c.token);
    await expectTokensRefused(c.id, (token) => post(`/shop/configAddressInfo/delete/${a.id}`, { token }));
    await expectTokensRefused(c.id, (token) => call("DELETE", `/shop/configAddressInfo/${a.id}`, { token }));
    expect(await rowsOf(c.id)).toHaveLength(1);
  });
});
