import { z } from "zod";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { translator } from "@/lib/i18n/messages";
import { isLocale, DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { japanWallClock, japanYmd } from "@/lib/japan-time";
import { queueMail } from "@/lib/jobs/mail";
import type { Actor } from "@/lib/staff/audit";
import { can } from "@/lib/staff/roles";
import { parseInput } from "@/lib/validation/parse";
import { ZRateSet } from "@/lib/validation/staff-finance";
import { setRate } from "./exchange-rate";
import { rateRefusalValues } from "./rate-values";

/**
 * The day's rate without anyone typing it (SPEC §9: a Japanese bank's TTS + 0.7, set 9:30–11:00 Japan time;
 * docs/jobs.md "The day's rate"). Off unless RATE_SOURCE_URL names a source answering
 * `{"tts": 21.35, "bank": "三菱UFJ銀行", "date": "YYYY-MM-DD"}` (the date being the Japan day the TTS is for).
 */

/** 9:30 to 11:00 Japan time, in minutes after midnight; the alert comes at the end. */
export const RATE_WINDOW = { from: 9 * 60 + 30, until: 11 * 60 } as const;

const minutesInJapan = (at: Date) => {
  const c = japanWallClock(at);
  return Number(c.hour) * 60 + Number(c.minute);
};

const ZRateSource = z.object({
  tts: z.union([z.number(), z.string()]).transform(String),
  bank: z.string().trim().min(1).max(64),
  date: z.iso.date(),
});

const todaysRate = (day: string) =>
  getDb().exchangeRate.findFirst({
    where: { currency: "CNY", effectiveDate: new Date(day) },
    select: { id: true },
  });

export const RATE_MISSING_ALERT = "rate.missing";
/** The day's source rate the job refused as a large change (fetchDayRate), kept for the missing-rate alert. */
export const RATE_LARGE_CHANGE_ALERT = "rate.largeChange";

/** What the source published for the day and why the job did not record it (a "rate.largeChange" row's params). */
export type RateRefusal = {
  /** the source's TTS and the bank it names */
  bankTts: number;
  bankName: string;
  /** the shop's rate it gives (TTS + markup), the latest rate recorded it was compared with, the change in % */
  rate: number;
  latestRate: number;
  changePercent: number;
};

const ZRateRefusal = z.object({
  bankTts: z.number(),
  bankName: z.string(),
  rate: z.number(),
  latestRate: z.number(),
  changePercent: z.number(),
});

/** A row's params as a refusal; anything else (a row written by another version) as none. */
const refusalOf = (params: unknown): RateRefusal | null => ZRateRefusal.safeParse(params).data ?? null;

/** An open missing-rate alert: the day, and what the source published that day if the job refused it. */
export type RateAlert = { day: string; refused: RateRefusal | null };

export type RateFetchResult =
  | { status: "off" | "outsideWindow" | "alreadySet" | "notYet"; day: string }
  | { status: "recorded"; day: string; bankTts: number; rate: number }
  | ({ status: "largeChange"; day: string } & RateRefusal);

/**
 * The "rate-fetch" job, every 10 minutes of the window: nothing outside 9:30–11:00 or once today's rate is
 * recorded (by the source or by finance on the desk); otherwise reads the source and records its TTS through
 * setRate, the function of the desk and `npm run op:rate`. A source still showing an earlier day is asked again
 * at the next slot; one that fails (HTTP error, no answer in 10 s, a malformed body) throws, and pg-boss retries
 * twice, a minute apart. setRate writes one row for the same TTS and bank however many workers get there at once.
 * A source rate more than LIMITS.rateLargeChangePercent away from the latest recorded is never confirmed by the job
 * (a source's unit or currency mix-up looks just like that): it is not recorded, the job answers `largeChange`,
 * logs it and keeps the refusal for the day (one `staff_alert` row of kind "rate.largeChange", its figures those
 * of the latest slot refused); each slot does the same, and at 11:00 the missing-rate alert names the figures and
 * sends finance to the desk, where a person checks the bank and confirms; meanwhile the previous rate stays in
 * force (docs/jobs.md "The day's rate").
 */
export async function fetchDayRate(actor: Actor, at = now()): Promise<RateFetchResult> {
  const day = japanYmd(at);
  const url = env().RATE_SOURCE_URL;
  if (!url) return { status: "off", day };
  const minutes = minutesInJapan(at);
  if (minutes < RATE_WINDOW.from || minutes >= RATE_WINDOW.until) return { status: "outsideWindow", day };
  if (await todaysRate(day)) return { status: "alreadySet", day };

  const res = await fetch(url, {
    signal: AbortSignal.timeout(10_000),
    headers: { accept: "application/json" },
  });
  if (!res.ok) throw new Error(`rate source answered HTTP ${res.status}`);
  const source = ZRateSource.parse(await res.json());
  // The bank has not published today's yet: the next slot, 10 minutes on, asks again.
  if (source.date !== day) return { status: "notYet", day };
  const input = parseInput(ZRateSet, { bankTts: source.tts, bankName: source.bank, effectiveDate: day });
  try {
    const rate = await setRate(actor, input);
    return { status: "recorded", day, bankTts: rate.bankTts, rate: rate.rate };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "RATE_LARGE_CHANGE") throw error;
    const { rate, latestRate, changePercent } = error.data as Record<
      "rate" | "latestRate" | "changePercent",
      number
    >;
    const refused: RateRefusal = {
      bankTts: Number(input.bankTts),
      bankName: input.bankName,
      rate,
      latestRate,
      changePercent,
    };
    // One row per day, whatever the number of slots and workers: the latest slot's figures are the ones kept.
    await getDb().$executeRaw`
      INSERT INTO staff_alert (kind, day, params)
      VALUES (${RATE_LARGE_CHANGE_ALERT}, ${day}::date, ${JSON.stringify(refused)}::jsonb)
      ON CONFLICT (kind, day) DO UPDATE SET params = EXCLUDED.params`;
    console.warn(
      `[rate-fetch] ${day}: the source's TTS ${input.bankTts} gives ${rate}, ${changePercent}% from the latest ` +
        `rate ${latestRate}; not recorded, finance confirms it on the desk`,
    );
    return { status: "largeChange", day, ...refused };
  }
}

/**
 * The "rate-alert" job at 11:00 Japan time: no rate recorded for today → one alert row for the day
 * (`staff_alert`, shown on /staff/jobs; `openRateAlerts` for any desk) and a mail to every active finance
 * member and owner in their language, queued in the same transaction. When the job refused the source's rate
 * that day as a large change, the mail says so with the figures (TTS, the rate it gives, the latest rate, the
 * change): a person checks the bank and confirms it on the desk. Once per day: a second run finds the row and
 * does nothing.
 */
export async function alertMissingRate(at = now()): Promise<{ alerted: boolean; day: string }> {
  const day = japanYmd(at);
  if (minutesInJapan(at) < RATE_WINDOW.until) return { alerted: false, day };
  if (await todaysRate(day)) return { alerted: false, day };
  const alerted = await getDb().$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO staff_alert (kind, day, params)
      VALUES (${RATE_MISSING_ALERT}, ${day}::date, ${JSON.stringify({ source: env().RATE_SOURCE_URL ?? null })}::jsonb)
      ON CONFLICT (kind, day) DO NOTHING RETURNING id`;
    if (!inserted.length) return false;
    const refusal = await tx.staffAlert.findUnique({
      where: { kind_day: { kind: RATE_LARGE_CHANGE_ALERT, day: new Date(day) } },
      select: { params: true },
    });
    const refused = refusal && refusalOf(refusal.params);
    const staff = await tx.staffUser.findMany({
      where: { active: true, passwordHash: { not: null } },
      select: { email: true, language: true, roles: true },
    });
    for (const member of staff.filter((s) => can(s.roles, "rate.set"))) {
      const t = translator(isLocale(member.language) ? member.language : DEFAULT_LOCALE);
      const values = { day, link: new URL("/staff/finance/rate", env().APP_URL).toString() };
      await queueMail(
        {
          to: member.email,
          subject: t("staff.mail.rateMissingSubject", values),
          text: refused
            ? t("staff.mail.rateMissingRefusedBody", { ...values, ...rateRefusalValues(refused) })
            : t("staff.mail.rateMissingBody", values),
        },
        tx,
      );
    }
    return true;
  });
  return { alerted, day };
}

/**
 * Days of the last week whose rate was still missing at 11:00 and has not been recorded since, newest first,
 * each with the source's rate the job refused that day as a large change (null when it refused none).
 */
export async function openRateAlerts(at = now()): Promise<RateAlert[]> {
  const since = new Date(new Date(japanYmd(at)).getTime() - 7 * 86_400_000);
  const rows = await getDb().$queryRaw<{ day: Date; refused: unknown }[]>`
    SELECT a.day, c.params AS refused FROM staff_alert a
    LEFT JOIN staff_alert c ON c.kind = ${RATE_LARGE_CHANGE_ALERT} AND c.day = a.day
    WHERE a.kind = ${RATE_MISSING_ALERT} AND a.day >= ${since}
      AND NOT EXISTS (SELECT 1 FROM exchange_rate r WHERE r.currency = 'CNY' AND r.effective_date = a.day)
    ORDER BY a.day DESC`;
  return rows.map((r) => ({ day: r.day.toISOString().slice(0, 10), refused: refusalOf(r.refused) }));
}
