import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffMessageReply } from "@/lib/api/endpoints/staff";
import { replyAsStaff } from "@/lib/messages/reply-as-staff";

export const POST = serve(staffMessageReply, async ({ actor, body }) => {
  const reply = await replyAsStaff(actor, body);
  return ok(reply, reply.replayed ? "staff.messages.alreadyReplied" : "staff.messages.replied");
});

export * from "@/lib/api/method-not-allowed";
