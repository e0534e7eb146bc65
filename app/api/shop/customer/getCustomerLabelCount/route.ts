import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { countCustomerLabels } from "@/lib/customers/profile";

export const GET = route({ auth: true }, async ({ auth }) => ok(await countCustomerLabels(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
