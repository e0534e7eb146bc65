import { beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getDb } from "@/lib/db/client";
import { createCustomer } from "../helpers/accounts";
import { signedInStaff, staffCall } from "../helpers/staff";

/**
 * The rate desk's guard against a slip (docs/staff.md "Finance desk", "Day's rate"): a shop rate more than 10 %
 * away from the latest one recorded is refused, in the member's language and on the TTS field, unless the
 * request confirms it; confirmed, it is recorded and its audit row says so. Within 10 % nothing changes. The
 * file's own database starts without a rate, so every "latest" below is one this file recorded.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;
let finance: Member;
let warehouse: Member;

beforeAll(async () => {
  [finance, warehouse] = [await signedInStaff(["finance"]), await signedInStaff(["warehouse"])];
});

const record = (body: Record<string, unknown>, lang = "ja", cookie = finance.cookie) =>
  staffCall("POST", "/staff/finance/rates", cookie, { body, lang });
const counts = async () => ({
  rates: await getDb().exchangeRate.count(),
  audits: await getDb().auditLog.count({ where: { action: "rate.set" } }),
});
const auditAfter = async (rateId: number) =>
  (
    await getDb().auditLog.findFirstOrThrow({
      where: { action: "rate.set", entityType: "exchange_rate", entityId: String(rateId) },
    })
  ).after;

describe("a rate far from the latest one", () => {
  it("the first rate of the shop has nothing to compare with and is recorded as it is", async () => {
    // 21.39 + 0.7 = 22.09: the latest rate of the tests below.
    const first = await record({ bankTts: "21.39", bankName: "三菱UFJ銀行", effectiveDate: "2026-04-01" });
    expect(first.json).toMatchObject({ code: 200, data: { rate: 22.09, replayed: false } });
  });

  it("a decimal slip (2.139 for 21.39) is refused on the TTS field in the member's language; nothing is recorded", async () => {
    const before = await counts();
    const slip = { bankTts: "2.139", bankName: "三菱UFJ銀行", effectiveDate: "2026-04-02" };
    const data = { field: "bankTts", latestRate: 22.09, rate: 2.839, changePercent: -87.1 };
    expect((await record(slip)).json).toEqual({
      code: 500,
      msg:
        "ショップのレート 2.8390 円/元は直近のレート 22.0900 円/元から -87.1% 変わります。" +
        "TTSを確認し、間違いがなければ大きな変更であることを確認して登録してください",
      data,
    });
    expect((await record(slip, "en-us")).json).toEqual({
      code: 500,
      msg:
        "The shop's rate of 2.8390 yen per yuan would change the latest rate, 22.0900 yen per yuan, by -87.1%. " +
        "Check the TTS; if it is right, confirm the large change and record it again",
      data,
    });
    expect((await record(slip, "zh-cn")).json.msg).toContain("-87.1%");
    expect((await record(slip, "ko")).json.msg).toContain("22.0900");
    // An explicit "not confirmed" is the same.
    expect((await record({ ...slip, confirmLargeChange: false })).json).toMatchObject({ code: 500, data });
    expect(await counts()).toEqual(before);
  });

  it("confirmed, it is recorded and its audit row carries the change; the same again is a replay", async () => {
    const before = await counts();
    const body = {
      bankTts: "23.80",
      bankName: "三菱UFJ銀行",
      effectiveDate: "2026-04-03",
      confirmLargeChange: true,
    };
    // 24.50 against 22.09: +10.9 %, a real (if rare) move someone checked at the bank.
    const res = await record(body);
    expect(res.json).toMatchObject({
      code: 200,
      msg: "為替レートを登録しました",
      data: { rate: 24.5, bankTts: 23.8, effectiveDate: "2026-04-03", replayed: false },
    });
    expect(await auditAfter(res.json.data.id)).toEqual({
      currency: "CNY",
      bankTts: "23.8",
      rate: "24.5",
      bankName: "三菱UFJ銀行",
      effectiveDate: "2026-04-03",
      confirmedLargeChange: { latestRate: "22.09", changePercent: 10.9 },
    });
    // A second click on the desk sends it again: the same rate answers, nothing more is written.
    const again = await record({ ...body, confirmLargeChange: undefined });
    expect(again.json).toMatchObject({ code: 200, data: { id: res.json.data.id, replayed: true } });
    expect(await counts()).toEqual({ rates: before.rates + 1, audits: before.audits + 1 });
  });

  it("compares with the newest rate recorded, whatever day it is for", async () => {
    // The latest is 24.50 (04-03): 20.80 (21.50) would be −2.7 % from the older 22.09, but is −12.2 % from it.
    const down = await record({ bankTts: "20.80", bankName: "三菱UFJ銀行", effectiveDate: "2026-04-04" });
    expect(down.json).toMatchObject({
      code: 500,
      data: { latestRate: 24.5, rate: 21.5, changePercent: -12.2 },
    });
    // 21.39 (22.09) is −9.8 % from 24.50: within 10 %, recorded as it is.
    const back = await record({ bankTts: "21.39", bankName: "三菱UFJ銀行", effectiveDate: "2026-04-04" });
    expect(back.json).toMatchObject({ code: 200, data: { rate: 22.09, replayed: false } });
    expect(await auditAfter(back.json.data.id)).not.toHaveProperty("confirmedLargeChange");
  });
});

describe("within 10 % nothing changes", () => {
  it("exactly 10 % up is recorded without a confirmation; one ten-thousandth more is refused", async () => {
    // The latest is 22.09 (previous test): +10 % is 24.299, the rate of TTS 23.599.
    const over = await record({ bankTts: "23.5991", bankName: "b", effectiveDate: "2026-04-06" }, "en-us");
    expect(over.json).toMatchObject({ code: 500, data: { latestRate: 22.09, rate: 24.2991 } });
    const edge = await record({ bankTts: "23.599", bankName: "b", effectiveDate: "2026-04-06" });
    expect(edge.json).toMatchObject({ code: 200, msg: "為替レートを登録しました", data: { rate: 24.299 } });
    expect(await auditAfter(edge.json.data.id)).not.toHaveProperty("confirmedLargeChange");
  });

  it("a confirmation sent with an ordinary rate is harmless and not written to the audit row", async () => {
    const res = await record({
      bankTts: "23.00",
      bankName: "b",
      effectiveDate: "2026-04-07",
      confirmLargeChange: true,
    });
    expect(res.json).toMatchObject({ code: 200, data: { rate: 23.7 } });
    expect(await auditAfter(res.json.data.id)).not.toHaveProperty("confirmedLargeChange");
  });
});

describe("who may, and what is refused as input", () => {
  it("without the role, a session or with a seller's token, even a confirmed rate is refused and nothing is recorded", async () => {
    const before = await counts();
    const body = { bankTts: "2.3", bankName: "b", effectiveDate: "2026-04-08", confirmLargeChange: true };
    expect((await record(body, "en-us", warehouse.cookie)).json).toEqual({
      code: 500,
      msg: "You currently have no permission",
    });
    expect((await staffCall("POST", "/staff/finance/rates", null, { body })).json.code).toBe(401);
    const seller = await createCustomer();
    expect(
      (await staffCall("POST", "/staff/finance/rates", null, { body, token: seller.token })).json.code,
    ).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("a confirmation that is not true or false, or a bad TTS with one, is refused with the validation message", async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [
        { bankTts: "2.3", bankName: "b", effectiveDate: "2026-04-09", confirmLargeChange: "yes" },
        "Invalid value (confirmLargeChange)",
      ],
      [
        { bankTts: "2.3", bankName: "b", effectiveDate: "2026-04-09", confirmLargeChange: 1 },
        "Invalid value (confirmLargeChange)",
      ],
      [
        { bankTts: "2,3", bankName: "b", effectiveDate: "2026-04-09", confirmLargeChange: true },
        "The TTS must be a number above 0 with up to 4 decimals",
      ],
    ];
    for (const [body, msg] of cases)
      expect((await record(body, "en-us")).json, msg).toEqual({ code: 500, msg });
    expect(await counts()).toEqual(before);
  });
});

// The command runs as a second process: it needs a database server both processes can reach.
describe.skipIf(!process.env.DATABASE_URL)("npm run op:rate", () => {
  async function opRate(args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        "npx",
        ["tsx", "scripts/op/set-rate.ts", ...args],
        {
          env: process.env,
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it("refuses a rate far from the latest unless --confirm is given", async () => {
    const before = await counts();
    const refused = await opRate(["2.37", "三菱UFJ銀行", "2026-04-10", "--as", finance.email]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "refused: ショップのレート 3.0700 円/元は直近のレート 23.7000 円/元から -87.0%",
    );
    expect(refused.stderr).toContain("--confirm");
    expect(await counts()).toEqual(before);

    const done = await opRate(["2.37", "三菱UFJ銀行", "2026-04-10", "--confirm", "--as", finance.email]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain("rate for 2026-04-10: TTS 2.37 + 0.7 = 3.07");
    const row = await getDb().exchangeRate.findFirstOrThrow({
      where: { effectiveDate: new Date("2026-04-10") },
    });
    const audit = await getDb().auditLog.findFirstOrThrow({
      where: { action: "rate.set", entityId: String(row.id) },
    });
    expect(audit).toMatchObject({
      actor: finance.email,
      after: { rate: "3.07", confirmedLargeChange: { latestRate: "23.7", changePercent: -87 } },
    });
  }, 60_000);
});
