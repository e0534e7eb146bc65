/**
 * Every status code and constant of SPEC §4/§9, in one place. Each group is a const object
 * (NAME → code) and every entry is listed in CODE_TABLE with the message key of its label
 * (`codes.<group>.<NAME>` in messages/*.json). Decisions the spec leaves open: docs/decisions.md.
 */

type CodeMap = Readonly<Record<string, number>>;
export type CodeEntry = { group: string; name: string; code: number; labelKey: string };

const table: CodeEntry[] = [];
function defineCodes<const T extends CodeMap>(group: string, codes: T): T {
  for (const [name, code] of Object.entries(codes)) {
    table.push({ group, name, code, labelKey: `codes.${group}.${name}` });
  }
  return Object.freeze(codes);
}

export const ORDER_STATUS = defineCodes("orderStatus", {
  AWAITING_PAYMENT: -1,
  AWAITING_CONFIRMATION: 99,
  AWAITING_PURCHASE: 1,
  PURCHASED: 2,
  AWAITING_ARRIVAL: 0,
  ARRIVED: 4,
  INSPECTING: 8,
  IN_STORAGE: 16,
  DEFECT_PENDING: 24,
  DEFECT_REJECTED: 26,
  EXCHANGE_AWAITING_RETURN: 28,
  EXCHANGE_AWAITING_ARRIVAL: 32,
  PENDING_PARTIAL_RETURN: 36,
  REISSUE_AWAITING_ARRIVAL: 40,
  AWAITING_DISPATCH: 48,
  DISPATCHED: 52,
  CANCELLED: 56,
  RETURN_REQUESTED: 60,
  RETURN_AWAITING_PAYMENT: 64,
  AWAITING_RETURN: 68,
  RETURNED: 72,
  DESTRUCTION_REQUESTED: 76,
  DESTRUCTION_AWAITING_PAYMENT: 80,
  PENDING_PARTIAL_DESTRUCTION: 82,
  PENDING_DESTRUCTION: 83,
  DESTROYED: 84,
  INSPECTION_FINISHED: 88,
  CANNOT_PURCHASE: 89,
  CANNOT_PURCHASE_FINAL: 999,
});

/** Order list filter groups (SPEC §4 "Order filter grouping"): filter value → statuses. */
export const ORDER_FILTER_GROUPS: Readonly<Record<string, readonly number[]>> = Object.freeze({
  pendingPurchase: [ORDER_STATUS.AWAITING_PURCHASE],
  purchased: [ORDER_STATUS.PURCHASED],
  disabled: [ORDER_STATUS.CANNOT_PURCHASE, ORDER_STATUS.CANNOT_PURCHASE_FINAL],
  waitWarehouse: [ORDER_STATUS.AWAITING_ARRIVAL],
  arrival: [ORDER_STATUS.ARRIVED],
  checking: [ORDER_STATUS.INSPECTING],
  badOrder: [
    ORDER_STATUS.DEFECT_PENDING,
    ORDER_STATUS.EXCHANGE_AWAITING_RETURN,
    ORDER_STATUS.EXCHANGE_AWAITING_ARRIVAL,
    ORDER_STATUS.PENDING_PARTIAL_RETURN,
    ORDER_STATUS.AWAITING_RETURN,
    ORDER_STATUS.REISSUE_AWAITING_ARRIVAL,
    ORDER_STATUS.PENDING_PARTIAL_DESTRUCTION,
    ORDER_STATUS.DEFECT_REJECTED,
  ],
  checked: [ORDER_STATUS.INSPECTION_FINISHED],
  warehouseStorage: [ORDER_STATUS.IN_STORAGE],
  send: [ORDER_STATUS.DISPATCHED],
  closed: [ORDER_STATUS.DESTROYED, ORDER_STATUS.RETURNED, ORDER_STATUS.CANCELLED],
});

export const CONTAINER_STATUS = defineCodes("containerStatus", {
  PACKING: 0,
  AWAITING_PAYMENT: 1,
  AWAITING_DISPATCH: 3,
  DISPATCHED: 4,
  CANCELLED: 5,
  AWAITING_PACKING: 6,
  PACKED: 7,
  AWAITING_CONFIRMATION: 11,
});

export const PROBLEM_PROCESS_STATUS = defineCodes("problemProcessStatus", {
  PENDING: 1,
  IN_PROCESS: 2,
  PROCESSED: 3,
  CANCELLED: 4,
});

export const PROBLEM_HANDLING = defineCodes("problemHandling", {
  EXCHANGE: 1,
  REISSUE: 2,
  PARTIAL_RETURN: 3,
  FULL_RETURN: 4,
  PARTIAL_DESTRUCTION: 5,
  FULL_DESTRUCTION: 6,
  NORMAL_SEND: 7,
});

export const PROBLEM_TYPE = defineCodes("problemType", {
  WRONG_GOODS: 1,
  SHORTAGE: 2,
  DAMAGED: 3,
  FLAWED: 4,
  FAKE: 5,
  OTHER: 6,
});

/** Top-up / withdrawal review status (first list of SPEC §4). */
export const REVIEW_STATUS = defineCodes("reviewStatus", {
  APPROVED: 1,
  REJECTED: 2,
  CANCELLED: 3,
  AWAITING_TOP_UP: 4,
});

/** Second review list of SPEC §4 (to-be-reviewed, success, failed, turned-down). */
export const AUDIT_STATUS = defineCodes("auditStatus", {
  TO_BE_REVIEWED: 0,
  SUCCESS: 1,
  FAILED: 2,
  TURNED_DOWN: 3,
});

export const INVENTORY_STATUS = defineCodes("inventoryStatus", {
  INCOMPLETE: 0,
  COMPLETE: 1,
  SKIPPED: 2,
});

export const SHIPPING_MODE = defineCodes("shippingMode", { AIR: 1, SEA: 2 });
export const STORAGE_TYPE = defineCodes("storageType", { NORMAL: 1, WAREHOUSE: 5 });
export const PAYMENT_METHOD = defineCodes("paymentMethod", { BALANCE: 0, PAYPAL: 2, BANK_TRANSFER: 3 });

/** Ledger transaction types: codes 1–20 and 22 (individual meanings decided in docs/decisions.md). */
export const TRANSACTION_TYPE = defineCodes("transactionType", {
  TOP_UP: 1,
  PACKING_LIST_PAYMENT: 2,
  ORDER_PAYMENT: 3,
  COMPENSATION: 4,
  DEDUCTION: 5,
  REFUND: 6,
  STORAGE_DEDUCTION: 7,
  WITHDRAWAL: 8,
  WITHDRAWAL_RELEASE: 9,
  ORDER_SUPPLEMENT: 10,
  DEFECT_HANDLING_FEE: 11,
  RETURN_REFUND: 12,
  BOX_ORDER_PAYMENT: 13,
  PACKING_MATERIAL_PAYMENT: 14,
  MEMBERSHIP_FEE: 15,
  SHIPPING_ADJUSTMENT: 16,
  CUSTOMS_DUTY: 17,
  LABEL_FEE: 18,
  PAYPAL_TOP_UP: 19,
  BANK_TRANSFER_TOP_UP: 20,
  CANNOT_PURCHASE_REFUND: 22,
});

export const MEMBER_TIER = defineCodes("memberTier", { GENERAL: 1, QUOTA: 2, VIP: 3 });
/** RESTRICTED: signed in and reading, but ordering, paying and withdrawing answer "currently no permission". */
export const CUSTOMER_STATUS = defineCodes("customerStatus", { ACTIVE: 0, DISABLED: 1, RESTRICTED: 2 });
export const EMAIL_CODE_PURPOSE = defineCodes("emailCodePurpose", {
  REGISTER: 1,
  RESET_PASSWORD: 2,
  CHANGE_EMAIL: 3,
});
/** ARCHIVED: taken off the shop and out of the content desk's working list; restored as a draft, never deleted. */
export const PUBLISH_STATUS = defineCodes("publishStatus", { DRAFT: 0, PUBLISHED: 1, ARCHIVED: 2 });
export const GUIDE_CENTER_TYPE = defineCodes("guideCenterType", { BOTTOM_MENU: 0, USER_CENTER: 2 });
export const AGENT_FLAG = defineCodes("agentFlag", { OWN: 0, AGENT: 1 });
/**
 * The shop's order numbers: "PO" (lib/orders/submit-order.ts) or "AG" (an agent order, lib/orders/agent-order.ts),
 * the Japan date YYYYMMDD and 8 digits, and for an order split off another "-S" and its number, once per split
 * (lib/orders/split-order.ts): "PO2026111825991523", "AG2026112000000042-S1". The receiving desk's scan field
 * tells an order number from a tracking number by it (docs/warehouse.md "Receiving").
 */
export const ORDER_NO_FORMAT = /^(?:PO|AG)\d{16}(?:-S\d{1,4})*$/;
export const PLATFORM = defineCodes("platform", { P1688: 1, TAOBAO: 2, JD: 3 });
/** Platform code ↔ the client's platform string ("1688", "taobao", "jd"). */
export const PLATFORM_KEYS: Readonly<Record<number, string>> = Object.freeze({
  [PLATFORM.P1688]: "1688",
  [PLATFORM.TAOBAO]: "taobao",
  [PLATFORM.JD]: "jd",
});
export const MONTHLY_PURCHASE_BAND = defineCodes("monthlyPurchaseBand", {
  UNDER_300K: 1,
  FROM_300K_TO_1M: 2,
  FROM_1M_TO_3M: 3,
  OVER_3M: 4,
});
export const MESSAGE_DIRECTION = defineCodes("messageDirection", { FROM_CUSTOMER: 1, FROM_STAFF: 2 });

/**
 * Every action an audit row names (lib/staff/audit.ts `writeAudit` takes only these), by the entity it acts on,
 * and every entity type: the audit desk's filters offer them, each named by `staff.audit.actions.<action>` /
 * `staff.audit.entities.<type>` in messages/*.json (docs/staff.md "Audit trail").
 */
const AUDIT_VERBS = Object.freeze({
  staff: ["create", "invite", "enrol", "relink", "roles", "language", "password", "deactivate"],
  customer: ["activate", "restrict", "disable"],
  balance: ["adjust"],
  topup: ["approve", "reject", "expire"],
  withdrawal: ["pay", "reject", "fail"],
  rate: ["set"],
  invoice: ["correct"],
  ledger: ["export"],
  order: [
    "confirmPrice",
    "purchase",
    "ship",
    "arrive",
    "startInspection",
    "inspect",
    "store",
    "locate",
    "cannotPurchase",
    "close",
    "cancel",
    "status",
  ],
  arrival: ["match", "unmatched", "flag"],
  problem: ["quoteFee", "sendBack", "splitOff", "returned", "destroyed", "reject", "withdraw"],
  container: ["confirm", "start", "pack", "bill", "dispatch", "cleared", "cancel", "customsDuty", "adjust"],
  message: ["reply"],
  feedback: ["start", "reply"],
  announcement: ["create", "update", "publish", "unpublish", "archive", "restore"],
  guide: ["create", "update", "publish", "unpublish", "archive", "restore"],
  job: ["retry"],
} as const);
type AuditVerbs = typeof AUDIT_VERBS;
/** The verbs of one entity's actions: `AuditVerb<"container">` is "confirm" | "start" | … */
export type AuditVerb<E extends keyof AuditVerbs> = AuditVerbs[E][number];
export type AuditAction = { [E in keyof AuditVerbs]: `${E}.${AuditVerb<E>}` }[keyof AuditVerbs];
/** "staff.create", "staff.invite", …: built, so that no action reads as a message key to the screens' scan. */
export const AUDIT_ACTIONS: readonly AuditAction[] = Object.freeze(
  Object.entries(AUDIT_VERBS).flatMap(([entity, verbs]) =>
    verbs.map((verb) => `${entity}.${verb}` as AuditAction),
  ),
);
export const AUDIT_ENTITY_TYPES = Object.freeze([
  "staff",
  "customer",
  "top_up",
  "withdrawal",
  "exchange_rate",
  "invoice",
  "order",
  "unmatched_arrival",
  "problem",
  "container",
  "message",
  "feedback",
  "announcement",
  "guide",
  "job",
  "ledger",
] as const);
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const CODE_TABLE: readonly CodeEntry[] = Object.freeze(table);

export function labelKeyOf(group: string, code: number): string | undefined {
  return table.find((e) => e.group === group && e.code === code)?.labelKey;
}

/** Business constants of SPEC §9 and the limits we chose (docs/decisions.md). */
/**
 * Amazon Japan's limits on a box sent to an FBA warehouse (Seller Central Japan help G200141510, 200280260;
 * docs/shipping.md "FBA boxes"): a box holding more than one piece fits 60 × 50 × 50 cm (its sides sorted) and
 * is at least 18.1 × 10 × 2.5 cm and 150 g; over 15 kg it is marked 「重量超過」 on its label. The sides are in
 * millimetres here because of the 18.1 cm minimum.
 */
export const FBA_BOX = Object.freeze({
  maxSidesMm: [600, 500, 500] as const,
  minSidesMm: [181, 100, 25] as const,
  minWeightGrams: 150,
  heavyOverGrams: 15_000,
});

/** What the inspection measures of one piece: up to 100 kg and 3 m a side, whole grams and centimetres. */
export const MEASURE_LIMITS = Object.freeze({ maxWeightGrams: 100_000, maxSideCm: 300 });

export const LIMITS = Object.freeze({
  pageSize: 10,
  maxPageSize: 100,
  /**
   * A keyword search counts and pages through at most this many goods and shows "1,000+" beyond
   * (docs/decisions.md "Keyword searches stop at 1,000 results").
   */
  searchResultCap: 1_000,
  tokenDays: 7,
  emailCodeResendSeconds: 60,
  /** SPEC §9: the send-code button's countdown when the server names no wait of its own */
  codeCountdownDefaultSeconds: 59,
  emailCodeTtlMinutes: 10,
  emailCodeMaxAttempts: 5,
  captchaTtlMinutes: 5,
  /** an email change needs the current password proven (validPassword) in the same session this recently */
  passwordProofMinutes: 15,
  /** the undo link mailed to the old address after an email change stays valid this long */
  emailChangeUndoDays: 7,
  /** a staff sign-in lasts at most this long, and ends after this many minutes without a request */
  staffSessionHours: 12,
  staffIdleMinutes: 30,
  /** an invitation link to the staff console stays valid this long */
  staffInviteHours: 72,
  staffRecoveryCodes: 10,
  /**
   * a dashboard queue is counted up to this many items and shows "1,000+" beyond, so its count costs the same
   * at any size of the shop (docs/staff.md "Dashboard"); a deadline counts as near this many hours before
   */
  dashboardCountCap: 1_000,
  dashboardDueSoonHours: 6,
  /**
   * the finance desk's top-up list counts at most this many rows and shows "1,000+" beyond, as keyword search
   * does: an exact total of a decided status reads all of its history on every page (docs/staff.md "Finance desk")
   */
  deskListCountCap: 1_000,
  /** rows on a page of a staff desk's queue (defects, purchase, inspection, packing, withdrawals) */
  deskPageSize: 20,
  /** a box's tracking number at dispatch: the carriers' (lib/shipping/tracking.ts) are far shorter */
  trackingNoMax: 40,
  /** an announcement's or guide article's title (the columns' VARCHAR(200)) and body, per language */
  contentTitleMax: 200,
  contentBodyMax: 20_000,
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 20,
  loginWindowMinutes: 15,
  codeSendsPerEmailPerHour: 5,
  codeSendsPerIpPerHour: 20,
  /** captcha images one client address may have drawn in 10 minutes */
  captchasPerIpPer10Minutes: 60,
  /** files one customer may upload in an hour, and bytes in a day */
  uploadsPerCustomerPerHour: 200,
  uploadBytesPerCustomerPerDay: 1024 * 1024 * 1024,
  /** a private file in S3 reaches its owner as a signed URL valid this long (decisions.md "Private files") */
  privateFileUrlSeconds: 60,
  passwordMin: 6,
  passwordMax: 20,
  newPasswordMin: 8,
  maxAddresses: 10,
  maxLabels: 5,
  uploadCount: 3,
  /** files a seller may attach to a defect application or a feedback */
  evidenceFiles: 5,
  minTopUpYen: 1,
  minWithdrawalYen: 1,
  offlineTopUpHours: 24,
  /** SPEC §9: customer service answers within this many hours of the customer's first unanswered message */
  serviceReplyHours: 24,
  rateMarkup: "0.7",
  /**
   * A new shop rate more than this many percent away from the latest rate recorded (same currency) needs an
   * explicit confirmation (`rateChange`, lib/rates/rate-change.ts; docs/staff.md "Finance desk"). The yuan's
   * largest one-day moves against the yen are a few percent (3–4 % on the worst days), and even over a month of
   * no entries it rarely moves 10 %; a slip of the decimal point (2.139 for 21.39) is −90 % or +900 %, a dropped
   * or doubled digit 40 % and more. Tighter, a genuine market move would ask for confirmation often enough that
   * it gets ticked by habit.
   */
  rateLargeChangePercent: 10,
  memberPlanRecommendYen: 500_000,
  /** A member plan is bought (or renewed in advance) no earlier than this many days before the one held ends. */
  memberPlanBuyAheadDays: 7,
  maxJsonBodyBytes: 1_000_000,
  maxOrderQuantity: 999_999,
  maxOrderLines: 100,
  /**
   * a parcel recorded at the warehouse without a matching order is flagged on the dashboard's list once it has
   * waited this many days for a match (the daily `unmatched-arrivals` job, docs/jobs.md)
   */
  unmatchedArrivalFlagDays: 7,
  /**
   * The finance desk's download of every customer's account records (lib/wallet/ledger-export.ts) covers at most
   * this many Japan days: a quarter (92 = the longest, July–September or October–December), so a month's or a
   * quarter's closing is one file and no request reads the whole ledger.
   */
  ledgerExportMaxDays: 92,
  dateMin: "2022-01-01",
  dateMax: "2030-12-31",
});
