import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { staffCustomerSearch } from "@/lib/api/endpoints/staff";
import { searchCustomers } from "@/lib/customers/staff-view";

/** The customers desk: search by name, email, company, order number (docs/staff.md "Customers desk"). */
export const GET = serve(staffCustomerSearch, async ({ query }) => {
  const { total, rows } = await searchCustomers(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
