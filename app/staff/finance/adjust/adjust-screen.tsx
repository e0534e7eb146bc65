"use client";

import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, type Exchange } from "@/lib/client/endpoint";
import { staffFinanceAdjust, staffFinanceLedger } from "@/lib/client/endpoints";
import { ADJUSTMENT_KINDS, type AdjustmentKind } from "@/lib/wallet/desk-filters";
import type { LedgerCustomer } from "@/lib/wallet/finance-desk";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { newIdempotencyKey } from "@/app/_wallet/idempotency";
import { Yen } from "@/app/_components/money";
import { CustomerPicker } from "../_components/customer-picker";

type Done = Exchange<typeof staffFinanceAdjust>["answer"];

/**
 * A compensation (+) or deduction (−) with the reason the customer reads in their records. The form makes its
 * key when it opens: a second click, or the same form sent again, answers the first result ("already done").
 */
export function AdjustScreen({ initialCustomer }: { initialCustomer?: string }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const queryClient = useQueryClient();
  const [customer, setCustomer] = useState<LedgerCustomer | null>(null);
  const [kind, setKind] = useState<AdjustmentKind>("compensation");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<Done | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!customer) return;
    const body = await validate(
      () => import("@/lib/validation/staff-finance").then((m) => m.ZBalanceAdjustDesk),
      { customer: String(customer.id), kind, amount, reason, idempotencyKey: key },
    );
    if (!body) return;
    const res = await send(staffFinanceAdjust, { body });
    if (!res?.answer) return;
    toast.show(res.answer.replayed ? "warning" : "success", res.msg);
    setDone(res.answer);
    setCustomer({ ...customer, balance: res.answer.balance });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(staffFinanceLedger) });
  }

  function another() {
    setDone(null);
    setAmount("");
    setReason("");
    setKey(newIdempotencyKey());
  }

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.finance.menu.adjust")}</h1>
      <CustomerPicker
        initial={initialCustomer}
        selected={customer}
        onSelect={(c) => {
          setCustomer(c);
          another();
        }}
      />
      {customer && !done && (
        <form
          className="card flex flex-col gap-3"
          noValidate
          onSubmit={submit}
          aria-label={t("staff.finance.menu.adjust")}
        >
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-1">{t("staff.finance.adjust.kind")}</legend>
            {ADJUSTMENT_KINDS.map((k) => (
              <label key={k} className="flex items-center gap-1">
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t(`staff.finance.adjust.kinds.${k}`)}
              </label>
            ))}
          </fieldset>
          <TextInput
            label={t("staff.finance.adjust.amount")}
            name="amount"
            inputMode="numeric"
            maxLength={13}
            value={amount}
            onChange={setAmount}
          />
          <TextInput
            label={t("staff.finance.adjust.reason")}
            name="reason"
            maxLength={500}
            value={reason}
            onChange={setReason}
            hint={t("staff.finance.adjust.reasonHint")}
          />
          <button type="submit" className="btn-primary w-auto self-start" disabled={busy}>
            {t("staff.finance.adjust.submit")}
          </button>
        </form>
      )}
      {done && (
        <div className="card flex flex-col gap-2 text-sm" role="status" data-testid="adjust-done">
          <p>
            {t(done.replayed ? "staff.finance.adjust.alreadyDone" : "staff.finance.adjust.done")}:{" "}
            <Yen amount={Math.abs(done.amount)} /> · {t("staff.finance.customer.balance")}{" "}
            <Yen amount={done.balance} className="font-semibold" />
          </p>
          <button type="button" className="btn-secondary w-auto self-start" onClick={another}>
            {t("staff.finance.adjust.another")}
          </button>
        </div>
      )}
    </div>
  );
}
