import type { Json } from "@/lib/api/json";
import { api } from "@/lib/client/api";
import type { Locale } from "@/lib/i18n/locales";
import type {
  AccountRecordView,
  TransactionTypeOption,
  WalletSummary as WalletSummaryView,
} from "@/lib/wallet/records";
import type { BankAccountView, TopUpView as TopUpServerView } from "@/lib/wallet/top-up-view";
import type { WithdrawalView as WithdrawalServerView } from "@/lib/wallet/withdrawals";

export type { BankAccountView };

/** The wallet API's answers (app/api/shop/account/**, app/api/shop/pay/paypal/**), typed from the server's views. */
export type WalletSummary = Json<WalletSummaryView>;
export type TopUpView = Json<TopUpServerView>;
export type WithdrawalView = Json<WithdrawalServerView>;
export type AccountRecord = Json<AccountRecordView>;
export type TypeOption = Json<TransactionTypeOption>;

export type CaptureResult = TopUpView & {
  replayed: boolean;
  pending: boolean;
  /** what the capture paid of the orders and bills the top-up names (null: nothing new was credited) */
  paid: { orderIds: number[]; containerIds: number[] } | null;
};

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
