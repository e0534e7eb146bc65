import { paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { searchCustomers } from "@/lib/customers/staff-view";
import { ZCustomerSearch } from "@/lib/validation/staff-customers";

/** The customers desk: search by name, email, company, order number (docs/staff.md "Customers desk"). */
export const GET = staffRoute("customers.read", { query: ZCustomerSearch }, async ({ query }) => {
  const { total, rows } = await searchCustomers(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
