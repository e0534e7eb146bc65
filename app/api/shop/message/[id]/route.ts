import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { messageThread } from "@/lib/api/endpoints/messages";
import { readThread } from "@/lib/messages/read-thread";

export const GET = serve(messageThread, async ({ auth, params, t }) =>
  ok(await readThread(auth.customerId, params.id, t)),
);

export * from "@/lib/api/method-not-allowed";
