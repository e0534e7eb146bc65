/**
 * The finance desk's list filters and adjustment kinds (docs/staff.md "Finance desk"): plain values the screens
 * and the schemas of lib/validation/staff-finance.ts share, so a screen names them without loading zod.
 */
export const TOP_UP_FILTERS = ["pending", "expired", "approved", "rejected", "all"] as const;
export type TopUpFilter = (typeof TOP_UP_FILTERS)[number];

export const WITHDRAWAL_FILTERS = ["pending", "paid", "rejected", "failed", "all"] as const;
export type WithdrawalFilter = (typeof WITHDRAWAL_FILTERS)[number];

export const ADJUSTMENT_KINDS = ["compensation", "deduction"] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
