import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { atTime } from "@/lib/clock";
import { resetEnvForTests } from "@/lib/env";
import { japanInstant } from "@/lib/japan-time";
import { QUEUES } from "@/lib/jobs/queues";
import { HANDLERS } from "@/lib/jobs/workers";
import { openRateAlerts } from "@/lib/rates/rate-source";
import { setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { jobsOf, startTestJobs } from "../helpers/jobs";
import { createStaffMember, staffCall, staffSignIn } from "../helpers/staff";

/**
 * The day's rate (docs/jobs.md): fetched 9:30–11:00 Japan time from RATE_SOURCE_URL and recorded as TTS + 0.7,
 * once; at 11:00 the finance desk is alerted, once, if there is still none. Each test uses a day of its own.
 */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let hits = 0;
const server = http.createServer((_req, res) => {
  hits += 1;
  res.writeHead(answer.status, { "content-type": "application/json" });
  res.end(JSON.stringify(answer.body));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.RATE_SOURCE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tts.json`;
  resetEnvForTests();
  await startTestJobs("send");
});

afterEach(() => {
  process.env.RATE_SOURCE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tts.json`;
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.RATE_SOURCE_URL;
  resetEnvForTests();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const fetchAt = (local: string) => atTime(japanInstant(local), () => HANDLERS.rateFetch!(null));
const alertAt = (local: string) => atTime(japanInstant(local), () => HANDLERS.rateAlert!(null));
const ratesOf = (day: string) =>
  getDb().exchangeRate.findMany({ where: { currency: "CNY", effectiveDate: new Date(day) } });

const mailsTo = async (email: string) => (await jobsOf(QUEUES.mail.name)).filter((j) => j.data?.to === email);

describe("the day's rate from RATE_SOURCE_URL", () => {
  it("does nothing while RATE_SOURCE_URL is unset", async () => {
    delete process.env.RATE_SOURCE_URL;
    resetEnvForTests();
    const before = hits;
    expect(await fetchAt("2027-03-01T09:40:00")).toEqual({ status: "off", day: "2027-03-01" });
    expect(hits).toBe(before);
  });

  it("records TTS + 0.7 inside 9:30–11:00 Japan time, once; outside the window it asks nobody", async () => {
    answer = { status: 200, body: { tts: 21.35, bank: "三菱UFJ銀行", date: "2027-03-02" } };
    const before = hits;
    expect(await fetchAt("2027-03-02T09:29:59")).toMatchObject({ status: "outsideWindow" });
    expect(hits).toBe(before);

    expect(await fetchAt("2027-03-02T09:30:00")).toEqual({
      status: "recorded",
      day: "2027-03-02",
      bankTts: 21.35,
      rate: 22.05,
    });
    const [row] = await ratesOf("2027-03-02");
    expect(row).toMatchObject({ bankName: "三菱UFJ銀行" });
    expect(row.rate.toString()).toBe("22.05");
    const audit = await getDb().auditLog.findMany({
      where: { entityType: "exchange_rate", entityId: String(row.id) },
    });
    expect(audit).toMatchObject([{ action: "rate.set", actor: "job" }]);

    // Later slots of the same day find it recorded and leave the source alone.
    expect(await fetchAt("2027-03-02T10:50:00")).toMatchObject({ status: "alreadySet" });
    expect(hits).toBe(before + 1);
    expect(await fetchAt("2027-03-02T11:00:00")).toMatchObject({ status: "outsideWindow" });
    expect(await ratesOf("2027-03-02")).toHaveLength(1);
  });

  it("asks again at the next slot while the source still shows an earlier day", async () => {
    answer = { status: 200, body: { tts: "20.9", bank: "みずほ銀行", date: "2027-03-02" } };
    expect(await fetchAt("2027-03-03T09:30:00")).toEqual({ status: "notYet", day: "2027-03-03" });
    expect(await ratesOf("2027-03-03")).toHaveLength(0);
    answer = { status: 200, body: { tts: "20.9", bank: "みずほ銀行", date: "2027-03-03" } };
    expect(await fetchAt("2027-03-03T09:40:00")).toMatchObject({ status: "recorded", rate: 21.6 });
  });

  it("fails the job on a source error or a malformed answer (pg-boss retries it), recording nothing", async () => {
    answer = { status: 503, body: { error: "maintenance" } };
    await expect(fetchAt("2027-03-04T09:30:00")).rejects.toThrow(/HTTP 503/);
    answer = { status: 200, body: { tts: "abc", bank: "x", date: "2027-03-04" } };
    await expect(fetchAt("2027-03-04T09:40:00")).rejects.toThrow();
    expect(await ratesOf("2027-03-04")).toHaveLength(0);
  });

  it("run by two workers at once, records one rate", async () => {
    answer = { status: 200, body: { tts: 21.1, bank: "三井住友銀行", date: "2027-03-05" } };
    await Promise.all([fetchAt("2027-03-05T10:00:00"), fetchAt("2027-03-05T10:00:00")]);
    expect(await ratesOf("2027-03-05")).toHaveLength(1);
  });

  it("never records a rate far from the latest by itself: each slot answers largeChange and keeps it for the day, and 11:00 alerts finance with the figures", async () => {
    const finance = await createStaffMember(["finance"]);
    const owner = await createStaffMember(["owner"]);
    await getDb().staffUser.update({ where: { id: owner.id }, data: { language: "en-us" } });
    // First the source gives the TTS in the wrong unit: 211 + 0.7 = 211.7 against the latest 21.80 (21.1 + 0.7,
    // above).
    answer = { status: 200, body: { tts: "211", bank: "みずほ銀行", date: "2027-03-08" } };
    expect(await fetchAt("2027-03-08T09:30:00")).toEqual({
      status: "largeChange",
      day: "2027-03-08",
      bankTts: 211,
      bankName: "みずほ銀行",
      rate: 211.7,
      latestRate: 21.8,
      changePercent: 871.1,
    });
    // Then it slips a decimal point: 2.11 + 0.7 = 2.81.
    answer = { status: 200, body: { tts: "2.11", bank: "三菱UFJ銀行", date: "2027-03-08" } };
    const figures = {
      bankTts: 2.11,
      bankName: "三菱UFJ銀行",
      rate: 2.81,
      latestRate: 21.8,
      changePercent: -87.1,
    };
    const refused = { status: "largeChange", day: "2027-03-08", ...figures };
    expect(await fetchAt("2027-03-08T09:40:00")).toEqual(refused);
    // Not "alreadySet": the next slot asks the source again, and refuses again while it says the same.
    const before = hits;
    expect(await fetchAt("2027-03-08T09:50:00")).toEqual(refused);
    expect(hits).toBe(before + 1);
    expect(await ratesOf("2027-03-08")).toHaveLength(0);
    // Kept for the day: one row, with the figures of the latest slot refused.
    const kept = await getDb().staffAlert.findMany({
      where: { kind: "rate.largeChange", day: new Date("2027-03-08") },
    });
    expect(kept.map((row) => row.params)).toEqual([figures]);
    // Nothing was mailed yet: the refusal waits for 11:00, when the rate may have come in after all.
    expect(await mailsTo(finance.email)).toHaveLength(0);

    // Not silently: the day has no rate at 11:00, so finance is alerted with what the source said and why it
    // was refused, and enters (and confirms) it on the desk; each member reads it in their own language.
    expect(await alertAt("2027-03-08T11:00:00")).toEqual({ alerted: true, day: "2027-03-08" });
    const [ja] = await mailsTo(finance.email);
    expect(ja.data?.subject).toBe("【かいつけ便】2027-03-08 の為替レートが未登録です");
    const jaText = String(ja.data?.text);
    expect(jaText).toContain("三菱UFJ銀行 のTTS 2.1100 円");
    expect(jaText).toContain("レート 2.8100 円/元は直近に登録されたレート 21.8000 円/元から -87.1% 変わる");
    expect(jaText).toContain("担当者が銀行のTTSを確認し");
    expect(jaText).toMatch(/\/staff\/finance\/rate$/);
    const [en] = await mailsTo(owner.email);
    expect(en.data?.subject).toBe("[Kaitsuke] No exchange rate for 2027-03-08 yet");
    const enText = String(en.data?.text);
    expect(enText).toContain("a TTS of 2.1100 yen from 三菱UFJ銀行");
    expect(enText).toContain(
      "2.8100 yen per yuan, is -87.1% from the latest recorded rate, 21.8000 yen per yuan",
    );
    expect(enText).toContain("A person must check the bank's TTS and enter it here");
    expect(await atTime(japanInstant("2027-03-08T11:30:00"), () => openRateAlerts())).toContainEqual({
      day: "2027-03-08",
      refused: figures,
    });

    // The console's answers carry the figures: the owner's job console and finance's dashboard.
    const at = japanInstant("2027-03-08T11:30:00");
    const [jobs, dashboard] = await atTime(at, async () => {
      const [ownerCookie, financeCookie] = [
        await staffSignIn(owner, at.getTime()),
        await staffSignIn(finance, at.getTime()),
      ];
      return [
        await staffCall("GET", "/staff/jobs", ownerCookie),
        await staffCall("GET", "/staff/dashboard", financeCookie),
      ];
    });
    expect(jobs.json.data.alerts.rateMissing).toContainEqual({ day: "2027-03-08", refused: figures });
    expect(dashboard.json.data.alerts.rateMissing).toContainEqual({ day: "2027-03-08", refused: figures });
  });
});

describe("the 11:00 alert", () => {
  it("alerts once when no rate was recorded by 11:00: a row for the day and a mail to finance and owners", async () => {
    const finance = await createStaffMember(["finance"]);
    const owner = await createStaffMember(["owner"]);
    const support = await createStaffMember(["support"]);
    expect(await alertAt("2027-03-06T10:59:00")).toEqual({ alerted: false, day: "2027-03-06" });

    expect(await alertAt("2027-03-06T11:00:00")).toEqual({ alerted: true, day: "2027-03-06" });
    expect(await getDb().staffAlert.count({ where: { kind: "rate.missing" } })).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(finance.email);
    expect(mail.data).toMatchObject({ subject: "【かいつけ便】2027-03-06 の為替レートが未登録です" });
    // No rate refused that day (no source answered): the mail says only that the rate is missing.
    expect(String(mail.data?.text)).toMatch(
      /^2027-03-06 の為替レート（銀行のTTS）が11:00（日本時間）までに登録されていません。\n本日の注文金額の計算に使われますので、次の画面から登録してください。\nhttp\S+\/staff\/finance\/rate$/,
    );
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(support.email)).toHaveLength(0);
    expect(await atTime(japanInstant("2027-03-06T12:00:00"), () => openRateAlerts())).toContainEqual({
      day: "2027-03-06",
      refused: null,
    });

    // The run after a restart (a missed slot run once) finds the day alerted already.
    expect(await alertAt("2027-03-06T13:00:00")).toEqual({ alerted: false, day: "2027-03-06" });
    expect(await mailsTo(finance.email)).toHaveLength(1);

    // Entered late by finance: the alert closes.
    await setRate(CLI_ACTOR, { bankTts: "21.00", bankName: "三菱UFJ銀行", effectiveDate: "2027-03-06" });
    expect(
      (await atTime(japanInstant("2027-03-06T14:00:00"), () => openRateAlerts())).map((a) => a.day),
    ).not.toContain("2027-03-06");
  });

  it("stays quiet when the day's rate is in", async () => {
    await setRate(CLI_ACTOR, { bankTts: "21.20", bankName: "三菱UFJ銀行", effectiveDate: "2027-03-07" });
    expect(await alertAt("2027-03-07T11:00:00")).toEqual({ alerted: false, day: "2027-03-07" });
    expect(
      await getDb().staffAlert.count({ where: { kind: "rate.missing", day: new Date("2027-03-07") } }),
    ).toBe(0);
  });
});
