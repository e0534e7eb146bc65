import { z } from "zod";
import { ZTime } from "@/lib/api/contract/common";

const int = z.number().int();

/** The signed-in seller's profile, balance and commission in force (lib/customers/customer-info.ts). */
export const ZCustomerInfoView = z.object({
  id: int,
  userName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  realName: z.string().nullable(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  memberTier: int,
  /** commission in force, basis points (500 = 5 %) */
  commissionBp: int,
  commissionTier: int,
  amazonShopName: z.string().nullable(),
  rakutenShopName: z.string().nullable(),
  customerServiceId: z.string().nullable(),
  monthlyPurchaseBand: int.nullable(),
  /** the agent paused ordering, paying and withdrawing */
  restricted: z.boolean(),
  balance: int,
  frozenAmount: int,
  language: z.string(),
  createTime: ZTime,
});

/** The membership in force (lib/customers/membership.ts getMemberInfo); null while there is none. */
export const ZMemberInfoView = z
  .object({
    id: int,
    tier: int,
    planId: int,
    planName: z.string(),
    startTime: ZTime,
    endTime: ZTime,
    feeYen: int,
    /** e.g. 0.05 = 5 % */
    commissionRate: z.number(),
    /** renewed from the balance at the end of its term (the seller's switch) */
    autoRenew: z.boolean(),
    /** the end of the last period held: later than endTime when the next term is bought ahead */
    paidUntil: ZTime,
  })
  .nullable();

/** A member plan bought (lib/customers/buy-plan.ts buyMemberPlan); replayed: the key's first purchase. */
export const ZMemberPurchaseView = z.object({
  membership: z.object({
    id: int,
    planId: int,
    tier: int,
    startTime: ZTime,
    endTime: ZTime,
    feeYen: int,
    autoRenew: z.boolean(),
  }),
  paidYen: int,
  balanceYen: int,
  replayed: z.boolean(),
});

/** Plans on offer and the tier in force (lib/customers/membership.ts getMemberFees). */
export const ZMemberFeesView = z.object({
  currentTier: int,
  /** SPEC §9: a plan is recommended above this monthly purchase volume */
  recommendAboveYen: int,
  plans: z.array(
    z.object({
      id: int,
      tier: int,
      name: z.string(),
      monthlyFeeYen: int,
      commissionRate: z.number(),
      /** null: unlimited */
      monthlyQuotaYen: int.nullable(),
    }),
  ),
});

/** The wait before another code may be asked for (lib/accounts/email-code.ts). */
export const ZCodeSent = z.object({ resendAfterSeconds: int });
