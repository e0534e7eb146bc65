"use client";

import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ServicePromise } from "../../_messages/service-promise";
import type { SupportLinks } from "../../_components/user-center-menu";
import { UserShell } from "../user/_components/user-shell";
import { MessageForm } from "../../_messages/message-form";
import { useRequireLogin } from "../../_messages/use-messages";

/** /messageSend: start a thread; /messageSend?threadId= replies in one. Then the thread opens. */
export function MessageSend({ threadId, ...links }: SupportLinks & { threadId?: number }) {
  const t = useTranslations("message");
  const router = useRouter();
  const loggedIn = useRequireLogin();
  return (
    <UserShell {...links}>
      <Link
        href={threadId ? `/msgDetails?id=${threadId}` : "/user/userMsgNotify"}
        className="text-sm text-brand"
      >
        ← {t(threadId ? "backToThread" : "backToList")}
      </Link>
      <section className="card">
        <h1 className="mb-4 text-xl font-bold">{t(threadId ? "replyTitle" : "newTitle")}</h1>
        {loggedIn && (
          <MessageForm
            threadId={threadId}
            onSent={(sent) => router.push(`/msgDetails?id=${sent.threadId}`)}
          />
        )}
      </section>
      <ServicePromise />
    </UserShell>
  );
}
