import { notFound, redirect } from "next/navigation";
import { customerOfOrder } from "@/lib/customers/staff-view";
import { requireStaff } from "@/lib/staff/page-staff";
import { ZDbId } from "@/lib/validation/rules";

type Props = { params: Promise<{ orderId: string }> };

/** An audit row names an order: until orders have a desk of their own, it opens its customer's page. */
export default async function StaffOrderCustomerPage({ params }: Props) {
  const { orderId: raw } = await params;
  await requireStaff("customers.read", `/staff/customers/by-order/${encodeURIComponent(raw)}`);
  const id = ZDbId.safeParse(raw);
  const customerId = id.success ? await customerOfOrder(id.data) : null;
  if (customerId === null) notFound();
  redirect(`/staff/customers/${customerId}`);
}
