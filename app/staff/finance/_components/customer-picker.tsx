"use client";

import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffFinanceCustomers } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import type { LedgerCustomer } from "@/lib/wallet/finance-desk";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { Yen } from "@/app/_components/money";

/**
 * Finds a customer by id or the start of their e-mail address and hands the one chosen to the page (the
 * ledger and the balance adjustment). `initial` is an id from the URL (?customer=…), looked up at once.
 */
export function CustomerPicker({
  initial,
  selected,
  onSelect,
}: {
  initial?: string;
  selected: LedgerCustomer | null;
  onSelect: (customer: LedgerCustomer | null) => void;
}) {
  const t = useTranslations("staff.finance.customer");
  const locale = useLocale() as Locale;
  const [draft, setDraft] = useState(initial ?? "");
  const [q, setQ] = useState(initial ?? "");
  const found = useQuery({
    queryKey: queryKeyOf(staffFinanceCustomers, q),
    enabled: q.trim().length > 0 && !selected,
    queryFn: () => request(staffFinanceCustomers, { query: { q } }, { locale }),
  });
  // An id from the URL names one customer: it is taken without asking, once.
  const autoPicked = useRef(false);
  useEffect(() => {
    const only = found.data?.length === 1 ? found.data[0] : null;
    if (!autoPicked.current && only && q === initial && String(only.id) === initial) {
      autoPicked.current = true;
      onSelect(only);
    }
  }, [found.data, q, initial, onSelect]);

  if (selected)
    return (
      <div className="card flex flex-wrap items-center justify-between gap-2" data-testid="finance-customer">
        <div className="text-sm">
          <p className="font-semibold">
            {selected.userName} <span className="font-normal text-slate-500">#{selected.id}</span>
          </p>
          <p className="text-slate-600">{selected.email}</p>
          {selected.companyName && <p className="text-slate-600">{selected.companyName}</p>}
          <p>
            {t("balance")} <Yen amount={selected.balance} className="font-semibold" /> · {t("frozen")}{" "}
            <Yen amount={selected.frozenAmount} />
          </p>
        </div>
        <button type="button" className="btn-secondary w-auto" onClick={() => onSelect(null)}>
          {t("change")}
        </button>
      </div>
    );

  return (
    <div className="card flex flex-col gap-2">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
        }}
      >
        <TextInput label={t("search")} name="customer" maxLength={254} value={draft} onChange={setDraft} />
        <button type="submit" className="btn-primary w-auto">
          {t("find")}
        </button>
      </form>
      {found.isError && <LoadFailed error={found.error} onRetry={() => found.refetch()} />}
      {found.data && !found.data.length && <p className="text-sm text-slate-500">{t("none")}</p>}
      <ul className="flex flex-col gap-1">
        {(found.data ?? []).map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="w-full rounded px-2 py-1 text-left text-sm hover:bg-slate-100"
              onClick={() => onSelect(c)}
            >
              {c.email} · {c.userName} <span className="text-slate-500">#{c.id}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
