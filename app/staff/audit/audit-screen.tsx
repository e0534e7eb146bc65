"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffAuditList } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "@/lib/codes";
import { formatDateTime } from "@/lib/format";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { entityHref } from "../_components/entity-link";
import { Pager } from "../_components/pager";
import { ScrollTable } from "../_components/scroll-table";

type Filters = { entityType: string; entityId: string; action: string; from: string; to: string };
const EMPTY: Filters = { entityType: "", entityId: "", action: "", from: "", to: "" };
const PAGE_SIZE = 20;

const changes = (value: unknown) => (value == null ? "" : JSON.stringify(value));
const known = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
/** The audit actors that are no member (lib/staff/audit.ts CLI_ACTOR, lib/jobs/workers.ts JOB_ACTOR). */
const SYSTEM_ACTORS = ["cli", "job"] as const;
const schema = () => import("@/lib/validation/staff").then((m) => m.ZAuditQuery);

/** The owner reads every staff action: who, what, which entity, before → after, the reason. */
export function AuditScreen() {
  const locale = useLocale() as Locale;
  const { t, validate } = useFormAction();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNum, setPageNum] = useState(1);
  const trail = useQuery({
    queryKey: queryKeyOf(staffAuditList, filters, pageNum),
    queryFn: () =>
      request(staffAuditList, { query: { ...filters, pageNum, pageSize: PAGE_SIZE } }, { locale }),
  });
  const actionName = (code: string) => (known(AUDIT_ACTIONS, code) ? t(`staff.audit.actions.${code}`) : code);
  // The operator commands and the scheduled jobs act without a member: named, not shown as their code.
  const actorName = (actor: string) =>
    known(SYSTEM_ACTORS, actor) ? t(`staff.audit.actors.${actor}`) : actor;
  const entityName = (type: string) =>
    known(AUDIT_ENTITY_TYPES, type) ? t(`staff.audit.entities.${type}`) : type;
  const pick = (key: "action" | "entityType", codes: readonly string[], name: (code: string) => string) => (
    <label className="text-sm">
      <span className="mb-1 block">{t(`staff.audit.${key}`)}</span>
      <select
        className="input"
        name={key}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      >
        <option value="">{t("staff.audit.all")}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {name(code)}
          </option>
        ))}
      </select>
    </label>
  );
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
        onSubmit={async (e) => {
          e.preventDefault();
          // The schema the endpoint parses with: a "to" day before the "from" day is refused on its field.
          if (!(await validate(schema, draft))) return;
          setPageNum(1);
          setFilters(draft);
        }}
      >
        {pick("action", AUDIT_ACTIONS, actionName)}
        {pick("entityType", AUDIT_ENTITY_TYPES, entityName)}
        {field("entityId")}
        {field("from", "date")}
        {field("to", "date")}
        <button className="btn-primary w-auto md:col-span-5 md:justify-self-start" type="submit">
          {t("staff.audit.search")}
        </button>
      </form>
      {trail.isError && <LoadFailed error={trail.error} onRetry={() => trail.refetch()} />}
      <ScrollTable label={t("staff.menu.audit")}>
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
                    <span className="whitespace-nowrap">{row.staffName ?? actorName(row.actor)}</span>
                    <span className="block text-xs text-slate-500">
                      {row.roles.map((r) => t(`staff.roles.${r}`)).join(" / ")}
                    </span>
                  </td>
                  <td className="p-2">
                    {actionName(row.action)}
                    <span className="block font-mono text-xs text-slate-500">{row.action}</span>
                  </td>
                  <td className="whitespace-nowrap p-2">
                    {href ? (
                      <Link href={href} className="text-brand underline">
                        {entityName(row.entityType)} #{row.entityId}
                      </Link>
                    ) : (
                      `${entityName(row.entityType)} #${row.entityId}`
                    )}
                  </td>
                  <td className="break-all p-2 font-mono text-xs">
                    {changes(row.before)} → {changes(row.after)}
                  </td>
                  <td className="min-w-[10rem] p-2">{row.reason}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={trail.data?.total} onPage={setPageNum} />
    </div>
  );
}
