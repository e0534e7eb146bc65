"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { useSession } from "../../_components/session";

/** /userSafe: the login address and the ways to change it and the password. */
export function UserSafeScreen() {
  const t = useTranslations("safety");
  const { userInfo } = useSession();
  const rows = [
    {
      label: t("email"),
      value: userInfo?.email ?? "…",
      href: "/upDataEmail",
      action: t("changeEmail"),
      testId: "safe-email",
    },
    {
      label: t("password"),
      value: "••••••••",
      href: "/upDataPassWord",
      action: t("changePassword"),
      testId: "safe-password",
    },
  ];
  return (
    <section className="card mx-auto mt-4 max-w-md">
      <h1 className="mb-1 text-xl font-bold">{t("title")}</h1>
      <p className="mb-4 text-sm text-slate-500">{t("intro")}</p>
      <ul className="divide-y divide-slate-100">
        {rows.map((r) => (
          <li key={r.href} className="flex items-center justify-between gap-3 py-3" data-testid={r.testId}>
            <div className="min-w-0">
              <p className="text-xs text-slate-500">{r.label}</p>
              <p className="truncate font-medium">{r.value}</p>
            </div>
            <Link href={r.href} className="btn-secondary shrink-0">
              {r.action}
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/userCenter" className="mt-4 inline-block text-sm text-brand">
        ← {t("backToUserCenter")}
      </Link>
    </section>
  );
}
