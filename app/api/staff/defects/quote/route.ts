import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsQuote } from "@/lib/api/endpoints/staffDefects";
import { quoteProblemFee } from "@/lib/problems/agent-quote-fee";

/** The return / destruction fee (the same function as `npm run op:problem -- quote`). */
export const POST = serve(staffDefectsQuote, async ({ actor, body }) => {
  const r = await quoteProblemFee(body, actor);
  return ok(
    { problemId: r.problemId, orderId: r.orderId, orderStatus: r.orderStatus, feeYen: r.feeYen },
    "staff.defects.done.quoted",
  );
});

export * from "@/lib/api/method-not-allowed";
