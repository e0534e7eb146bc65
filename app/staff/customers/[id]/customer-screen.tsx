"use client";

import { useState, type ReactNode } from "react";
import Link from "@/app/_components/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffCustomerDetail, staffCustomerStatus } from "@/lib/client/endpoints";
import { CUSTOMER_STATUS, MESSAGE_DIRECTION } from "@/lib/codes";
import type { Json } from "@/lib/api/json";
import type { CustomerOverview } from "@/lib/customers/staff-view";
import { formatDate, formatDateTime, formatYen } from "@/lib/format";
import { isLocale, LOCALE_LABELS } from "@/lib/i18n/locales";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { CodeText, CustomerStatusBadge } from "../customer-labels";

type Overview = Json<CustomerOverview>;
const overviewKey = (id: number) => queryKeyOf(staffCustomerDetail, id);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-all">{children || "—"}</dd>
    </>
  );
}

/** A short list with its total: the newest few, and how many there are in all. */
function Section({
  title,
  shown,
  total,
  testId,
  children,
}: {
  title: string;
  shown: number;
  total: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useFormAction();
  return (
    <section className="card flex flex-col gap-2" data-testid={testId} data-total={total}>
      <h2 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
        {title}
        <span className="text-xs font-normal text-slate-500">
          {t("staff.customers.latest", { shown, total })}
        </span>
      </h2>
      {total === 0 ? <p className="text-sm text-slate-500">{t("staff.customers.none")}</p> : children}
    </section>
  );
}

/** Restrict, disable, activate with a reason (customers.status); a second click answers "already so". */
function StandingForm({ id, status }: { id: number; status: number }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");

  async function change(next: number) {
    const body = await validate(
      () => import("@/lib/validation/staff-customers").then((m) => m.ZCustomerStatusChange),
      { id, status: next, reason },
    );
    if (!body) return;
    const res = await send(staffCustomerStatus, { body });
    if (!res) return;
    toast.show("success", res.msg);
    setReason("");
    await queryClient.invalidateQueries({ queryKey: overviewKey(id) });
  }

  const actions = [
    { status: CUSTOMER_STATUS.RESTRICTED, label: "staff.customers.restrict" },
    { status: CUSTOMER_STATUS.DISABLED, label: "staff.customers.disable" },
    { status: CUSTOMER_STATUS.ACTIVE, label: "staff.customers.activate" },
  ].filter((a) => a.status !== status);

  return (
    <form
      className="card flex flex-col gap-2"
      aria-label={t("staff.customers.standing")}
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <h2 className="font-semibold">{t("staff.customers.standing")}</h2>
      <p className="text-xs text-slate-600">{t("staff.customers.restrictHelp")}</p>
      <p className="text-xs text-slate-600">{t("staff.customers.disableHelp")}</p>
      <TextInput
        label={t("staff.customers.reason")}
        name="reason"
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <button
            key={a.status}
            type="button"
            className={
              a.status === CUSTOMER_STATUS.DISABLED
                ? "btn-secondary w-auto text-rose-700"
                : "btn-secondary w-auto"
            }
            disabled={busy}
            onClick={() => change(a.status)}
          >
            {t(a.label)}
          </button>
        ))}
      </div>
    </form>
  );
}

function ProfileCard({ data }: { data: Overview }) {
  const { t } = useFormAction();
  const p = data.profile;
  const m = data.membership;
  const shops = [p.amazonShopName, p.rakutenShopName].filter(Boolean).join(" / ");
  return (
    <section className="card flex flex-col gap-2">
      <h2 className="font-semibold">{t("staff.customers.profile")}</h2>
      <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1 text-sm">
        <Field label={t("staff.customers.id")}>{p.id}</Field>
        <Field label={t("staff.customers.email")}>{p.email}</Field>
        <Field label={t("staff.customers.userName")}>{p.userName}</Field>
        <Field label={t("staff.customers.realName")}>{p.realName}</Field>
        <Field label={t("staff.customers.phone")}>{p.phone}</Field>
        <Field label={t("staff.customers.company")}>{p.companyName}</Field>
        <Field label={t("staff.customers.shops")}>{shops}</Field>
        <Field label={t("staff.customers.serviceId")}>{p.customerServiceId}</Field>
        <Field label={t("staff.customers.purchaseBand")}>
          {p.monthlyPurchaseBand !== null && (
            <CodeText group="monthlyPurchaseBand" code={p.monthlyPurchaseBand} />
          )}
        </Field>
        <Field label={t("staff.customers.language")}>
          {isLocale(p.language) ? LOCALE_LABELS[p.language] : p.language}
        </Field>
        <Field label={t("staff.customers.registered")}>{formatDate(p.createTime)}</Field>
        <Field label={t("staff.customers.lastLogin")}>
          {p.lastLoginTime ? formatDateTime(p.lastLoginTime) : t("staff.customers.never")}
        </Field>
      </dl>
      <h2 className="mt-2 font-semibold">{t("staff.customers.membership")}</h2>
      <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1 text-sm">
        <Field label={t("staff.customers.tier")}>
          <CodeText group="memberTier" code={m?.tier ?? p.memberTier} />
        </Field>
        <Field label={t("staff.customers.membership")}>
          {m
            ? `${m.planName} · ${t("staff.customers.period", { start: formatDate(m.startTime), end: formatDate(m.endTime) })}`
            : t("staff.customers.noMembership")}
        </Field>
        <Field label={t("staff.customers.commission")}>{`${p.commissionBp / 100}%`}</Field>
      </dl>
    </section>
  );
}

/** The customers desk's page of one customer: who they are, where they stand, and their newest business. */
export function CustomerScreen({
  id,
  canChangeStatus,
  canOpenThreads,
}: {
  id: number;
  canChangeStatus: boolean;
  canOpenThreads: boolean;
}) {
  const { t, locale } = useFormAction();
  const overview = useQuery({
    queryKey: overviewKey(id),
    queryFn: () => request(staffCustomerDetail, { params: { id } }, { locale }),
  });
  const data = overview.data;
  const yen = (amount: number) => t("common.yen", { amount: formatYen(amount) });
  return (
    <div className="flex flex-col gap-4">
      <Link href="/staff/customers" className="text-sm text-brand underline">
        {t("staff.customers.backToList")}
      </Link>
      {overview.isError && <LoadFailed error={overview.error} onRetry={() => overview.refetch()} />}
      {data && (
        <>
          <header className="flex flex-wrap items-center gap-3">
            <h1 className="text-xl font-bold">{data.profile.realName || data.profile.userName}</h1>
            <span className="text-sm text-slate-500">{data.profile.email}</span>
            <CustomerStatusBadge status={data.profile.status} />
          </header>
          <section className="grid gap-3 sm:grid-cols-2">
            <div className="card">
              <p className="text-xs text-slate-500">{t("staff.customers.balance")}</p>
              <p className="text-lg font-semibold" data-testid="customer-balance">
                {yen(data.profile.balance)}
              </p>
            </div>
            <div className="card">
              <p className="text-xs text-slate-500">{t("staff.customers.frozen")}</p>
              <p className="text-lg font-semibold" data-testid="customer-frozen">
                {yen(data.profile.frozenAmount)}
              </p>
            </div>
          </section>
          {canChangeStatus && <StandingForm id={id} status={data.profile.status} />}
          <ProfileCard data={data} />
          <Section
            title={t("staff.customers.orders")}
            shown={data.orders.rows.length}
            total={data.orders.total}
            testId="customer-orders"
          >
            <ul className="divide-y text-sm">
              {data.orders.rows.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <Link href={`/staff/orders/${o.id}`} className="font-mono text-brand underline">
                    {o.orderNo}
                  </Link>
                  <CodeText group="orderStatus" code={o.orderStatus} />
                  <span>{yen(o.totalYen)}</span>
                  <span className="text-slate-500">{formatDateTime(o.createTime)}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section
            title={t("staff.customers.packingLists")}
            shown={data.packingLists.rows.length}
            total={data.packingLists.total}
            testId="customer-packing-lists"
          >
            <ul className="divide-y text-sm">
              {data.packingLists.rows.map((c) => (
                <li key={c.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <Link href={`/staff/containers/${c.id}`} className="font-mono text-brand underline">
                    {c.containerNo}
                  </Link>
                  <CodeText group="containerStatus" code={c.status} />
                  <span>{yen(c.totalYen || c.estimateYen)}</span>
                  <span className="text-slate-500">{formatDateTime(c.createTime)}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section
            title={t("staff.customers.problems")}
            shown={data.problems.rows.length}
            total={data.problems.total}
            testId="customer-problems"
          >
            <ul className="divide-y text-sm">
              {data.problems.rows.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <Link href={`/staff/orders/${p.orderId}`} className="font-mono text-brand underline">
                    {p.orderNo}
                  </Link>
                  <span className="min-w-0 flex-1 truncate">{p.goodsName}</span>
                  <CodeText group="problemProcessStatus" code={p.processStatus} />
                  <span className="text-slate-500">{formatDateTime(p.createTime)}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section
            title={t("staff.customers.threads")}
            shown={data.threads.rows.length}
            total={data.threads.total}
            testId="customer-threads"
          >
            <ul className="divide-y text-sm">
              {data.threads.rows.map((m) => (
                <li key={m.id} className="flex flex-col gap-0.5 py-1.5">
                  <span className="flex flex-wrap justify-between gap-2">
                    {canOpenThreads ? (
                      <Link href={`/staff/messages/${m.id}`} className="font-semibold text-brand underline">
                        {m.title}
                      </Link>
                    ) : (
                      <span className="font-semibold">{m.title}</span>
                    )}
                    <span className="text-slate-500">{formatDateTime(m.lastTime)}</span>
                  </span>
                  <span className="text-slate-600">{m.lastMessage}</span>
                  <span className="flex gap-2 text-xs">
                    {m.lastDirection === MESSAGE_DIRECTION.FROM_CUSTOMER && (
                      <span className="rounded bg-amber-100 px-1.5 text-amber-800">
                        {t("staff.customers.awaitingReply")}
                      </span>
                    )}
                    {m.unreadCount > 0 && (
                      <span className="text-slate-500">
                        {t("staff.customers.unread", { count: m.unreadCount })}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </div>
  );
}
