"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";

/**
 * Where the balance is topped up (SPEC §2 lists both as top-up screens): /account/accountPay (PayPal and
 * the general top-up) and /account/accountPayZcl (bank transfer, "转账充值").
 */
export function TopUpLinks() {
  const t = useTranslations("orderPage");
  return (
    <span className="flex flex-wrap gap-2">
      <Link href="/account/accountPay" className="btn-secondary">
        {t("topUpPaypal")}
      </Link>
      <Link href="/account/accountPayZcl" className="btn-secondary">
        {t("topUpBank")}
      </Link>
    </span>
  );
}
