import { z } from "zod";
import { ZDbId } from "@/lib/validation/rules";
import { ZIdempotencyKey } from "@/lib/validation/wallet";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** POST /shop/customerMember/buy: the plan, and the screen's key for this purchase (one per confirm dialog). */
export const ZMemberPlanBuy = z.object({
  planId: ZDbId,
  idempotencyKey: z.preprocess(blankToUndefined, ZIdempotencyKey.optional()),
});
export type TMemberPlanBuy = z.infer<typeof ZMemberPlanBuy>;

/** POST /shop/customerMember/autoRenew: renew the plan held at the end of its term, or let it end. */
export const ZMemberAutoRenew = z.object({ autoRenew: z.boolean({ error: "validation.invalid" }) });
