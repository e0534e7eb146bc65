"use client";

import Link from "@/app/_components/link";
import { CUSTOMER_STATUS, labelKeyOf } from "@/lib/codes";
import { staffCustomerSearch } from "@/lib/client/endpoints";
import { formatDate, formatDateTime, formatYen } from "@/lib/format";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { CodeText, CustomerStatusBadge } from "./customer-labels";
import { Pager } from "../_components/pager";
import { usePagedSearch } from "../_components/use-paged-search";
import { ScrollTable } from "../_components/scroll-table";

type Filters = { q: string; status: string };
const EMPTY: Filters = { q: "", status: "" };

/** Support finds a customer by name, email, company or order number, and opens their page. */
export function CustomersScreen() {
  const { t } = useFormAction();
  const {
    draft,
    setDraft,
    list: found,
    search,
    pager,
  } = usePagedSearch({
    route: staffCustomerSearch,
    empty: EMPTY,
    schema: () => import("@/lib/validation/staff-customers").then((m) => m.ZCustomerSearch),
    query: (f) => f,
  });

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.customers")}</h1>
      <form className="card grid items-end gap-2 md:grid-cols-[1fr_12rem_auto]" onSubmit={search} noValidate>
        <TextInput
          label={t("staff.customers.searchLabel")}
          name="q"
          type="search"
          maxLength={128}
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
          hint={t("staff.customers.searchHint")}
        />
        <label className="flex flex-col gap-1 text-sm">
          {t("staff.customers.statusFilter")}
          <select
            className="input"
            name="status"
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">{t("staff.customers.allStatuses")}</option>
            {Object.values(CUSTOMER_STATUS).map((s) => (
              <option key={s} value={String(s)}>
                {t(labelKeyOf("customerStatus", s)!)}
              </option>
            ))}
          </select>
        </label>
        <button className="btn-primary w-auto" type="submit">
          {t("staff.customers.search")}
        </button>
      </form>
      {found.isError && <LoadFailed error={found.error} onRetry={() => found.refetch()} />}
      {found.data && found.data.rows.length === 0 && (
        <p className="text-sm text-slate-600">{t("staff.customers.noResults")}</p>
      )}
      {found.data && found.data.rows.length > 0 && (
        <ScrollTable label={t("staff.menu.customers")}>
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead>
              <tr className="border-b text-slate-500">
                <th className="p-2">{t("staff.customers.id")}</th>
                <th className="p-2">{t("staff.customers.name")}</th>
                <th className="p-2">{t("staff.customers.company")}</th>
                <th className="p-2">{t("staff.customers.tier")}</th>
                <th className="p-2">{t("staff.customers.status")}</th>
                <th className="p-2 text-right">{t("staff.customers.balance")}</th>
                <th className="p-2 text-right">{t("staff.customers.frozen")}</th>
                <th className="p-2">{t("staff.customers.registered")}</th>
                <th className="p-2">{t("staff.customers.lastLogin")}</th>
              </tr>
            </thead>
            <tbody>
              {found.data.rows.map((c) => (
                <tr key={c.id} className="border-b align-top" data-testid="customer-row" data-email={c.email}>
                  <td className="p-2">{c.id}</td>
                  <td className="p-2">
                    <Link href={`/staff/customers/${c.id}`} className="text-brand underline">
                      {c.realName || c.userName}
                    </Link>
                    <span className="block text-xs text-slate-500">{c.email}</span>
                    {c.order && (
                      <Link
                        href={`/staff/orders/${c.order.id}`}
                        className="block text-xs text-brand underline"
                        data-testid="found-order"
                      >
                        {t("staff.customers.foundOrder", { no: c.order.orderNo })}
                      </Link>
                    )}
                    {c.packingList && (
                      <Link
                        href={`/staff/containers/${c.packingList.id}`}
                        className="block text-xs text-brand underline"
                        data-testid="found-packing-list"
                      >
                        {t("staff.customers.foundPackingList", { no: c.packingList.containerNo })}
                      </Link>
                    )}
                  </td>
                  <td className="p-2">{c.companyName}</td>
                  <td className="p-2">
                    <CodeText group="memberTier" code={c.memberTier} />
                  </td>
                  <td className="p-2">
                    <CustomerStatusBadge status={c.status} />
                  </td>
                  <td className="p-2 text-right">{t("common.yen", { amount: formatYen(c.balance) })}</td>
                  <td className="p-2 text-right">{t("common.yen", { amount: formatYen(c.frozenAmount) })}</td>
                  <td className="whitespace-nowrap p-2">{formatDate(c.createTime)}</td>
                  <td className="whitespace-nowrap p-2">
                    {c.lastLoginTime ? formatDateTime(c.lastLoginTime) : t("staff.customers.never")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <Pager {...pager} />
    </div>
  );
}
