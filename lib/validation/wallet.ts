import { z } from "zod";
import { CODE_TABLE, LIMITS, REVIEW_STATUS } from "@/lib/codes";
import { isYmd } from "@/lib/inputs/date-range";
import { BANK_ACCOUNT_TYPES, WALLET_LIMITS } from "@/lib/wallet/constants";
import { PATTERNS, ZPageQuery, digitsOf, isIdCard, isMobile, requiredString } from "./rules";

/** Wallet inputs (docs/wallet.md). Message keys: validation.wallet.* */

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** Whole yen: "1000", 1000 and "1,000" are read; decimals, zero and negatives are refused. */
const yen = (min: number, max: number, maxKey: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[,\s]/g, "") || undefined : (v ?? undefined)),
    z.coerce
      .number({ error: "validation.wallet.amountRequired" })
      .refine(Number.isFinite, { error: "validation.wallet.amountRequired" })
      .int("validation.wallet.amountInteger")
      .min(min, "validation.wallet.amountMin")
      .max(max, maxKey),
  );

/**
 * A client-chosen idempotency key (body `idempotencyKey` or header `Idempotency-Key`): 8–64 letters, digits,
 * "-" or "_". No ":", which is reserved for keys the server derives (SYSTEM_KEY).
 */
export const ZIdempotencyKey = z
  .string({ error: "validation.wallet.idempotencyKey" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "validation.wallet.idempotencyKey");

const ZOptionalKey = z.preprocess(blankToUndefined, ZIdempotencyKey.optional());

const ZId = z.coerce
  .number({ error: "validation.invalid" })
  .int("validation.invalid")
  .positive("validation.invalid")
  .max(2_147_483_647, "validation.invalid");

/**
 * Orders and packing-list bills a top-up pays once its money is credited (docs/wallet.md "Paying orders by
 * PayPal or bank transfer"). With `cover` "shortfall" the balance pays what it can and the top-up the rest;
 * "whole" tops up the whole amount. The amount sent must be the one the server works out (the screen shows it).
 */
const ZPayPurpose = {
  orderIds: z.array(ZId).max(LIMITS.maxOrderLines, "validation.tooManyLines").default([]),
  containerIds: z.array(ZId).max(LIMITS.maxOrderLines, "validation.tooManyLines").default([]),
  cover: z.enum(["shortfall", "whole"], { error: "validation.invalid" }).default("shortfall"),
};
/**
 * Or the member plan it buys once credited (docs/members.md "Paying by PayPal or bank transfer"), with the
 * auto-renew choice of the period it buys (absent: as the period held, else on). One kind of purpose per top-up:
 * a plan with orders or bills is refused by purposeOf (lib/payments/pay-by-top-up.ts), not here, because a refined
 * object cannot be `.pick`ed (the top-up screen picks the amount).
 */
const ZPlanPurpose = {
  memberPlanId: z.preprocess(blankToUndefined, ZId.optional()),
  autoRenew: z.preprocess(
    (v) => (v === "true" ? true : v === "false" ? false : blankToUndefined(v)),
    z.boolean({ error: "validation.invalid" }).optional(),
  ),
};
export type TPayPurpose = {
  orderIds: number[];
  containerIds: number[];
  cover: "shortfall" | "whole";
  memberPlanId?: number;
  autoRenew?: boolean;
};

/** An uploaded file's URL as /aliyun/oss/upload returned it. */
const ZSlipUrl = requiredString("validation.wallet.slipRequired").max(1024, "validation.wallet.slipRequired");

export const ZBankTopUpCreate = z.object({
  amount: yen(WALLET_LIMITS.minTopUpYen, WALLET_LIMITS.maxBankTopUpYen, "validation.wallet.topUpMax"),
  bankAccountId: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "validation.wallet.bankAccountRequired" }).int().positive(),
  ),
  remitterName: z.preprocess(
    blankToUndefined,
    z.string().trim().max(128, "validation.wallet.remitterNameLength").optional(),
  ),
  slipFileUrl: z.preprocess(blankToUndefined, ZSlipUrl.optional()),
  idempotencyKey: ZOptionalKey,
  ...ZPayPurpose,
  ...ZPlanPurpose,
});
export type TBankTopUpCreate = z.infer<typeof ZBankTopUpCreate>;

export const ZSlipSave = z.object({ slipFileUrl: ZSlipUrl });

export const ZPaypalTopUpCreate = z.object({
  amount: yen(WALLET_LIMITS.minTopUpYen, WALLET_LIMITS.maxPaypalTopUpYen, "validation.wallet.topUpMax"),
  idempotencyKey: ZOptionalKey,
  ...ZPayPurpose,
  ...ZPlanPurpose,
});

/** The /pay/status page sends what PayPal appended to the return URL (`token` = order id) or our number. */
export const ZPaypalCapture = z
  .object({
    token: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
    orderId: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
    topUpNo: z.preprocess(blankToUndefined, z.string().trim().max(32).optional()),
  })
  .refine((v) => v.token ?? v.orderId ?? v.topUpNo, { error: "validation.wallet.paypalOrderRequired" })
  .transform((v) => ({ paypalOrderId: v.token ?? v.orderId, topUpNo: v.topUpNo }));

const digitsOnly = (v: unknown) => (typeof v === "string" ? v.replace(/[\s-]/g, "") : v);

const ZAccountDigits = z.preprocess(
  digitsOnly,
  z
    .string({ error: "validation.wallet.accountNoRequired" })
    .min(1, "validation.wallet.accountNoRequired")
    .max(32, "validation.wallet.accountNoFormat")
    .regex(/^\d+$/, "validation.wallet.accountNoFormat"),
);

/** Without spaces and hyphens; blank = absent. */
const optionalCode = z.preprocess(
  (v) => blankToUndefined(digitsOnly(v)),
  z.string({ error: "validation.invalid" }).max(32, "validation.invalid").optional(),
);

/**
 * SPEC §5: ≥ 1 (≤ balance is checked under the row lock), bank account type required; a Japanese account
 * number has 7 digits, a bank card 9–18 (bank-card rule) and then the holder's ID card and mobile.
 */
export const ZWithdrawalCreate = z
  .object({
    amount: yen(
      WALLET_LIMITS.minWithdrawalYen,
      WALLET_LIMITS.maxBalanceYen,
      "validation.wallet.withdrawalOverBalance",
    ),
    bankName: requiredString("validation.wallet.bankNameRequired").max(
      64,
      "validation.wallet.bankNameLength",
    ),
    branchName: requiredString("validation.wallet.branchNameRequired").max(
      64,
      "validation.wallet.branchNameLength",
    ),
    accountType: z.preprocess(
      blankToUndefined,
      z.enum(BANK_ACCOUNT_TYPES, { error: "validation.wallet.accountTypeRequired" }),
    ),
    accountNo: ZAccountDigits,
    accountHolder: requiredString("validation.wallet.accountHolderRequired").max(
      128,
      "validation.wallet.accountHolderLength",
    ),
    holderIdCard: optionalCode,
    holderMobile: z.preprocess(blankToUndefined, z.string({ error: "validation.invalid" }).optional()),
    idempotencyKey: ZOptionalKey,
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.accountType !== "card") {
      if (!/^\d{7}$/.test(v.accountNo)) fail("accountNo", "validation.wallet.accountNoFormat");
      return;
    }
    if (!PATTERNS.bankCard.test(v.accountNo)) return fail("accountNo", "validation.bankCardFormat");
    if (!v.holderIdCard) return fail("holderIdCard", "validation.wallet.idCardRequired");
    if (!isIdCard(v.holderIdCard)) return fail("holderIdCard", "validation.idCardFormat");
    if (!v.holderMobile) return fail("holderMobile", "validation.wallet.mobileRequired");
    if (!isMobile(v.holderMobile)) fail("holderMobile", "validation.mobileFormat");
  })
  .transform(({ holderIdCard, holderMobile, ...v }) =>
    v.accountType === "card"
      ? { ...v, holderIdCard: holderIdCard!.toUpperCase(), holderMobile: digitsOf(holderMobile!) }
      : { ...v, holderIdCard: null, holderMobile: null },
  );
export type TWithdrawalCreate = z.infer<typeof ZWithdrawalCreate>;

const ZDay = z
  .string({ error: "validation.wallet.dateInvalid" })
  .trim()
  .transform((s) => s.slice(0, 10))
  .refine(isYmd, { error: "validation.wallet.dateInvalid" })
  .refine((s) => s >= LIMITS.dateMin && s <= LIMITS.dateMax, { error: "validation.wallet.dateInvalid" });

const transactionTypes = CODE_TABLE.filter((e) => e.group === "transactionType").map((e) => e.code);
const reviewStatuses = Object.values(REVIEW_STATUS) as number[];

/** Account records: optional type and a Japan-day range (the end day counts up to 23:59:59). */
export const ZRecordsQuery = ZPageQuery.extend({
  type: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "validation.wallet.typeInvalid" })
      .refine((n) => transactionTypes.includes(n), { error: "validation.wallet.typeInvalid" })
      .optional(),
  ),
  createTimeStart: z.preprocess(blankToUndefined, ZDay.optional()),
  createTimeEnd: z.preprocess(blankToUndefined, ZDay.optional()),
}).refine((q) => !q.createTimeStart || !q.createTimeEnd || q.createTimeStart <= q.createTimeEnd, {
  error: "validation.wallet.dateOrder",
});
export type TRecordsQuery = z.infer<typeof ZRecordsQuery>;

export const ZTopUpListQuery = ZPageQuery.extend({
  reviewStatus: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "validation.invalid" })
      .refine((n) => reviewStatuses.includes(n), { error: "validation.invalid" })
      .optional(),
  ),
});

export const ZWalletId = ZId;
