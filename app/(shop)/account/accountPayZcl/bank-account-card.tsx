"use client";

import { useTranslations } from "next-intl";
import { CopyButton } from "../../../_wallet/copy-button";
import type { BankAccountView } from "../../../_wallet/wallet-api";

/** One receiving account (SPEC §3 bank account entry) with copy buttons for what the customer types in. */
export function BankAccountDetails({ account }: { account: BankAccountView }) {
  const t = useTranslations("walletPage");
  const rows: [string, string, boolean][] = [
    [t("bankName"), account.bank, true],
    [t("branchName"), account.branchBank, true],
    [t("accountCategory"), account.categoryLabel, false],
    [t("accountNumber"), account.bankAccount, true],
    [t("accountHolder"), account.name, true],
    [t("bankRate"), t("bankRateValue", { rate: (account.bankRate * 100).toString() }), false],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="bank-account">
      {rows.map(([label, value, copyable]) => (
        <div key={label} className="contents">
          <dt className="whitespace-nowrap text-slate-600">{label}</dt>
          <dd className="flex min-w-0 items-center justify-between gap-2">
            <span className="min-w-0 break-all font-medium">{value}</span>
            {copyable && <CopyButton text={value} label={label} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
