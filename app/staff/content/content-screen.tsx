"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffContentAnnouncements, staffContentGuides } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { formatDate, formatDateTime } from "@/lib/format";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { CENTER_TYPES, StatusBadge, useCenterName } from "./_components/content-labels";
import { Pager } from "../_components/pager";

type Tab = "announcements" | "guides";
type Filters = { status: string; q: string; centerType: string };
const EMPTY: Filters = { status: "", q: "", centerType: "" };
const PAGE_SIZE = 20;

/** Announcements and guide articles as staff work on them: the working list, any status, a title search. */
export function ContentScreen({ tab }: { tab: Tab }) {
  const locale = useLocale() as Locale;
  const { t } = useFormAction();
  const centerName = useCenterName();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({
    queryKey: queryKeyOf(
      tab === "announcements" ? staffContentAnnouncements : staffContentGuides,
      filters,
      pageNum,
    ),
    queryFn: async () => {
      const query = { ...filters, pageNum, pageSize: PAGE_SIZE };
      if (tab === "announcements") {
        const { total, rows } = await request(staffContentAnnouncements, { query }, { locale });
        return { total, announcements: rows, guides: [] };
      }
      const { total, rows } = await request(staffContentGuides, { query }, { locale });
      return { total, announcements: [], guides: rows };
    },
  });
  const tabLink = (to: Tab) => (
    <Link
      href={to === "guides" ? "/staff/content?tab=guides" : "/staff/content"}
      aria-current={tab === to ? "page" : undefined}
      className={`rounded px-3 py-1.5 text-sm ${tab === to ? "bg-slate-900 text-white" : "bg-slate-100"}`}
    >
      {t(`staff.content.tabs.${to}`)}
    </Link>
  );
  const empty = list.isSuccess && list.data.total === 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t("staff.menu.content")}</h1>
        <Link
          href={tab === "guides" ? "/staff/content/guide" : "/staff/content/announcement"}
          className="btn-primary w-auto"
        >
          {t(tab === "guides" ? "staff.content.newGuide" : "staff.content.newAnnouncement")}
        </Link>
      </div>
      <nav className="flex gap-2" aria-label={t("staff.content.tabs.label")}>
        {tabLink("announcements")}
        {tabLink("guides")}
      </nav>
      <form
        className="card grid gap-2 md:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          setPageNum(1);
          setFilters(draft);
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          {t("staff.content.filter.status")}
          <select
            className="input"
            name="status"
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">{t("staff.content.filter.working")}</option>
            <option value="draft">{t("staff.content.status.draft")}</option>
            <option value="published">{t("staff.content.status.published")}</option>
            <option value="archived">{t("staff.content.status.archived")}</option>
          </select>
        </label>
        {tab === "guides" && (
          <label className="flex flex-col gap-1 text-sm">
            {t("staff.content.center.label")}
            <select
              className="input"
              name="centerType"
              value={draft.centerType}
              onChange={(e) => setDraft({ ...draft, centerType: e.target.value })}
            >
              <option value="">{t("staff.content.center.all")}</option>
              {CENTER_TYPES.map((code) => (
                <option key={code} value={code}>
                  {centerName(code)}
                </option>
              ))}
            </select>
          </label>
        )}
        <TextInput
          label={t("staff.content.filter.q")}
          name="q"
          maxLength={200}
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
        />
        <button className="btn-primary w-auto self-end md:justify-self-start" type="submit">
          {t("staff.content.filter.search")}
        </button>
      </form>
      {list.isError && <LoadFailed error={list.error} onRetry={() => list.refetch()} />}
      {empty && <p className="text-sm text-slate-600">{t("staff.content.empty")}</p>}
      <ul className="flex flex-col gap-2">
        {(list.data?.announcements ?? []).map((row) => (
          <li
            key={row.id}
            className="card flex flex-wrap items-center justify-between gap-2"
            data-testid="content-row"
          >
            <Link
              href={`/staff/content/announcement?id=${row.id}`}
              className="font-semibold text-brand underline"
            >
              {row.title}
            </Link>
            <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              {row.pinned && <span>{t("staff.content.pinned")}</span>}
              <StatusBadge status={row.status} scheduled={row.scheduled} />
              <time>{formatDateTime(row.publishedAt)}</time>
            </span>
          </li>
        ))}
        {(list.data?.guides ?? []).map((row) => (
          <li
            key={row.id}
            className="card flex flex-wrap items-center justify-between gap-2"
            data-testid="content-row"
          >
            <Link href={`/staff/content/guide?id=${row.id}`} className="font-semibold text-brand underline">
              {row.title}
            </Link>
            <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <span>{centerName(row.centerType)}</span>
              <span>
                {t("staff.content.sort")} {row.sort}
              </span>
              <StatusBadge status={row.status} scheduled={false} />
              <time>{formatDate(row.createTime)}</time>
            </span>
          </li>
        ))}
      </ul>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data?.total} onPage={setPageNum} />
    </div>
  );
}
