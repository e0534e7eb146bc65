import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { getPersonInfo } from "@/lib/customers/customer-info";

export const GET = route({ auth: true }, async ({ auth }) => ok(await getPersonInfo(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
