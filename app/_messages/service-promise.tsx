"use client";

import { useTranslations } from "next-intl";
import { useSession } from "../_components/session";

/** Customer-service ID and the reply-time promise of SPEC §9. */
export function ServicePromise() {
  const t = useTranslations("message");
  const { userInfo } = useSession();
  return (
    <section className="card text-sm" data-testid="service-promise">
      <p>
        <span className="text-slate-500">{t("serviceId")}</span>{" "}
        <span className="font-semibold" data-testid="service-id">
          {userInfo ? (userInfo.customerServiceId ?? t("serviceIdNone")) : "…"}
        </span>
      </p>
      <p className="mt-1 text-slate-600">{t("replyPromise")}</p>
    </section>
  );
}
