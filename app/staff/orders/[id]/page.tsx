import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getCustomerOrder } from "@/lib/customers/staff-view";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/staff/page-staff";
import { ZDbId } from "@/lib/validation/rules";
import { ScreenMessages } from "../../../_components/screen-messages";
import { OrderScreen, type StaffOrder } from "./order-screen";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.orders.title") };
}

/** One order as its seller sees it, for whoever may read customers (docs/staff.md "Customers desk"). */
export default async function StaffOrderPage({ params }: Props) {
  const { id: raw } = await params;
  await requireStaff("customers.read", `/staff/orders/${encodeURIComponent(raw)}`);
  const id = ZDbId.safeParse(raw);
  if (!id.success) notFound();
  const order = await getCustomerOrder(id.data, (await getLocale()) as Locale).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "NOT_FOUND") return null;
    throw e;
  });
  if (!order) notFound();
  return (
    <ScreenMessages screen="staff/orders/[id]/page">
      <OrderScreen order={JSON.parse(JSON.stringify(order)) as StaffOrder} />
    </ScreenMessages>
  );
}
