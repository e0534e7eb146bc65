import { CUSTOMER_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

type Status = (typeof CUSTOMER_STATUS)[keyof typeof CUSTOMER_STATUS];

/**
 * The agent's hold on an account (docs/decisions.md "Restricted accounts"): RESTRICTED keeps the seller
 * signed in and reading while ordering, paying and withdrawing answer "currently no permission"; DISABLED
 * ends every session and refuses login; ACTIVE lifts either. One statement, so nothing else to keep in step.
 */
export async function setAccountStatus(email: string, status: Status) {
  const found = await getDb().customer.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!found) throw new AppError("NOT_FOUND");
  return getDb().customer.update({
    where: { id: found.id },
    data: { status },
    select: { id: true, email: true, status: true },
  });
}
