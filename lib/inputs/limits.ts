import { LIMITS } from "@/lib/codes";

/**
 * Limits and choices the screens need without the zod schemas that enforce them (issue 13: zod is loaded
 * with a form's first validation, not with the page). Nothing here imports zod; the schemas of
 * lib/validation import these, so screens and server share one source.
 */

/** Largest count one cart line may hold (the shared number input's maximum would overflow int4). */
export const MAX_CART_COUNT = 99_999;

/** Search orders (issue 12): relevance (the default), unit price either way, sales. */
export const SEARCH_SORTS = ["relevance", "priceAsc", "priceDesc", "sales"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Kinds of shipping label a seller uploads. */
export const LABEL_TYPES = ["fba", "trade", "shipping"] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** Limits of customer ↔ customer-service messages (title column is VARCHAR(200)). */
export const MESSAGE_LIMITS = Object.freeze({
  titleMax: 100,
  contentMax: 2000,
  attachmentsMax: LIMITS.uploadCount,
  excerptLength: 80,
});

/** Profile fields of POST /shop/customer/updateInfo; limits follow the database columns. */
export const PROFILE_LIMITS = Object.freeze({
  userName: 64,
  realName: 64,
  phone: 32,
  companyName: 128,
  shopName: 128,
});
