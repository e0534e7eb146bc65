"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { UserCenterMenu, type SupportLinks } from "../_components/user-center-menu";
import { useSession } from "../_components/session";

export type { SupportLinks };

/** User-center layout of the message screens: the menu (with the unread badge) beside the content. */
export function MessageShell({ kakaoUrl, wechatId, children }: SupportLinks & { children: ReactNode }) {
  return (
    <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
      <div className="order-2 md:order-1">
        <UserCenterMenu kakaoUrl={kakaoUrl} wechatId={wechatId} />
      </div>
      <div className="order-1 flex min-w-0 flex-col gap-4 md:order-2">{children}</div>
    </div>
  );
}

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
