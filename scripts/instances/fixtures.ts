import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/accounts/password";
import { ORDER_STATUS, PLATFORM } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { createEnrolledStaff } from "@/lib/staff/team";
import { newTotpSecret } from "@/lib/staff/totp";
import { ZBalanceAdjust } from "@/lib/validation/staff-finance";
import { adjustBalance } from "@/lib/wallet/adjust";

/**
 * The data a run of `npm run check:instances` owns: sellers and a staff member of its own, named after the
 * run, with passwords nobody else learns (random, kept in this process only). The demo accounts are only
 * signed in to, never changed, so a run leaves the demo as it was.
 */
export type Seller = { id: number; email: string; password: string };
export type Staff = { id: number; email: string; password: string; totpSecret: string };

/** 19 characters: within every password rule of the shop (lib/validation/rules.ts). */
const secret = () => `${randomBytes(8).toString("hex")}Aa9`;

export const runEmail = (run: string, tag: string) => `instances-${run}-${tag}@example.test`;

/** A seller straight in the database, with `balanceYen` credited as a compensation by the operator (audited). */
export async function createSeller(run: string, tag: string, balanceYen = 0): Promise<Seller> {
  const email = runEmail(run, tag);
  const password = secret();
  const row = await getDb().customer.create({
    data: { email, userName: `check:instances ${tag}`, passwordHash: await hashPassword(password) },
    select: { id: true },
  });
  if (balanceYen > 0)
    await adjustBalance(
      CLI_ACTOR,
      ZBalanceAdjust.parse({
        customer: String(row.id),
        kind: "compensation",
        amount: balanceYen,
        reason: `check:instances ${run}`,
      }),
    );
  return { id: row.id, email, password };
}

/** An order awaiting payment, outside the catalogue (nothing appears in the shop's search). */
export function createUnpaidOrder(customerId: number, totalYen: number) {
  return getDb().order.create({
    data: {
      customerId,
      orderNo: `I${randomBytes(10).toString("hex").toUpperCase()}`,
      orderStatus: ORDER_STATUS.AWAITING_PAYMENT,
      platform: PLATFORM.JD,
      goodsAmountFen: 100,
      goodsAmountYen: totalYen,
      totalYen,
      rateUsed: "21.0000",
      lines: { create: [{ goodsId: null, goodsName: "check:instances", unitPriceFen: 100, quantity: 1 }] },
    },
    select: { id: true, orderNo: true },
  });
}

/** A finance member enrolled with an authenticator secret of its own. */
export async function createStaff(run: string, tag: string): Promise<Staff> {
  const email = runEmail(run, tag);
  const password = secret();
  const totpSecret = newTotpSecret();
  const { id } = await createEnrolledStaff(CLI_ACTOR, {
    email,
    name: `check:instances ${tag}`,
    roles: ["finance"],
    language: "en-us",
    serviceCode: undefined,
    password,
    totpSecret,
  });
  return { id, email, password, totpSecret };
}

/** The run's staff members can no longer sign in, whatever happened (a staff account is a way in). */
export async function retireStaff(staff: Staff[]): Promise<void> {
  const ids = staff.map((s) => s.id);
  await getDb().staffUser.updateMany({ where: { id: { in: ids } }, data: { active: false } });
  await getDb().staffSession.updateMany({
    where: { staffId: { in: ids }, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
