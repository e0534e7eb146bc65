import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountUpdateInfo } from "@/lib/api/endpoints/accounts";
import { updateCustomerInfo } from "@/lib/customers/profile";

export const POST = serve(accountUpdateInfo, async ({ auth, body }) =>
  ok(await updateCustomerInfo(auth.customerId, body), "userInfo.saved"),
);

export * from "@/lib/api/method-not-allowed";
