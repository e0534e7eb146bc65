import { z } from "zod";
import { CUSTOMER_STATUS } from "@/lib/codes";
import { ZDbId, ZPageQuery, ZPlainText } from "./rules";

/** The customers desk's inputs (docs/staff.md "Customers desk"); shared by its screens, its endpoints and `npm run op:customer`. */

const STATUSES: readonly number[] = Object.values(CUSTOMER_STATUS);
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : v);

export const ZCustomerStatus = z.coerce
  .number({ error: "validation.staff.customerStatus" })
  .int("validation.staff.customerStatus")
  .refine((n) => STATUSES.includes(n), { error: "validation.staff.customerStatus" })
  .transform((n) => n as (typeof CUSTOMER_STATUS)[keyof typeof CUSTOMER_STATUS]);

/** One box for name, email, company and order number (docs/staff.md "Customers desk"). */
export const ZCustomerSearch = ZPageQuery.extend({
  q: z.preprocess(blankToUndefined, ZPlainText(128).optional()),
  status: z.preprocess(blankToUndefined, ZCustomerStatus.optional()),
});
export type TCustomerSearch = z.infer<typeof ZCustomerSearch>;

export const ZCustomerStatusChange = z.object({
  id: ZDbId,
  status: ZCustomerStatus,
  // A missing reason reads as an empty one, so it answers "enter the reason", not "invalid input".
  reason: z.preprocess(
    (v) => v ?? "",
    ZPlainText(500).pipe(z.string().min(1, "validation.staff.reasonRequired")),
  ),
});
export type TCustomerStatusChange = z.infer<typeof ZCustomerStatusChange>;
