import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { readFeedback } from "@/lib/feedback/feedback";
import { ZIdParam } from "@/lib/validation/content";

export const GET = route({ auth: true }, async ({ auth, params }) =>
  ok(await readFeedback(auth.customerId, { id: ZIdParam.parseId(params.id) })),
);

export * from "@/lib/api/method-not-allowed";
