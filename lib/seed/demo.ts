/**
 * Demo data for the shop: reference data (prefectures, Amazon sites, bank accounts, member plans, exchange
 * rates, categories, goods, packing materials …) and three demo customers whose histories — orders in every
 * status of SPEC §4, defects and their handling, top-ups, a withdrawal, messages, feedback — are made by the
 * shop's own domain functions, run "in the past" with the clock pinned to each step's moment (lib/clock.ts).
 * Nothing writes an order status or a ledger row around those functions (the packing-list rows of
 * demo-shipments.ts wait for the packing-list functions).
 *
 * Idempotent: when demo@example.com exists nothing is written. The accounts get their real addresses in the
 * last step, so a seed cut off half-way leaves no demo@example.com behind and the next start seeds again.
 */
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Db } from "@/lib/db/client";
import { CUSTOMER_STATUS, MEMBER_TIER, MONTHLY_PURCHASE_BAND } from "@/lib/codes";
import { makeRng } from "./catalogue-random";
import { makeClock, type Clock } from "./demo-clock";
import { demoMessageSteps } from "./demo-messages";
import { orderSteps } from "./demo-orders";
import { demoPeopleSteps, type People } from "./demo-people";
import { demoReceivingSteps } from "./demo-receiving";
import { seedReference, type Ref } from "./demo-reference";
import { demoShipmentSteps } from "./demo-shipments";
import { seedDemoStaff } from "./demo-staff";
import { runInTimeOrder } from "./demo-steps";
import { demoWalletSteps, vipWalletSteps } from "./demo-wallet";

export const DEMO_ACCOUNTS = Object.freeze({
  demo: { email: "demo@example.com", password: "Demo1234" },
  vip: { email: "vip@example.com", password: "Vip12345" },
  quota: { email: "quota@example.com", password: "Quota1234" },
});

type Account = keyof typeof DEMO_ACCOUNTS;

const PROFILES: Record<Account, { profile: Record<string, unknown>; createdDays: number; hh: number }> = {
  demo: {
    createdDays: 60,
    hh: 14,
    profile: {
      userName: "山田 太郎",
      realName: "山田 太郎",
      phone: "090-1234-5678",
      companyName: "株式会社ヤマダトレーディング",
      memberTier: MEMBER_TIER.GENERAL,
      amazonShopName: "YAMADA SELECT",
      rakutenShopName: "ヤマダセレクト楽天市場店",
      customerServiceId: "CS001",
      monthlyPurchaseBand: MONTHLY_PURCHASE_BAND.FROM_300K_TO_1M,
    },
  },
  vip: {
    createdDays: 120,
    hh: 10,
    profile: {
      userName: "佐藤 花子",
      realName: "佐藤 花子",
      phone: "080-2345-6789",
      companyName: "合同会社ハナコトレーディング",
      memberTier: MEMBER_TIER.VIP,
      amazonShopName: "Hanako Trading JP",
      customerServiceId: "CS002",
      monthlyPurchaseBand: MONTHLY_PURCHASE_BAND.FROM_1M_TO_3M,
    },
  },
  quota: {
    createdDays: 5,
    hh: 16,
    profile: {
      userName: "鈴木 一郎",
      realName: "鈴木 一郎",
      phone: "070-3456-7890",
      memberTier: MEMBER_TIER.QUOTA,
      customerServiceId: "CS002",
      monthlyPurchaseBand: MONTHLY_PURCHASE_BAND.UNDER_300K,
    },
  },
};

/** The accounts under a provisional address until the whole history is written. */
async function createAccounts(db: Db, clock: Clock, tag: string): Promise<Record<Account, number>> {
  const ids = {} as Record<Account, number>;
  for (const account of Object.keys(DEMO_ACCOUNTS) as Account[]) {
    const { email, password } = DEMO_ACCOUNTS[account];
    const { profile, createdDays, hh } = PROFILES[account];
    const row = await db.customer.create({
      data: {
        email: email.replace("@", `+seeding-${tag}@`),
        passwordHash: await bcrypt.hash(password, 10),
        status: CUSTOMER_STATUS.ACTIVE,
        language: "ja",
        createdAt: clock.at(createdDays, hh, 12),
        ...(profile as { userName: string }),
      },
      select: { id: true },
    });
    ids[account] = row.id;
  }
  return ids;
}

async function seedHistories(clock: Clock, ref: Ref, ids: Record<Account, number>) {
  const rng = makeRng(20_261_123);
  const people: People = {};
  await runInTimeOrder(demoPeopleSteps(clock, ref, ref.catalogue, ids.demo, people));
  const ctx = { customerId: ids.demo, addressId: people.homeAddressId!, ref, rng };
  const { steps, orders } = orderSteps(clock, ref.catalogue, ctx);
  await runInTimeOrder([
    ...demoWalletSteps(clock, rng, ref, ids.demo),
    ...steps,
    ...demoShipmentSteps(clock, rng, ref, ids.demo, orders, people),
    ...demoMessageSteps(clock, ids.demo, orders),
    ...demoReceivingSteps(clock),
  ]);
  await runInTimeOrder(vipWalletSteps(clock, ref, ids.vip));
}

export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  await seedDemoStaff();
  const existing = await db.customer.findUnique({
    where: { email: DEMO_ACCOUNTS.demo.email },
    select: { id: true },
  });
  if (existing) return { created: false };

  const clock = makeClock(new Date());
  const ref = await db.$transaction((tx) => seedReference(tx, clock, makeRng(20_261_122)), {
    maxWait: 15_000,
    timeout: 120_000,
  });
  const ids = await createAccounts(db, clock, randomBytes(4).toString("hex"));
  await seedHistories(clock, ref, ids);
  await db.$transaction(
    (Object.keys(ids) as Account[]).map((account) =>
      db.customer.update({
        where: { id: ids[account] },
        data: {
          email: DEMO_ACCOUNTS[account].email,
          lastLoginAt: account === "demo" ? clock.at(0, 9, 30) : null,
        },
      }),
    ),
  );
  return { created: true };
}
