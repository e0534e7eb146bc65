import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZUpdateInfo } from "@/lib/validation/customer";
import { updateCustomerInfo } from "@/lib/customers/profile";

export const POST = route({ auth: true, body: ZUpdateInfo }, async ({ auth, body }) =>
  ok(await updateCustomerInfo(auth.customerId, body), "userInfo.saved"),
);

export * from "@/lib/api/method-not-allowed";
