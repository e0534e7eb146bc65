"use client";

import Link from "@/app/_components/link";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { messageList } from "@/lib/client/endpoints";
import { nextPageNum } from "@/lib/client/paging";
import { LIMITS, MESSAGE_DIRECTION } from "@/lib/codes";
import { formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { writtenLang } from "@/lib/i18n/written-lang";
import { usePageSessionData, useSignIn } from "../../../_components/session";
import { useLoadMore } from "../../../_components/use-load-more";
import { ServicePromise } from "../../../_messages/service-promise";
import type { SupportLinks } from "../../../_components/user-center-menu";
import { UserShell } from "../_components/user-shell";
import { NoticeLinkButton, NoticeMark } from "../../../_messages/notice-link-button";
import { useUnreadCount } from "../../../_messages/use-messages";
import type { FirstThreads } from "./first-threads";
import { pageDataRefetch } from "@/lib/client/page-data";

const PAGE_SIZE = LIMITS.pageSize;

/** /user/userMsgNotify: the customer's threads with unread badges, loaded page by page (SPEC §4). */
export function ThreadList({ first, ...links }: SupportLinks & { first?: FirstThreads }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const rendered = usePageSessionData(first);
  const unread = useUnreadCount(rendered?.unread);
  const list = useInfiniteQuery({
    queryKey: queryKeyOf(messageList, sessionKey, locale),
    enabled: !!sessionKey,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      request(messageList, { query: { pageNum: pageParam, pageSize: PAGE_SIZE } }, { locale }),
    getNextPageParam: (last, pages) => nextPageNum(pages.length, last.total, PAGE_SIZE),
    // Painted with the page; read again on a later arrival.
    initialData: rendered && { pages: [rendered.page], pageParams: [1] },
    refetchOnMount: pageDataRefetch,
  });
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  // A failed page finishes the list with an error text (SPEC §4); "retry" loads it again.
  const finished = !list.hasNextPage || list.isError;

  const sentinel = useLoadMore<HTMLLIElement>({
    hasNextPage: list.hasNextPage,
    isError: list.isError,
    busy: list.isFetching,
    fetchNextPage: list.fetchNextPage,
  });

  return (
    <UserShell {...links}>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h1 className="text-xl font-bold">{t("message.listTitle")}</h1>
          {unread.data ? (
            <span
              className="whitespace-nowrap rounded-full bg-rose-600 px-2 py-0.5 text-xs text-white"
              data-testid="unread-total"
            >
              {t("message.unreadTotal", { count: unread.data })}
            </span>
          ) : null}
        </div>
        <Link
          href="/messageSend"
          className="shrink-0 whitespace-nowrap rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          {t("message.newMessage")}
        </Link>
      </div>
      <ServicePromise />
      <ul className="flex flex-col gap-2" data-testid="thread-list" aria-busy={list.isFetching}>
        {rows.map((row) => (
          <li key={row.id} className="card hover:ring-brand/40">
            <Link
              href={`/msgDetails?id=${row.id}`}
              className="block"
              data-testid="thread"
              data-notice={row.notice || undefined}
            >
              <div className="flex items-start justify-between gap-2">
                {row.notice && <NoticeMark />}
                <p
                  lang={writtenLang(row.title)}
                  className={`line-clamp-2 min-w-0 flex-1 wrap-break-word ${row.unreadCount ? "font-bold" : "font-medium"}`}
                >
                  {row.title}
                </p>
                {row.unreadCount > 0 && (
                  <span
                    className="shrink-0 rounded-full bg-rose-600 px-2 py-0.5 text-xs text-white"
                    data-testid="unread-badge"
                    aria-label={t("message.unreadCount", { count: row.unreadCount })}
                  >
                    {row.unreadCount}
                  </span>
                )}
              </div>
              <p className="mt-1 line-clamp-2 break-words text-sm text-slate-600">
                <span className="text-slate-500">
                  {row.lastDirection === MESSAGE_DIRECTION.FROM_STAFF
                    ? t("message.fromStaffShort")
                    : t("message.fromMeShort")}
                </span>{" "}
                <span lang={writtenLang(row.lastMessage)}>{row.lastMessage}</span>
                {row.lastHasAttachments ? ` ${t("message.hasAttachments")}` : ""}
              </p>
              <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-slate-500">
                <span>{t("message.startedAt", { time: formatDateTime(row.createTime) })}</span>
                <span>{t("message.lastAt", { time: formatDateTime(row.lastTime) })}</span>
              </p>
            </Link>
            {row.notice && <NoticeLinkButton link={row.link} className="mt-2" />}
          </li>
        ))}
        <li ref={sentinel} className="py-3 text-center text-sm text-slate-500" data-testid="list-status">
          {list.isError ? (
            <span className="text-rose-600">
              {t("common.loadFailed")}{" "}
              <button
                type="button"
                className="underline"
                onClick={() => void (rows.length ? list.fetchNextPage() : list.refetch())}
              >
                {t("common.retry")}
              </button>
            </span>
          ) : list.isFetching || !sessionKey ? (
            t("common.loading")
          ) : finished ? (
            rows.length ? (
              t("common.noMore")
            ) : (
              t("message.empty")
            )
          ) : (
            <button type="button" className="underline" onClick={() => void list.fetchNextPage()}>
              {t("common.more")}
            </button>
          )}
        </li>
      </ul>
    </UserShell>
  );
}
