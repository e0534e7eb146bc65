import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { messageSend } from "@/lib/api/endpoints/messages";
import { sendMessage } from "@/lib/messages/send-message";

export const POST = serve(messageSend, async ({ auth, body }) =>
  ok(await sendMessage(auth.customerId, body), "api.messageSent"),
);

export * from "@/lib/api/method-not-allowed";
