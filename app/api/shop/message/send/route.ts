import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZMessageSend } from "@/lib/validation/message";
import { sendMessage } from "@/lib/messages/send-message";

export const POST = route({ auth: true, body: ZMessageSend }, async ({ auth, body }) =>
  ok(await sendMessage(auth.customerId, body), "api.messageSent"),
);

export * from "@/lib/api/method-not-allowed";
