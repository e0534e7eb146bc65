import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffCustomerStatus } from "@/lib/api/endpoints/staff";
import { CUSTOMER_STATUS } from "@/lib/codes";
import { setAccountStatus } from "@/lib/customers/account-status";

const DONE = {
  [CUSTOMER_STATUS.ACTIVE]: "staff.customers.activated",
  [CUSTOMER_STATUS.RESTRICTED]: "staff.customers.restricted",
  [CUSTOMER_STATUS.DISABLED]: "staff.customers.disabled",
} as const;
const ALREADY = {
  [CUSTOMER_STATUS.ACTIVE]: "staff.customers.alreadyActive",
  [CUSTOMER_STATUS.RESTRICTED]: "staff.customers.alreadyRestricted",
  [CUSTOMER_STATUS.DISABLED]: "staff.customers.alreadyDisabled",
} as const;

/**
 * Restrict, disable or activate an account with a reason (`npm run op:customer` does the same). A second
 * identical request (a double click) changes nothing and says the account is already so.
 */
export const POST = serve(staffCustomerStatus, async ({ actor, body }) => {
  const r = await setAccountStatus(actor, body);
  return ok({ id: r.id, status: r.status, changed: r.changed }, (r.changed ? DONE : ALREADY)[body.status]);
});

export * from "@/lib/api/method-not-allowed";
