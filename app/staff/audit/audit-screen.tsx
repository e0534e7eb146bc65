"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffAuditList } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { formatDateTime } from "@/lib/format";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { entityHref } from "../_components/entity-link";
import { Pager } from "../_components/pager";

type Filters = { entityType: string; entityId: string; action: string; from: string; to: string };
const EMPTY: Filters = { entityType: "", entityId: "", action: "", from: "", to: "" };
const PAGE_SIZE = 20;

const changes = (value: unknown) => (value == null ? "" : JSON.stringify(value));

/** The owner reads every staff action: who, what, which entity, before → after, the reason. */
export function AuditScreen() {
  const locale = useLocale() as Locale;
  const { t } = useFormAction();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNum, setPageNum] = useState(1);
  const trail = useQuery({
    queryKey: queryKeyOf(staffAuditList, filters, pageNum),
    queryFn: () =>
      request(staffAuditList, { query: { ...filters, pageNum, pageSize: PAGE_SIZE } }, { locale }),
  });
  const field = (key: keyof Filters, type = "text") => (
    <TextInput
      label={t(`staff.audit.${key}`)}
      name={key}
      type={type}
      maxLength={64}
      value={draft[key]}
      onChange={(v) => setDraft({ ...draft, [key]: v })}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.audit")}</h1>
      <form
        className="card grid gap-2 md:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          setPageNum(1);
          setFilters(draft);
        }}
      >
        {field("action")}
        {field("entityType")}
        {field("entityId")}
        {field("from", "date")}
        {field("to", "date")}
        <button className="btn-primary w-auto md:col-span-5 md:justify-self-start" type="submit">
          {t("staff.audit.search")}
        </button>
      </form>
      {trail.isError && <LoadFailed error={trail.error} onRetry={() => trail.refetch()} />}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead>
            <tr className="border-b text-slate-500">
              <th className="p-2">{t("staff.audit.at")}</th>
              <th className="p-2">{t("staff.audit.who")}</th>
              <th className="p-2">{t("staff.audit.action")}</th>
              <th className="p-2">{t("staff.audit.entity")}</th>
              <th className="p-2">{t("staff.audit.change")}</th>
              <th className="p-2">{t("staff.audit.reason")}</th>
            </tr>
          </thead>
          <tbody>
            {(trail.data?.rows ?? []).map((row) => {
              const href = entityHref(row.entityType, row.entityId);
              return (
                <tr key={row.id} className="border-b align-top" data-testid="audit-row">
                  <td className="whitespace-nowrap p-2">{formatDateTime(row.at)}</td>
                  <td className="p-2">
                    {row.staffName ?? row.actor}
                    <span className="block text-xs text-slate-500">
                      {row.roles.map((r) => t(`staff.roles.${r}`)).join(" / ")}
                    </span>
                  </td>
                  <td className="p-2 font-mono text-xs">{row.action}</td>
                  <td className="p-2">
                    {href ? (
                      <Link href={href} className="text-brand underline">
                        {row.entityType} #{row.entityId}
                      </Link>
                    ) : (
                      `${row.entityType} #${row.entityId}`
                    )}
                  </td>
                  <td className="break-all p-2 font-mono text-xs">
                    {changes(row.before)} → {changes(row.after)}
                  </td>
                  <td className="p-2">{row.reason}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={trail.data?.total} onPage={setPageNum} />
    </div>
  );
}
