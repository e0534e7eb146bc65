import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { getDb } from "@/lib/db/client";
import { createSession } from "@/lib/auth/session";
import { CONTAINER_STATUS, SHIPPING_MODE } from "@/lib/codes";
import { call, get, post, type Envelope } from "../helpers/api";
import { createCustomer, forgedToken } from "../helpers/accounts";

const UNAUTHORIZED_JA = "ログインの有効期限が切れました。再度ログインしてください";
const NOT_FOUND_JA = "データが見つかりません";
const CUSTOMS_JA = "通関コードは「p」または「P」と12桁の数字で入力してください";

const put = (path: string, o?: Parameters<typeof call>[2]) => call("PUT", path, o);

const body = (overrides: Record<string, unknown> = {}) => ({
  importerName: "株式会社ヤマダトレーディング",
  customsCode: "P123456789012",
  naccsAccount: "5YMD1",
  corporateId: "2011001234567",
  phone: "03-1234-5678",
  postalCode: "150-0002",
  address: "東京都渋谷区渋谷2-15-1 ヤマダビル5F",
  email: "import@example.test",
  ...overrides,
});

const rowsOf = (customerId: number) =>
  getDb().clearancePerson.findMany({ where: { customerId }, orderBy: { id: "asc" } });

async function add(token: string, overrides: Record<string, unknown> = {}) {
  const res = await post("/system/shopClearance", { token, body: body(overrides) });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data as { id: number };
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

describe("customs clearance code (SPEC §5: p or P followed by 12 digits)", () => {
  it.each([
    ["P123456789012", "P123456789012"],
    ["p123456789012", "p123456789012"],
    ["P000000000000", "P000000000000"],
    ["p999999999999", "p999999999999"],
    // Surrounding blanks are trimmed; full-width input (IME) is read as ASCII.
    ["  P123456789012 ", "P123456789012"],
    ["Ｐ１２３４５６７８９０１２", "P123456789012"],
  ])("accepts %j (stored as %s)", async (input, stored) => {
    const c = await createCustomer();
    const res = await post("/system/shopClearance", { token: c.token, body: body({ customsCode: input }) });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.data.customsCode).toBe(stored);
    expect((await rowsOf(c.id)).map((r) => r.customsCode)).toEqual([stored]);
  });

  it.each([
    ["11 digits", "P12345678901"],
    ["13 digits", "P1234567890123"],
    ["no letter", "123456789012"],
    ["digits only, 13", "1234567890123"],
    ["another letter", "Q123456789012"],
    ["letter at the end", "123456789012P"],
    ["two letters", "PP12345678901"],
    ["space after the letter", "P 123456789012"],
    ["space between digits", "P123456 789012"],
    ["full-width space inside", "P123456　789012"],
    ["a letter among the digits", "P12345678901a"],
    ["hyphen", "P1234-5678-9012"],
    ["only the letter", "P"],
  ])("refuses %s (%j) with the rule's message and stores nothing", async (_, customsCode) => {
    const c = await createCustomer();
    const res = await post("/system/shopClearance", { token: c.token, body: body({ customsCode }) });
    expect(res.json).toEqual({ code: 500, msg: CUSTOMS_JA });
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it("asks for it when missing, in every language", async () => {
    const c = await createCustomer();
    const b = body({ customsCode: "" });
    const msgs = await Promise.all(
      ["ja", "zh-cn", "en-us", "ko"].map(
        async (lang) => (await post("/system/shopClearance", { token: c.token, body: b, lang })).json.msg,
      ),
    );
    expect(msgs).toEqual([
      "通関コードを入力してください",
      "请输入清关编码",
      "Please enter the customs clearance code",
      "통관 코드를 입력하세요",
    ]);
    const wrong = await post("/system/shopClearance", {
      token: c.token,
      body: body({ customsCode: "X1" }),
      lang: "en-us",
    });
    expect(wrong.json.msg).toBe("The customs clearance code must be p or P followed by 12 digits");
    expect(await rowsOf(c.id)).toEqual([]);
  });
});

describe("POST /system/shopClearance", () => {
  it("adds a clearance person and returns it", async () => {
    const c = await createCustomer();
    const res = await post("/system/shopClearance", { token: c.token, body: body({ id: 12345 }) });
    expect(res.json).toMatchObject({ code: 200, msg: "通関者を保存しました" });
    expect(res.json.data).toMatchObject({
      importerName: "株式会社ヤマダトレーディング",
      customsCode: "P123456789012",
      naccsAccount: "5YMD1",
      corporateId: "2011001234567",
      phone: "03-1234-5678",
      postalCode: "150-0002",
      address: "東京都渋谷区渋谷2-15-1 ヤマダビル5F",
      email: "import@example.test",
    });
    // An id in the body never picks a row: it is a new one.
    expect(res.json.data.id).not.toBe(12345);
    expect((await rowsOf(c.id)).map((r) => r.id)).toEqual([res.json.data.id]);
  });

  it("stores blank optional fields as none and normalizes the postal code", async () => {
    const c = await createCustomer();
    const res = await post("/system/shopClearance", {
      token: c.token,
      body: body({ naccsAccount: "", corporateId: " ", email: null, postalCode: "5300001" }),
    });
    expect(res.json.data).toMatchObject({
      naccsAccount: null,
      corporateId: null,
      email: null,
      postalCode: "530-0001",
    });
  });

  it.each([
    ["no importer name", { importerName: "" }, "輸入者名を入力してください"],
    [
      "importer name of 129 characters",
      { importerName: "輸".repeat(129) },
      "輸入者名は128文字以内で入力してください",
    ],
    [
      "NACCS account with a hyphen",
      { naccsAccount: "5Y-MD1" },
      "NACCSアカウントは32文字以内の英数字で入力してください",
    ],
    [
      "NACCS account of 33 characters",
      { naccsAccount: "A".repeat(33) },
      "NACCSアカウントは32文字以内の英数字で入力してください",
    ],
    ["corporate ID of 12 digits", { corporateId: "401100123456" }, "法人番号は13桁の数字で入力してください"],
    ["corporate ID with letters", { corporateId: "40110012345AB" }, "法人番号は13桁の数字で入力してください"],
    [
      "corporate ID with a wrong check digit",
      { corporateId: "4011001234567" },
      "法人番号が正しくありません（先頭のチェックデジットが一致しません）",
    ],
    ["no phone", { phone: "" }, "電話番号を入力してください"],
    ["bad phone", { phone: "03-1234-abcd" }, "電話番号の形式が正しくありません"],
    ["no postal code", { postalCode: undefined }, "郵便番号を入力してください"],
    ["bad postal code", { postalCode: "150-00022" }, "郵便番号は7桁の数字で入力してください（例：123-4567）"],
    ["no address", { address: " " }, "住所を入力してください"],
    ["bad email", { email: "import@@example" }, "メールアドレスの形式が正しくありません"],
  ])("refuses %s with the rule's message and stores nothing", async (_, overrides, msg) => {
    const c = await createCustomer();
    const res = await post("/system/shopClearance", { token: c.token, body: body(overrides) });
    expect(res.json).toEqual({ code: 500, msg });
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it("refuses expired, revoked and forged tokens and stores nothing", async () => {
    const c = await createCustomer();
    await expectTokensRefused(c.id, (token) => post("/system/shopClearance", { token, body: body() }));
    expect(await rowsOf(c.id)).toEqual([]);
  });
});

describe("PUT /system/shopClearance", () => {
  it("edits the own clearance person", async () => {
    const c = await createCustomer();
    const p = await add(c.token);
    const res = await put("/system/shopClearance", {
      token: c.token,
      body: body({ id: p.id, importerName: "山田 太郎", customsCode: "p987654321098", naccsAccount: "" }),
    });
    expect(res.json).toMatchObject({ code: 200, msg: "通関者を保存しました" });
    expect(res.json.data).toMatchObject({
      id: p.id,
      importerName: "山田 太郎",
      customsCode: "p987654321098",
      naccsAccount: null,
    });
    const [row] = await rowsOf(c.id);
    expect(row).toMatchObject({
      importerName: "山田 太郎",
      customsCode: "p987654321098",
      naccsAccount: null,
    });
  });

  it("cannot edit another customer's clearance person (not found, nothing changed)", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const p = await add(owner.token);
    const before = await rowsOf(owner.id);
    const res = await put("/system/shopClearance", {
      token: other.token,
      body: body({ id: p.id, importerName: "乗っ取り" }),
    });
    expect(res.json).toEqual({ code: 500, msg: NOT_FOUND_JA });
    expect(await rowsOf(owner.id)).toEqual(before);
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it("refuses bad input and a missing id, leaving the row unchanged", async () => {
    const c = await createCustomer();
    const p = await add(c.token);
    const before = await rowsOf(c.id);
    const bad = await put("/system/shopClearance", {
      token: c.token,
      body: body({ id: p.id, customsCode: "P12345678901" }),
    });
    expect(bad.json).toEqual({ code: 500, msg: CUSTOMS_JA });
    const noId = await put("/system/shopClearance", { token: c.token, body: body() });
    expect(noId.json).toEqual({ code: 500, msg: "入力内容が正しくありません（id）" });
    const unknown = await put("/system/shopClearance", { token: c.token, body: body({ id: 2_000_000_000 }) });
    expect(unknown.json.msg).toBe(NOT_FOUND_JA);
    expect(await rowsOf(c.id)).toEqual(before);
  });

  it("refuses expired, revoked and forged tokens and changes nothing", async () => {
    const c = await createCustomer();
    const p = await add(c.token);
    const before = await rowsOf(c.id);
    await expectTokensRefused(c.id, (token) =>
      put("/system/shopClearance", { token, body: body({ id: p.id, importerName: "X" }) }),
    );
    expect(await rowsOf(c.id)).toEqual(before);
  });
});

describe("GET /system/shopClearance/list, GET /system/shopClearance, getCount, GET /{id}", () => {
  it("lists the own clearance persons newest first, paged, on both paths", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    await add(other.token, { importerName: "他人" });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await add(c.token, { importerName: `輸入者${i}` })).id);
    for (const path of ["/system/shopClearance/list", "/system/shopClearance"]) {
      const res = await get(path, { token: c.token });
      expect(res.json).toMatchObject({ code: 200, total: 3 });
      expect(res.json.rows!.map((r) => r.id)).toEqual([...ids].reverse());
      expect(res.json.data).toBeUndefined();
      const page = await get(path, { token: c.token, query: { pageNum: 2, pageSize: 2 } });
      expect(page.json).toMatchObject({ total: 3 });
      expect(page.json.rows!.map((r) => r.id)).toEqual([ids[0]]);
    }
    const count = await get("/system/shopClearance/getCount", { token: c.token });
    expect(count.json).toEqual({ code: 200, msg: "操作に成功しました", data: 3 });
    const one = await get(`/system/shopClearance/${ids[1]}`, { token: c.token });
    expect(one.json.data).toMatchObject({ id: ids[1], importerName: "輸入者1" });
  });

  it("shows nothing of another customer", async () => {
    const owner = await createCustomer();
    const p = await add(owner.token);
    const other = await createCustomer();
    expect((await get("/system/shopClearance/list", { token: other.token })).json).toMatchObject({
      code: 200,
      total: 0,
      rows: [],
    });
    expect((await get("/system/shopClearance/getCount", { token: other.token })).json.data).toBe(0);
    expect((await get(`/system/shopClearance/${p.id}`, { token: other.token })).json).toEqual({
      code: 500,
      msg: NOT_FOUND_JA,
    });
  });

  it("refuses a bad page number", async () => {
    const c = await createCustomer();
    const res = await get("/system/shopClearance/list", { token: c.token, query: { pageNum: "x" } });
    expect(res.json).toEqual({ code: 500, msg: "入力内容が正しくありません（pageNum）" });
  });

  it("refuses expired, revoked and forged tokens", async () => {
    const c = await createCustomer();
    const p = await add(c.token);
    await expectTokensRefused(c.id, (token) => get("/system/shopClearance/list", { token }));
    await expectTokensRefused(c.id, (token) => get("/system/shopClearance", { token }));
    await expectTokensRefused(c.id, (token) => get("/system/shopClearance/getCount", { token }));
    await expectTokensRefused(c.id, (token) => get(`/system/shopClearance/${p.id}`, { token }));
  });
});

describe("delete: DELETE /system/shopClearance/{id} and POST /system/shopClearance/delete/{id}", () => {
  it("deletes the own clearance person by either path", async () => {
    const c = await createCustomer();
    const a = await add(c.token);
    const b = await add(c.token);
    const res = await call("DELETE", `/system/shopClearance/${a.id}`, { token: c.token });
    expect(res.json).toEqual({ code: 200, msg: "通関者を削除しました" });
    expect((await post(`/system/shopClearance/delete/${b.id}`, { token: c.token })).json.code).toBe(200);
    expect(await rowsOf(c.id)).toEqual([]);
    expect((await post(`/system/shopClearance/delete/${b.id}`, { token: c.token })).json.msg).toBe(
      NOT_FOUND_JA,
    );
    expect((await call("DELETE", "/system/shopClearance/abc", { token: c.token })).json.msg).toBe(
      NOT_FOUND_JA,
    );
  });

  it("cannot delete another customer's clearance person", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const p = await add(owner.token);
    const before = await rowsOf(owner.id);
    expect((await call("DELETE", `/system/shopClearance/${p.id}`, { token: other.token })).json).toEqual({
      code: 500,
      msg: NOT_FOUND_JA,
    });
    expect((await post(`/system/shopClearance/delete/${p.id}`, { token: other.token })).json.msg).toBe(
      NOT_FOUND_JA,
    );
    expect(await rowsOf(owner.id)).toEqual(before);
  });

  it("refuses while a packing list that has not shipped names it", async () => {
    const c = await createCustomer();
    const p = await add(c.token);
    const container = await getDb().container.create({
      data: {
        customerId: c.id,
        containerNo: `T${randomUUID().slice(0, 12)}`,
        status: CONTAINER_STATUS.AWAITING_DISPATCH,
        shippingMode: SHIPPING_MODE.SEA,
        clearancePersonId: p.id,
      },
    });
    const res = await call("DELETE", `/system/shopClearance/${p.id}`, { token: c.token });
    expect(res.json).toEqual({ code: 500, msg: "発送前の梱包リストで使用中のため削除できません" });
    expect(await rowsOf(c.id)).toHaveLength(1);
    await getDb().container.update({
      where: { id: container.id },
      data: { status: CONTAINER_STATUS.CANCELLED },
    });
    expect((await call("DELETE", `/system/shopClearance/${p.id}`, { token: c.token })).json.code).toBe(200);
    expect(await rowsOf(c.id)).toEqual([]);
    await getDb().container.delete({ where: { id: container.id } });
  });

  it("refuses expired, revoked and forged tokens and deletes nothing", async () => {
    const c = await createCustomer();
    const p = await add(c.token);
    await expectTokensRefused(c.id, (token) => call("DELETE", `/system/shopClearance/${p.id}`, { token }));
    await expectTokensRefused(c.id, (token) => post(`/system/shopClearance/delete/${p.id}`, { token }));
    expect(await rowsOf(c.id)).toHaveLength(1);
  });
});
