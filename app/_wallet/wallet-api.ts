import { api } from "@/lib/client/api";
import type { Locale } from "@/lib/i18n/locales";
import type { BankAccountView } from "@/lib/wallet/top-up-view";

export type { BankAccountView };

/** Shapes of the wallet API (app/api/shop/account/**, app/api/shop/pay/paypal/**) as the screens read them. */

export type WalletSummary = {
  balance: number;
  frozenAmount: number;
  limits: {
    minTopUp: number;
    maxBankTopUp: number;
    maxPaypalTopUp: number;
    minWithdrawal: number;
    maxWithdrawal: number;
    offlineTopUpHours: number;
  };
  paypal: { available: boolean; feeRatePerMille: number; feeFixed: number };
};

export type TopUpView = {
  id: number;
  topUpNo: string;
  paymentMethod: number;
  paymentMethodLabel: string;
  amount: number;
  fee: number;
  payAmount: number;
  reviewStatus: number;
  reviewStatusLabel: string;
  cancelReason: "customer" | "expired" | null;
  cancelReasonLabel: string | null;
  bankAccount: BankAccountView | null;
  remitterName: string | null;
  slipFileUrl: string | null;
  paypalOrderId: string | null;
  expiresAt: string | null;
  reviewNote: string | null;
  reviewTime: string | null;
  createTime: string;
};

export type WithdrawalView = {
  id: number;
  withdrawalNo: string;
  amount: number;
  reviewStatus: number;
  reviewStatusLabel: string;
  bankName: string;
  branchName: string;
  accountType: string;
  accountTypeLabel: string;
  accountNo: string;
  accountHolder: string;
  reviewNote: string | null;
  reviewTime: string | null;
  createTime: string;
};

export type AccountRecord = {
  id: number;
  type: number;
  typeLabel: string;
  amount: number;
  balanceAfter: number;
  remark: string | null;
  orderId: number | null;
  orderNo: string | null;
  containerId: number | null;
  topUpNo: string | null;
  withdrawalNo: string | null;
  createTime: string;
};

export type TypeOption = { value: number; label: string };

export type CaptureResult = TopUpView & { replayed: boolean; pending: boolean };

/** React-query keys; every money write invalidates WALLET_KEYS.root (and the session's userInfo). */
export const WALLET_KEYS = {
  root: "wallet",
  summary: ["wallet", "summary"],
  bankAccounts: ["wallet", "bankAccounts"],
  topUps: ["wallet", "topUps"],
  withdrawals: ["wallet", "withdrawals"],
  records: ["wallet", "records"],
  types: ["wallet", "transactionTypes"],
} as const;

export async function fetchSummary(locale: Locale): Promise<WalletSummary> {
  const res = await api<WalletSummary>("/shop/account/summary", { locale });
  if (!res.data) throw new Error("summary: no data");
  return res.data;
}

export async function fetchBankAccounts(locale: Locale): Promise<BankAccountView[]> {
  return (await api<BankAccountView[]>("/shop/account/bankAccounts", { locale })).data ?? [];
}

export async function fetchTransactionTypes(locale: Locale): Promise<TypeOption[]> {
  return (await api<TypeOption[]>("/shop/account/transactionTypes", { locale })).data ?? [];
}

export type Page<T> = { total: number; rows: T[] };

/** One page of a paged wallet list (SPEC §3: pageNum, pageSize; response total, rows). */
export async function fetchPage<T>(
  path: string,
  locale: Locale,
  query: Record<string, string | number | undefined>,
): Promise<Page<T>> {
  const res = await api<T>(path, { locale, query });
  return { total: res.total ?? 0, rows: (res.rows ?? []) as T[] };
}
