import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { getCustomerInfo } from "@/lib/customers/customer-info";

export const GET = route({ auth: true }, async ({ auth, locale }) =>
  ok(await getCustomerInfo(auth.customerId, locale)),
);

export * from "@/lib/api/method-not-allowed";
