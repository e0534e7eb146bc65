import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/** The customer's own profile (getCustomerInfo); never the password hash. */
export async function getCustomerInfo(customerId: number) {
  const c = await getDb().customer.findUnique({ where: { id: customerId } });
  if (!c) throw new AppError("UNAUTHORIZED");
  return {
    id: c.id,
    userName: c.userName,
    email: c.email,
    avatar: c.avatar,
    realName: c.realName,
    phone: c.phone,
    companyName: c.companyName,
    memberTier: c.memberTier,
    amazonShopName: c.amazonShopName,
    rakutenShopName: c.rakutenShopName,
    customerServiceId: c.customerServiceId,
    monthlyPurchaseBand: c.monthlyPurchaseBand,
    balance: c.balanceYen,
    frozenAmount: c.frozenYen,
    language: c.language,
    createTime: c.createdAt,
  };
}

/** SPEC §3 person info: shop names and shopCount (0–2, one per shop name present). */
export async function getPersonInfo(customerId: number) {
  const c = await getDb().customer.findUniqueOrThrow({
    where: { id: customerId },
    select: { amazonShopName: true, rakutenShopName: true },
  });
  const shopCount = [c.amazonShopName, c.rakutenShopName].filter((s) => s && s.trim()).length;
  return { ...c, shopCount };
}
