import type { Prisma } from "@/generated/prisma/client";
import { LIMITS, PUBLISH_STATUS } from "@/lib/codes";
import { DEMO_CATALOGUE_SIZE, TEMPLATE_COUNT, generateCatalogue } from "./catalogue";
import { makeRng } from "./catalogue-random";
import { catalogueIdsOf, seedCatalogue } from "./catalogue-store";
import type { Clock } from "./demo-clock";
import {
  AMAZON_SITES,
  ANNOUNCEMENTS,
  BANK_ACCOUNTS,
  BANK_HOLDER,
  DRAFT_ANNOUNCEMENTS,
  DRAFT_GUIDES,
  GUIDES,
  PACKING_MATERIALS,
  PLANS,
  STAFF,
  TRANSPORT_CASES,
} from "./demo-reference-data";

type Tx = Prisma.TransactionClient;

/** Days of rate history: the oldest demo order is 40 days old, the accounts 60. */
const RATE_DAYS = 60;
type Rng = ReturnType<typeof makeRng>;

/** yen per yuan held as 1/10000 → the DECIMAL(10,4) string. */
const rateString = (rate4: number) => (rate4 / 10_000).toFixed(4);

/**
 * Reference data (Amazon sites, staff, receiving accounts, plans, content, materials, the rate history of the
 * last 14 days and the catalogue): rows with a natural key are added when missing, tables without one only
 * when empty, so running it again changes nothing. No statuses, no ledger. The prefectures are not demo data:
 * a migration inserts them (prisma/migrations/20261126001500_prefectures), the seed only reads them.
 */
export async function seedReference(tx: Tx, clock: Clock, rng: Rng) {
  // Amazon sites and staff have natural keys: insert what is missing.
  await tx.amazonSite.createMany({
    data: AMAZON_SITES.map(([siteId, siteNameEn, countryCode, marketplace], i) => ({
      siteId,
      siteNameEn,
      countryCode,
      marketplace,
      sort: i + 1,
    })),
    skipDuplicates: true,
  });
  await tx.serviceStaff.createMany({
    data: STAFF.map(([staffCode, name]) => ({ staffCode, name })),
    skipDuplicates: true,
  });

  // Receiving accounts are matched on bank + account number, so accounts other data added stay untouched.
  const existingBanks = await tx.bankAccount.findMany({ select: { bank: true, bankAccount: true } });
  const missingBanks = BANK_ACCOUNTS.map((b, i) => ({ ...b, sort: i + 1 })).filter(
    (b) => !existingBanks.some((e) => e.bank === b.bank && e.bankAccount === b.bankAccount),
  );
  await tx.bankAccount.createMany({
    data: missingBanks.map((b) => ({ ...b, name: BANK_HOLDER, bankRate: "0", category: "ordinary" })),
  });
  // Tables without a natural key are only filled when empty.
  if ((await tx.announcement.count()) === 0) {
    await tx.announcement.createMany({
      data: [
        ...ANNOUNCEMENTS.map((a) => ({ ...a, status: PUBLISH_STATUS.PUBLISHED })),
        ...DRAFT_ANNOUNCEMENTS.map((a) => ({ ...a, pinned: false, status: PUBLISH_STATUS.DRAFT })),
      ].map((a) => ({
        titleJa: a.ja[0],
        titleZh: a.zh?.[0] ?? "",
        titleEn: a.en?.[0] ?? "",
        titleKo: a.ko?.[0] ?? "",
        contentJa: a.ja[1],
        contentZh: a.zh?.[1] ?? "",
        contentEn: a.en?.[1] ?? "",
        contentKo: a.ko?.[1] ?? "",
        pinned: a.pinned,
        status: a.status,
        publishedAt: clock.at(a.daysAgo, 11),
        createdAt: clock.at(a.daysAgo, 11),
      })),
    });
  }
  if ((await tx.guideArticle.count()) === 0) {
    await tx.guideArticle.createMany({
      data: [
        ...GUIDES.map((g) => ({ ...g, status: PUBLISH_STATUS.PUBLISHED })),
        ...DRAFT_GUIDES.map((g) => ({ ...g, status: PUBLISH_STATUS.DRAFT })),
      ].map((g) => ({
        centerType: g.centerType,
        titleZh: g.zh?.[0] ?? "",
        titleKr: g.ko?.[0] ?? "",
        titleJa: g.ja[0],
        titleEn: g.en?.[0] ?? "",
        contentZh: g.zh?.[1] ?? "",
        contentKr: g.ko?.[1] ?? "",
        contentJa: g.ja[1],
        contentEn: g.en?.[1] ?? "",
        sort: g.sort,
        status: g.status,
        createTime: clock.at(g.daysAgo, 15),
      })),
    });
  }
  if ((await tx.packingMaterial.count()) === 0) {
    await tx.packingMaterial.createMany({
      data: PACKING_MATERIALS.map((m, i) => ({
        nameZh: m.name[0],
        nameJa: m.name[1],
        nameEn: m.name[2],
        nameKo: m.name[3],
        spec: m.spec,
        unit: m.unit,
        priceYen: m.priceYen,
        stock: m.stock,
        sort: i + 1,
      })),
    });
  }
  if ((await tx.transportCase.count()) === 0) {
    await tx.transportCase.createMany({
      data: TRANSPORT_CASES.map((c, i) => ({
        nameZh: c.name[0],
        nameJa: c.name[1],
        nameEn: c.name[2],
        nameKo: c.name[3],
        lengthCm: c.dims[0],
        widthCm: c.dims[1],
        heightCm: c.dims[2],
        maxWeightGrams: c.maxG,
        priceYen: c.priceYen,
        stock: 500,
        sort: i + 1,
      })),
    });
  }

  // Member plans: one per tier.
  const plans = new Map<number, number>();
  for (const [i, p] of PLANS.entries()) {
    const found = await tx.memberPlan.findFirst({
      where: { tier: p.tier },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    const id =
      found?.id ??
      (
        await tx.memberPlan.create({
          data: {
            tier: p.tier,
            nameZh: p.name[0],
            nameJa: p.name[1],
            nameEn: p.name[2],
            nameKo: p.name[3],
            monthlyFeeYen: p.feeYen,
            commissionRate: p.commission,
            monthlyQuotaYen: p.quotaYen,
            sort: i + 1,
          },
          select: { id: true },
        })
      ).id;
    plans.set(p.tier, id);
  }

  // Exchange rates: the Japan days of the demo histories (60) up to today; rate = bank TTS + 0.7 (1/10000 yen).
  const markup4 = Math.round(Number(LIMITS.rateMarkup) * 10_000);
  const rates: { day: Date; tts4: number; rate4: number; at: Date }[] = [];
  let tts4 = 214_500;
  for (let d = RATE_DAYS - 1; d >= 0; d--) {
    tts4 = Math.min(219_900, Math.max(210_500, tts4 + rng.int(-12, 12) * 100));
    rates.push({ day: clock.day(d), tts4, rate4: tts4 + markup4, at: clock.at(d, 10, 5) });
  }
  const haveDays = new Set(
    (
      await tx.exchangeRate.findMany({
        where: { currency: "CNY", effectiveDate: { gte: rates[0].day } },
        select: { effectiveDate: true },
      })
    ).map((r) => r.effectiveDate.toISOString().slice(0, 10)),
  );
  await tx.exchangeRate.createMany({
    data: rates
      .filter((r) => !haveDays.has(r.day.toISOString().slice(0, 10)))
      .map((r) => ({
        currency: "CNY",
        bankTts: rateString(r.tts4),
        rate: rateString(r.rate4),
        bankName: "三菱UFJ銀行",
        effectiveDate: r.day,
        createdAt: r.at,
      })),
  });
  // Category tree and the generated catalogue; the demo history uses the template goods #1–#72.
  await seedCatalogue(tx, DEMO_CATALOGUE_SIZE);
  const catalogue = generateCatalogue(TEMPLATE_COUNT);
  const goodsIdOf = await catalogueIdsOf(tx, catalogue);

  const [regions, sites, staff, banks, materials, cases] = await Promise.all([
    tx.region.findMany({ select: { id: true, code: true } }),
    tx.amazonSite.findMany({ select: { id: true, siteId: true } }),
    tx.serviceStaff.findMany({ select: { id: true, staffCode: true } }),
    tx.bankAccount.findMany({ where: { active: true }, orderBy: { sort: "asc" }, select: { id: true } }),
    tx.packingMaterial.findMany({ orderBy: { sort: "asc" }, select: { id: true, priceYen: true } }),
    tx.transportCase.findMany({ orderBy: { sort: "asc" }, select: { id: true, priceYen: true } }),
  ]);

  return {
    plans,
    catalogue,
    goodsIdOf,
    regionId: new Map(regions.map((r) => [r.code, r.id])),
    siteId: new Map(sites.map((s) => [s.siteId, s.id])),
    staffId: new Map(staff.map((s) => [s.staffCode, s.id])),
    banks,
    materials,
    cases,
  };
}
export type Ref = Awaited<ReturnType<typeof seedReference>>;
