import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import type { TUpdateInfo } from "@/lib/validation/customer";
import { getCustomerInfo } from "./customer-info";

/** Saves the user-info form. Absent optional fields stay as they are; blank ones are cleared. */
export async function updateCustomerInfo(customerId: number, input: TUpdateInfo) {
  await getDb().customer.update({
    where: { id: customerId },
    data: {
      userName: input.userName,
      realName: input.realName,
      phone: input.phone,
      companyName: input.companyName,
      amazonShopName: input.amazonShopName,
      rakutenShopName: input.rakutenShopName,
      monthlyPurchaseBand: input.monthlyPurchaseBand,
    },
  });
  return getCustomerInfo(customerId);
}

/** An absolute URL on this shop's own origin (APP_URL) → its path, as the upload returned it. */
function asStoredUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  try {
    const u = new URL(url);
    return u.origin === new URL(env().APP_URL).origin && u.pathname.startsWith("/uploads/")
      ? u.pathname
      : url;
  } catch {
    return url;
  }
}

/** Sets the avatar to an image this customer uploaded; any other URL is refused and nothing changes. */
export async function updateAvatar(customerId: number, avatarUrl: string): Promise<{ avatar: string }> {
  const url = asStoredUrl(avatarUrl);
  const file = await getDb().uploadedFile.findFirst({
    where: { customerId, url, mimeType: { startsWith: "image/" } },
    select: { url: true },
  });
  if (!file) throw new AppError("AVATAR_NOT_OWNED");
  await getDb().customer.update({ where: { id: customerId }, data: { avatar: file.url } });
  return { avatar: file.url };
}

/** Number of the customer's labels (FBA/trade/shipping label files), for the user-info screen. */
export function countCustomerLabels(customerId: number): Promise<number> {
  return getDb().label.count({ where: { customerId } });
}
