import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsSendBack } from "@/lib/api/endpoints/staffDefects";
import { sendBackForExchange } from "@/lib/problems/agent-exchange";

/** Exchange: the pieces back to the supplier (the same function as `npm run op:problem -- send-back`). */
export const POST = serve(staffDefectsSendBack, async ({ actor, body }) =>
  ok(await sendBackForExchange(body, actor), "staff.defects.done.sentBack"),
);

export * from "@/lib/api/method-not-allowed";
