import { CUSTOMER_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { commissionInForce } from "@/lib/pricing/commission";

/**
 * The customer's own profile (getCustomerInfo); never the password hash. The screens load it with every
 * session and after a language switch, so it also remembers the language the seller reads in: notices and
 * mails the agent sends later use it (lib/notices).
 */
export async function getCustomerInfo(customerId: number, locale?: Locale) {
  let c = await getDb().customer.findUnique({ where: { id: customerId } });
  if (!c) throw new AppError("UNAUTHORIZED");
  if (locale && c.language !== locale)
    c = await getDb().customer.update({ where: { id: customerId }, data: { language: locale } });
  // What the screens' estimates charge: the rate submitOrder will snapshot (lib/pricing/commission.ts).
  const commission = await commissionInForce(customerId);
  return {
    id: c.id,
    userName: c.userName,
    email: c.email,
    avatar: c.avatar,
    realName: c.realName,
    phone: c.phone,
    companyName: c.companyName,
    memberTier: c.memberTier,
    /** commission in force, basis points (500 = 5 %), and the member tier it belongs to */
    commissionBp: commission.bp,
    commissionTier: commission.tier,
    amazonShopName: c.amazonShopName,
    rakutenShopName: c.rakutenShopName,
    customerServiceId: c.customerServiceId,
    monthlyPurchaseBand: c.monthlyPurchaseBand,
    /** the agent paused ordering, paying and withdrawing (CUSTOMER_STATUS.RESTRICTED) */
    restricted: c.status === CUSTOMER_STATUS.RESTRICTED,
    balance: c.balanceYen,
    frozenAmount: c.frozenYen,
    language: c.language,
    createTime: c.createdAt,
  };
}
export type CustomerInfo = Awaited<ReturnType<typeof getCustomerInfo>>;

/** SPEC §3 person info: shop names and shopCount (0–2, one per shop name present). */
export async function getPersonInfo(customerId: number) {
  const c = await getDb().customer.findUniqueOrThrow({
    where: { id: customerId },
    select: { amazonShopName: true, rakutenShopName: true },
  });
  const shopCount = [c.amazonShopName, c.rakutenShopName].filter((s) => s && s.trim()).length;
  return { ...c, shopCount };
}
export type PersonInfo = Awaited<ReturnType<typeof getPersonInfo>>;
