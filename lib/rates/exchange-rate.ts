import { now } from "@/lib/clock";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { LIMITS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { japanYmd } from "@/lib/japan-time";

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

/** The newest rate recorded, even one set ahead for tomorrow. */
export async function getLatestRate(currency = "CNY") {
  const row = await getDb().exchangeRate.findFirst({ where: { currency }, orderBy: { createdAt: "desc" } });
  if (!row) throw new AppError("RATE_MISSING");
  return view(row);
}

/** Operator: records the bank's TTS; the shop's rate is TTS + 0.7 (SPEC §9). */
export async function setRate(input: {
  bankTts: string;
  bankName: string;
  effectiveDate: string;
  currency?: string;
}) {
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(input.bankTts)) throw new AppError("VALIDATION", { field: "bankTts" });
  const bankTts = new Prisma.Decimal(input.bankTts);
  if (bankTts.lte(0)) throw new AppError("VALIDATION", { field: "bankTts" });
  const row = await getDb().exchangeRate.create({
    data: {
      currency: input.currency ?? "CNY",
      bankTts,
      rate: bankTts.plus(LIMITS.rateMarkup),
      bankName: input.bankName,
      effectiveDate: new Date(input.effectiveDate),
    },
  });
  return view(row);
}
