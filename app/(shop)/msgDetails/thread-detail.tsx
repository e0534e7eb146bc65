"use client";

import { useEffect, useRef } from "react";
import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { messageThread } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { ServicePromise } from "../../_messages/service-promise";
import type { SupportLinks } from "../../_components/user-center-menu";
import { UserShell } from "../user/_components/user-shell";
import { MessageForm } from "../../_messages/message-form";
import { writtenLang } from "@/lib/i18n/written-lang";
import { AttachmentList } from "../../_messages/attachment-list";
import { NoticeLinkButton, NoticeMark } from "../../_messages/notice-link-button";
import { useRefreshMessages, useRequireLogin } from "../../_messages/use-messages";

/** /msgDetails?id=: one thread, oldest first (newest at the bottom), and the reply box. */
export function ThreadDetail({ threadId, ...links }: SupportLinks & { threadId: number }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const loggedIn = useRequireLogin();
  const refresh = useRefreshMessages();
  const thread = useQuery({
    queryKey: queryKeyOf(messageThread, threadId, locale),
    enabled: loggedIn && threadId > 0,
    queryFn: () => request(messageThread, { params: { id: threadId } }, { locale }),
  });

  // Opening the thread marked its staff messages read: badges and counts change.
  const openedAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (openedAt) {
      void refresh();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per load of the thread
  }, [openedAt]);

  const bottom = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    if (count) bottom.current?.scrollIntoView({ block: "end" });
  }, [count]);

  const notFound = threadId <= 0 || thread.isError;

  return (
    <UserShell {...links}>
      <div className="flex items-center justify-between gap-3">
        <Link href="/user/userMsgNotify" className="text-sm text-brand">
          ← {t("message.backToList")}
        </Link>
      </div>
      {notFound ? (
        <section className="card text-center text-sm text-slate-600" data-testid="thread-missing">
          {thread.isError ? thread.error.message || t("common.loadFailed") : t("errors.notFound")}
        </section>
      ) : !thread.data ? (
        <section className="card text-center text-sm text-slate-600">{t("common.loading")}</section>
      ) : (
        <>
          <section className="card">
            <div className="flex items-start gap-2">
              {thread.data.notice && <NoticeMark />}
              <h1 className="min-w-0 break-words text-lg font-bold">{thread.data.title}</h1>
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {formatDateTime(thread.data.createTime)}
              {thread.data.staffName ? ` · ${t("message.staff", { name: thread.data.staffName })}` : ""}
            </p>
          </section>
          <ol className="flex flex-col gap-3" data-testid="thread-messages">
            {thread.data.messages.map((m) => (
              <li
                key={m.id}
                data-testid="message"
                data-from={m.fromStaff ? "staff" : "customer"}
                className={`flex ${m.fromStaff ? "justify-start" : "justify-end"}`}
              >
                <div
                  className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm shadow-sm ${
                    m.fromStaff
                      ? "rounded-tl-sm bg-white ring-1 ring-slate-200"
                      : "rounded-tr-sm bg-orange-50 ring-1 ring-orange-200"
                  }`}
                >
                  <p className="mb-1 text-xs font-semibold text-slate-600">
                    {m.fromStaff
                      ? m.staffName
                        ? m.staffCode
                          ? t("message.staffWithCode", { name: m.staffName, code: m.staffCode })
                          : t("message.staff", { name: m.staffName })
                        : t("message.fromStaff")
                      : t("message.fromMe")}
                  </p>
                  <p lang={writtenLang(m.content)} className="whitespace-pre-wrap break-words">
                    {m.content}
                  </p>
                  <AttachmentList attachments={m.attachments} />
                  <NoticeLinkButton link={m.link} className="mt-2" />
                  <p className="mt-1 text-right text-[11px] text-slate-600">
                    {formatDateTime(m.createTime)}
                    {!m.fromStaff && ` · ${m.read ? t("message.readByStaff") : t("message.unreadByStaff")}`}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <div ref={bottom} />
          <section className="card">
            <MessageForm threadId={thread.data.id} compact onSent={() => undefined} />
          </section>
          <ServicePromise />
        </>
      )}
    </UserShell>
  );
}
