import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { get, post } from "../helpers/api";
import { assertTokensRefused } from "../helpers/tokens";
import { createCustomer } from "../helpers/accounts";

/** The company group (issue 30, docs/company.md): GET /shop/company/getInfo, POST /shop/company/updateInfo. */

const SAVED_JA = "会社情報を保存しました";

const body = (overrides: Record<string, unknown> = {}) => ({
  companyName: "株式会社ヤマダトレーディング",
  corporateId: "7000012050002",
  naccsAccount: "5YMD1",
  postalCode: "1500002",
  regionId: 13,
  address: "渋谷区渋谷2-15-1 ヤマダビル5F",
  phone: "03-1234-5678",
  invoiceRecipientName: "",
  invoiceRegistrationNo: "T7000012050002",
  ...overrides,
});

const rowOf = (customerId: number) => getDb().customerCompany.findUnique({ where: { customerId } });
const read = (token?: string, lang = "ja") => get("/shop/company/getInfo", { token, lang });
const save = (token: string | undefined, b: unknown, lang = "ja") =>
  post("/shop/company/updateInfo", { token, body: b, lang });

async function saved(token: string, b = body()) {
  const res = await save(token, b);
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json;
}

describe("reading before the first save", () => {
  it("a seller with nothing known gets an empty form", async () => {
    const c = await createCustomer();
    const res = await read(c.token);
    expect(res.json.code).toBe(200);
    expect(res.json.data).toEqual({
      saved: false,
      companyName: "",
      corporateId: null,
      naccsAccount: null,
      postalCode: "",
      regionId: null,
      regionName: null,
      address: "",
      phone: "",
      invoiceRecipientName: "",
      invoiceRegistrationNo: null,
      updateTime: null,
    });
    expect(await rowOf(c.id)).toBeNull();
  });

  it("suggests the profile's company name and phone and the default address, and writes nothing", async () => {
    const c = await createCustomer();
    const db = getDb();
    await db.customer.update({
      where: { id: c.id },
      data: { companyName: "山田商店", phone: "090-1111-2222" },
    });
    const osaka = await db.region.findUniqueOrThrow({ where: { code: "27" } });
    await db.address.create({
      data: {
        customerId: c.id,
        name: "山田",
        postalCode: "530-0001",
        regionId: osaka.id,
        address: "大阪市北区梅田1-3-1",
        phone: "06-6345-1234",
        isDefault: true,
      },
    });
    const res = await read(c.token, "en-us");
    expect(res.json.data).toMatchObject({
      saved: false,
      companyName: "山田商店",
      invoiceRecipientName: "山田商店",
      phone: "090-1111-2222",
      postalCode: "530-0001",
      regionId: osaka.id,
      regionName: "Osaka",
      address: "大阪市北区梅田1-3-1",
    });
    expect(await rowOf(c.id)).toBeNull();
  });
});

describe("saving", () => {
  it("saves, answers the details and reads them back", async () => {
    const c = await createCustomer();
    const json = await saved(c.token);
    expect(json.msg).toBe(SAVED_JA);
    const expected = {
      saved: true,
      companyName: "株式会社ヤマダトレーディング",
      corporateId: "7000012050002",
      naccsAccount: "5YMD1",
      postalCode: "150-0002",
      regionId: 13,
      regionName: "東京都",
      address: "渋谷区渋谷2-15-1 ヤマダビル5F",
      phone: "03-1234-5678",
      // blank: the company name
      invoiceRecipientName: "株式会社ヤマダトレーディング",
      invoiceRegistrationNo: "T7000012050002",
    };
    expect(json.data).toMatchObject(expected);
    expect(json.data.updateTime).toEqual(expect.any(String));
    const back = await read(c.token);
    expect(back.json.data).toEqual(json.data);
    const row = await rowOf(c.id);
    expect(row).toMatchObject({ customerId: c.id, invoiceRecipientName: "株式会社ヤマダトレーディング" });
  });

  it("the same body twice keeps one row; a new body replaces it and blanks clear the optional fields", async () => {
    const c = await createCustomer();
    await saved(c.token);
    const first = await rowOf(c.id);
    await saved(c.token);
    expect(await getDb().customerCompany.count({ where: { customerId: c.id } })).toBe(1);
    expect((await rowOf(c.id))!.id).toBe(first!.id);

    const json = await saved(
      c.token,
      body({
        companyName: "ヤマダ物流株式会社",
        corporateId: "",
        naccsAccount: null,
        invoiceRegistrationNo: " ",
        invoiceRecipientName: "ヤマダ物流株式会社 経理部 御中",
        regionId: 40,
      }),
    );
    expect(json.data).toMatchObject({
      companyName: "ヤマダ物流株式会社",
      corporateId: null,
      naccsAccount: null,
      invoiceRegistrationNo: null,
      invoiceRecipientName: "ヤマダ物流株式会社 経理部 御中",
      regionId: 40,
      regionName: "福岡県",
    });
    const row = await rowOf(c.id);
    expect(row).toMatchObject({ id: first!.id, corporateId: null, naccsAccount: null, regionId: 40 });
  });

  it("two saves at once both succeed and leave one row", async () => {
    const c = await createCustomer();
    const [a, b] = await Promise.all([
      save(c.token, body({ companyName: "A社" })),
      save(c.token, body({ companyName: "B社" })),
    ]);
    expect([a.json.code, b.json.code]).toEqual([200, 200]);
    const rows = await getDb().customerCompany.findMany({ where: { customerId: c.id } });
    expect(rows).toHaveLength(1);
    expect(["A社", "B社"]).toContain(rows[0].companyName);
  });
});

describe("refused input changes nothing", () => {
  it.each([
    ["company name missing", { companyName: "  " }, "会社名を入力してください"],
    ["company name too long", { companyName: "株".repeat(129) }, "会社名は128文字以内で入力してください"],
    ["corporate ID not 13 digits", { corporateId: "700001205000" }, "法人番号は13桁の数字で入力してください"],
    [
      "corporate ID with a wrong check digit",
      { corporateId: "8000012050002" },
      "法人番号が正しくありません（先頭のチェックデジットが一致しません）",
    ],
    [
      "Naccs account with a hyphen",
      { naccsAccount: "5YMD-1" },
      "NACCSアカウントは32文字以内の英数字で入力してください",
    ],
    ["postal code missing", { postalCode: "" }, "郵便番号を入力してください"],
    ["postal code short", { postalCode: "150-002" }, "郵便番号は7桁の数字で入力してください（例：123-4567）"],
    ["prefecture missing", { regionId: "" }, "都道府県を選択してください"],
    ["prefecture unknown", { regionId: 999 }, "選択された都道府県が存在しません"],
    ["address missing", { address: "" }, "住所を入力してください"],
    ["address too long", { address: "a".repeat(256) }, "住所は255文字以内で入力してください"],
    ["phone missing", { phone: "" }, "電話番号を入力してください"],
    ["phone too short", { phone: "03-1234" }, "電話番号の形式が正しくありません"],
    [
      "invoice recipient too long",
      { invoiceRecipientName: "a".repeat(129) },
      "請求書の宛名は128文字以内で入力してください",
    ],
    [
      "registration number without T",
      { invoiceRegistrationNo: "7000012050002" },
      "登録番号は「T」と13桁の数字で入力してください（例：T1234567890123）",
    ],
  ])("%s", async (_, overrides, msg) => {
    const c = await createCustomer();
    await saved(c.token);
    const before = await rowOf(c.id);
    const res = await save(c.token, body({ companyName: "変更後", ...overrides }));
    expect(res.json).toMatchObject({ code: 500, msg });
    expect(res.json.data).toBeUndefined();
    expect(await rowOf(c.id)).toEqual(before);
  });

  it("the refusal is in the reader's language, and nothing is created for a first save", async () => {
    const c = await createCustomer();
    const res = await save(c.token, body({ corporateId: "8000012050002" }), "en-us");
    expect(res.json).toMatchObject({
      code: 500,
      msg: "This corporate ID is not valid (its first digit, the check digit, does not match)",
    });
    expect(await rowOf(c.id)).toBeNull();
  });
});

describe("each seller has only their own", () => {
  it("another seller's token reads and writes only that seller's details", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    await saved(a.token);
    const aRow = await rowOf(a.id);

    const bRead = await read(b.token);
    expect(bRead.json.data).toMatchObject({ saved: false, companyName: "", corporateId: null });

    await saved(b.token, body({ companyName: "B商事", corporateId: "1180301018771" }));
    expect(await rowOf(a.id)).toEqual(aRow);
    expect((await read(a.token)).json.data).toMatchObject({ companyName: "株式会社ヤマダトレーディング" });
    expect((await read(b.token)).json.data).toMatchObject({
      companyName: "B商事",
      corporateId: "1180301018771",
    });
  });

  it("no, expired, revoked or forged token: 401 and nothing read or written", async () => {
    const c = await createCustomer();
    await saved(c.token);
    const before = await rowOf(c.id);
    await assertTokensRefused(c.id, (token) => read(token));
    await assertTokensRefused(c.id, (token) => save(token, body({ companyName: "乗っ取り" })));
    expect(await rowOf(c.id)).toEqual(before);
  });
});
