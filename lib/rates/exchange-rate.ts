import { now } from "@/lib/clock";
import { Prisma } from "@/generated/prisma/client";
import { getDb, type DbTx } from "@/lib/db/client";
import { LIMITS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { japanYmd } from "@/lib/japan-time";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type { TRateSet } from "@/lib/validation/staff-finance";
import { rateChange, rateChangeValues } from "./rate-change";

type Row = {
  rate: Prisma.Decimal;
  bankTts: Prisma.Decimal;
  bankName: string;
  currency: string;
  effectiveDate: Date;
  createdAt: Date;
};

const view = (r: Row) => ({
  rate: Number(r.rate),
  currency: r.currency,
  bankTts: Number(r.bankTts),
  bankName: r.bankName,
  effectiveDate: r.effectiveDate.toISOString().slice(0, 10),
  updateTime: r.createdAt,
});
export type RateView = ReturnType<typeof view>;

/** Today's date in Japan (rates are set 9:30–11:00 Japan time, for the Japanese day). */
function japanToday(): Date {
  return new Date(japanYmd(now()));
}

/** The rate in force today (newest with an effective date up to today, Japan time). */
export async function getRate(currency = "CNY") {
  const today = japanToday();
  const db = getDb();
  const row =
    (await db.exchangeRate.findFirst({
      where: { currency, effectiveDate: { lte: today } },
      orderBy: [{ effectiveDate: "desc" }, { createdAt: "desc" }],
    })) ?? null;
  if (!row) throw new AppError("RATE_MISSING");
  return view(row);
}

/** The newest rate recorded of a currency, whatever day it is for (`setRate` compares a new rate with it). */
const latestRecorded = (db: Pick<DbTx, "exchangeRate">, currency: string) =>
  db.exchangeRate.findFirst({ where: { currency }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });

/** The newest rate recorded, even one set ahead for tomorrow. */
export async function getLatestRate(currency = "CNY") {
  const row = await latestRecorded(getDb(), currency);
  if (!row) throw new AppError("RATE_MISSING");
  return view(row);
}

/**
 * Finance records the bank's TTS (desk or `npm run op:rate`); the shop's rate is TTS + 0.7 (SPEC §9). The same
 * TTS and bank sent again for a day whose newest rate already says so is answered with that row (`replayed`)
 * and writes nothing: a double click records one rate. A shop rate more than `LIMITS.rateLargeChangePercent`
 * away from the latest one recorded (`rateChange`) is refused with RATE_LARGE_CHANGE on `bankTts` (its `data`
 * names both rates and the change) unless `confirmLargeChange` says the person saw it; the audit row of such a
 * confirmed rate carries the change. One audit row with each new rate.
 */
export async function setRate(actor: Actor, input: TRateSet & { currency?: string }) {
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(input.bankTts)) throw new AppError("VALIDATION", { field: "bankTts" });
  const bankTts = new Prisma.Decimal(input.bankTts);
  if (bankTts.lte(0)) throw new AppError("VALIDATION", { field: "bankTts" });
  const currency = input.currency ?? "CNY";
  const effectiveDate = new Date(input.effectiveDate);
  return getDb().$transaction(async (tx) => {
    // Two identical submissions queue here, so the second sees the first's row.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`exchange_rate:${currency}`}))`;
    const newest = await tx.exchangeRate.findFirst({
      where: { currency, effectiveDate },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    if (newest && newest.bankTts.equals(bankTts) && newest.bankName === input.bankName)
      return { ...view(newest), id: newest.id, replayed: true };
    const rate = bankTts.plus(LIMITS.rateMarkup);
    const latest = await latestRecorded(tx, currency);
    const change = latest && rateChange(latest.rate.toString(), rate.toString());
    if (latest && change?.large && input.confirmLargeChange !== true)
      throw new AppError(
        "RATE_LARGE_CHANGE",
        { field: "bankTts", ...rateChangeValues(latest.rate.toString(), rate.toString()) },
        undefined,
        {
          field: "bankTts",
          latestRate: Number(latest.rate),
          rate: Number(rate),
          changePercent: change.percent,
        },
      );
    const row = await tx.exchangeRate.create({
      data: { currency, bankTts, rate, bankName: input.bankName, effectiveDate },
    });
    await writeAudit(tx, actor, {
      action: "rate.set",
      entityType: "exchange_rate",
      entityId: row.id,
      before: newest ? { bankTts: newest.bankTts.toString(), rate: newest.rate.toString() } : null,
      after: {
        currency,
        bankTts: row.bankTts.toString(),
        rate: row.rate.toString(),
        bankName: row.bankName,
        effectiveDate: input.effectiveDate,
        // Confirmed although far from the latest rate (the row's actor confirmed it): from what, by how much.
        ...(latest && change?.large
          ? { confirmedLargeChange: { latestRate: latest.rate.toString(), changePercent: change.percent } }
          : {}),
      },
    });
    return { ...view(row), id: row.id, replayed: false };
  });
}

/** Every rate recorded, newest first: what finance entered, for which day, and when. */
export async function listRates(q: { pageNum: number; pageSize: number }, currency = "CNY") {
  const db = getDb();
  const where = { currency };
  const [total, rows] = await Promise.all([
    db.exchangeRate.count({ where }),
    db.exchangeRate.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  return { total, rows: rows.map((r) => ({ id: r.id, ...view(r) })) };
}
export type RateHistoryRow = Awaited<ReturnType<typeof listRates>>["rows"][number];
