"use client";

import { useTranslations } from "next-intl";
import Link from "@/app/_components/link";
import type { Json } from "@/lib/api/json";
import type { CustomerOrder } from "@/lib/customers/staff-view";

/** "Customer: name (their page) email · company": whose order or packing list the console is showing. */
export function CustomerLine({
  customer: c,
  testId,
}: {
  customer: Json<CustomerOrder["customer"]>;
  testId: string;
}) {
  const t = useTranslations("staff.orders");
  return (
    <p className="text-sm" data-testid={testId}>
      <span className="mr-2 text-slate-500">{t("customer")}</span>
      <Link href={`/staff/customers/${c.id}`} className="text-brand underline">
        {c.userName}
      </Link>{" "}
      <span className="text-slate-600">
        {c.email}
        {c.companyName ? ` · ${c.companyName}` : ""}
      </span>
    </p>
  );
}
