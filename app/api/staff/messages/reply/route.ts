import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { replyAsStaff } from "@/lib/messages/reply-as-staff";
import { ZStaffReply } from "@/lib/validation/message";

export const POST = staffRoute("messages.reply", { body: ZStaffReply }, async ({ actor, body }) => {
  const reply = await replyAsStaff(actor, body);
  return ok(reply, reply.replayed ? "staff.messages.alreadyReplied" : "staff.messages.replied");
});

export * from "@/lib/api/method-not-allowed";
