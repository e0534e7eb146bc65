import type { TranslateValues } from "@/lib/i18n/messages";
import { ENVELOPE } from "./envelope-codes";

export { ENVELOPE };

type ErrorDef = { code: number; http: number; key: string };

export const ERRORS = {
  BAD_JSON: { code: 400, http: 400, key: "errors.badJson" },
  ROUTE_NOT_FOUND: { code: 404, http: 404, key: "errors.routeNotFound" },
  METHOD_NOT_ALLOWED: { code: 405, http: 405, key: "errors.methodNotAllowed" },
  PAYLOAD_TOO_LARGE: { code: 413, http: 413, key: "errors.payloadTooLarge" },
  UNAUTHORIZED: { code: ENVELOPE.UNAUTHORIZED, http: 200, key: "errors.unauthorized" },
  /** A change sent with the session cookie from another site (docs/decisions.md "Session"). */
  CROSS_SITE: { code: 403, http: 403, key: "errors.crossSite" },
  INTERNAL: { code: ENVELOPE.FAULT, http: 200, key: "errors.internal" },
  TOO_MANY_ATTEMPTS: { code: ENVELOPE.THROTTLED, http: 200, key: "errors.tooManyAttempts" },
  VALIDATION: { code: ENVELOPE.BUSINESS, http: 200, key: "validation.invalid" },
  NOT_FOUND: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.notFound" },
  /** A unique constraint refused the write: the thing exists already (often a double submit). */
  CONFLICT: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.conflict" },
  /** A serialization conflict or deadlock that lost again after one retry (lib/db/client.ts). */
  BUSY: { code: ENVELOPE.THROTTLED, http: 200, key: "errors.busy" },
  NO_PERMISSION: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.noPermission" },
  CAPTCHA_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.captchaInvalid" },
  CAPTCHA_EXPIRED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.captchaExpired" },
  /** The account has had too many failed logins: this login needs a captcha (data.captchaRequired). */
  CAPTCHA_REQUIRED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.captchaRequired" },
  EMAIL_CODE_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.emailCodeInvalid" },
  EMAIL_CODE_EXPIRED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.emailCodeExpired" },
  EMAIL_CODE_TOO_SOON: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.emailCodeTooSoon" },
  EMAIL_SEND_FAILED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.emailSendFailed" },
  EMAIL_TAKEN: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.emailTaken" },
  EMAIL_NOT_REGISTERED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.emailNotRegistered" },
  EMAIL_UNCHANGED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.emailUnchanged" },
  LOGIN_FAILED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.loginFailed" },
  ACCOUNT_DISABLED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.accountDisabled" },
  PASSWORD_WRONG: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.passwordWrong" },
  PASSWORD_SAME: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.passwordSame" },
  PASSWORD_PROOF_REQUIRED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.passwordProofRequired" },
  EMAIL_UNDO_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.emailUndoInvalid" },
  STAFF_LOGIN_FAILED: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.errors.loginFailed" },
  STAFF_TAKEN: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.errors.taken" },
  STAFF_INVITE_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.errors.inviteInvalid" },
  STAFF_CODE_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.errors.codeInvalid" },
  STAFF_LAST_OWNER: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.errors.lastOwner" },
  STAFF_OWN_ROLES: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.errors.ownRoles" },
  STAFF_OWN_LINK: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.errors.ownLink" },
  /** The content desk: an edit made on an older version (someone saved in between). */
  CONTENT_STALE: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.content.errors.stale" },
  /** Publishing (or editing what is published) needs a title and a body in every language. */
  CONTENT_INCOMPLETE: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.content.errors.incomplete" },
  /** An archived row is read-only and goes back to draft before anything else. */
  CONTENT_ARCHIVED: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.content.errors.archived" },
  RATE_MISSING: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.rateMissing" },
  /** A rate far from the latest one recorded, sent without `confirmLargeChange` (lib/rates/rate-change.ts). */
  RATE_LARGE_CHANGE: { code: ENVELOPE.BUSINESS, http: 200, key: "staff.finance.rate.largeChangeRefused" },
  ATTACHMENT_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.attachmentInvalid" },
  ADDRESS_LIMIT: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.addressLimit" },
  REGION_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.regionInvalid" },
  IN_USE_BY_SHIPMENT: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.inUseByShipment" },
  UPLOAD_TYPE_MISMATCH: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.uploadTypeMismatch" },
  UPLOAD_TOO_LARGE: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.uploadTooLarge" },
  UPLOAD_QUOTA: { code: ENVELOPE.THROTTLED, http: 200, key: "errors.uploadQuota" },
  UPLOAD_FAILED: { code: ENVELOPE.FAULT, http: 200, key: "spec.uploadFailed" },
  AVATAR_NOT_OWNED: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.avatarNotOwned" },
  PRODUCT_INCOMPLETE: { code: ENVELOPE.BUSINESS, http: 200, key: "spec.productIncomplete" },
  INSUFFICIENT_STOCK: { code: ENVELOPE.BUSINESS, http: 200, key: "spec.insufficientInventory" },
  CANNOT_PURCHASE: { code: ENVELOPE.BUSINESS, http: 200, key: "spec.cannotPurchase" },
  PROVIDER_UNAVAILABLE: { code: ENVELOPE.FAULT, http: 200, key: "errors.providerUnavailable" },
  IMAGE_UNREADABLE: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.imageUnreadable" },
  ORDER_STATUS_CONFLICT: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.orderStatusConflict" },
  CART_LINE_NOT_FOUND: { code: ENVELOPE.BUSINESS, http: 200, key: "errors.cartLineNotFound" },
  INSUFFICIENT_BALANCE: { code: ENVELOPE.BUSINESS, http: 200, key: "wallet.errors.insufficientBalance" },
  IDEMPOTENCY_CONFLICT: { code: ENVELOPE.BUSINESS, http: 200, key: "wallet.errors.idempotencyConflict" },
  TOP_UP_NOT_PENDING: { code: ENVELOPE.BUSINESS, http: 200, key: "wallet.errors.topUpNotPending" },
  TOP_UP_EXPIRED: { code: ENVELOPE.BUSINESS, http: 200, key: "wallet.errors.topUpExpired" },
  WITHDRAWAL_NOT_PENDING: { code: ENVELOPE.BUSINESS, http: 200, key: "wallet.errors.withdrawalNotPending" },
  SLIP_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "wallet.errors.slipInvalid" },
  BANK_ACCOUNT_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "wallet.errors.bankAccountInvalid" },
  PAYPAL_UNAVAILABLE: { code: ENVELOPE.BUSINESS, http: 200, key: "wallet.errors.paypalUnavailable" },
  PAYPAL_NOT_APPROVED: { code: ENVELOPE.BUSINESS, http: 200, key: "wallet.errors.paypalNotApproved" },
  PAYMENT_FAILED: { code: ENVELOPE.FAULT, http: 200, key: "spec.paymentFailed" },
  PROBLEM_STATUS_CONFLICT: { code: ENVELOPE.BUSINESS, http: 200, key: "problems.errors.statusConflict" },
  EVIDENCE_INVALID: { code: ENVELOPE.BUSINESS, http: 200, key: "problems.errors.evidenceInvalid" },
  CONTAINER_STATUS_CONFLICT: { code: ENVELOPE.BUSINESS, http: 200, key: "shipping.errors.statusConflict" },
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;

/** The one error type of domain code; the API wrapper maps it to the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values: TranslateValues = {},
    /** A more precise message key than the code's default (e.g. the failing validation rule). */
    readonly messageKey?: string,
    readonly data?: unknown,
  ) {
    super(messageKey ?? ERRORS[code].key);
    this.name = "AppError";
  }
}
