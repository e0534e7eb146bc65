import { LIMITS, TRANSACTION_TYPE } from "@/lib/codes";

/**
 * Wallet limits and rules the spec leaves open (SPEC §5 "a maximum exists (value not shown)"; docs/wallet.md).
 * Amounts are integer yen.
 */
export const WALLET_LIMITS = Object.freeze({
  minTopUpYen: LIMITS.minTopUpYen,
  /** One bank-transfer top-up request: sellers pay 1–3 million yen a month (SPEC §9 purchase bands). */
  maxBankTopUpYen: 3_000_000,
  /** One PayPal top-up: PayPal Japan's per-payment ceiling is 1,000,000 yen (fee included). */
  maxPaypalTopUpYen: 950_000,
  minWithdrawalYen: LIMITS.minWithdrawalYen,
  /** Offline top-ups must be paid (slip uploaded) within this window (SPEC §4/§9). */
  offlineTopUpHours: LIMITS.offlineTopUpHours,
  /** Balance and frozen columns are int4. */
  maxBalanceYen: 2_147_483_647,
});

/** PayPal's fee on top of a top-up: the one formula lives with the other money rules. */
export { PAYPAL_FEE, paypalFeeYen } from "@/lib/pricing/paypal-fee";

/** Why a top-up in REVIEW_STATUS.CANCELLED was cancelled (top_up.cancel_reason). */
export const TOP_UP_CANCEL_REASON = Object.freeze({
  CUSTOMER: "customer",
  EXPIRED: "expired",
});

/**
 * Withdrawal account types ("Bank account type cannot be empty", SPEC §5): a Japanese ordinary or current
 * account (7-digit number), or a mainland bank card (SPEC bank-card rule, 9–18 digits; the holder's ID card
 * and mobile, which mainland banks check against the card). docs/decisions.md "Withdrawal accounts".
 */
export const BANK_ACCOUNT_TYPES = ["ordinary", "current", "card"] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** Ledger types an operator may use to adjust a balance by hand (npm run op:balance-adjust). */
export const ADJUSTMENT_TYPES = Object.freeze({
  compensation: TRANSACTION_TYPE.COMPENSATION,
  deduction: TRANSACTION_TYPE.DEDUCTION,
});

/**
 * Ledger idempotency keys the system derives itself contain ":" (e.g. "topup:12"); keys chosen by clients
 * may not (lib/validation/wallet.ts), so the two can never collide.
 */
export const SYSTEM_KEY = Object.freeze({
  topUpCredit: (topUpId: number) => `topup:${topUpId}`,
  withdrawalHold: (withdrawalId: number) => `withdrawal:${withdrawalId}`,
  withdrawalRelease: (withdrawalId: number) => `withdrawal-release:${withdrawalId}`,
});

/** Interactive-transaction limits for money writes: waiting behind other writers' row locks is expected. */
export const WALLET_TX_OPTIONS = Object.freeze({ maxWait: 30_000, timeout: 30_000 });
