import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { getMemberFees } from "@/lib/customers/membership";

export const GET = route({ auth: true }, async ({ auth, locale }) =>
  ok(await getMemberFees(auth.customerId, locale)),
);

export * from "@/lib/api/method-not-allowed";
