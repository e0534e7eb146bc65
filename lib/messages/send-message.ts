import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { MESSAGE_DIRECTION } from "@/lib/codes";
import { isReply, type TMessageSend } from "@/lib/validation/message";
import { resolveOwnedAttachments } from "./attachments";
import { findOwnThread } from "./find-thread";

/** The customer's own staff member (Customer.customerServiceId = ServiceStaff.staffCode), if active. */
async function assignedStaffId(customerId: number): Promise<number | null> {
  const db = getDb();
  const customer = await db.customer.findUnique({
    where: { id: customerId },
    select: { customerServiceId: true },
  });
  if (!customer?.customerServiceId) return null;
  const staff = await db.serviceStaff.findFirst({
    where: { staffCode: customer.customerServiceId, active: true },
    select: { id: true },
  });
  return staff?.id ?? null;
}

/** A customer starts a thread or replies in one of their own threads; attachments must be own uploads. */
export async function sendMessage(customerId: number, input: TMessageSend) {
  const db = getDb();
  const attachments = await resolveOwnedAttachments(customerId, input.attachments);
  if (isReply(input)) {
    const root = await findOwnThread(customerId, input.threadId);
    const message = await db.message.create({
      data: {
        customerId,
        threadId: root.id,
        direction: MESSAGE_DIRECTION.FROM_CUSTOMER,
        staffId: root.staffId ?? (await assignedStaffId(customerId)),
        content: input.content,
        attachments,
        createdAt: now(),
      },
      select: { id: true, createdAt: true },
    });
    return { id: message.id, threadId: root.id, createTime: message.createdAt };
  }
  const message = await db.message.create({
    data: {
      customerId,
      direction: MESSAGE_DIRECTION.FROM_CUSTOMER,
      staffId: await assignedStaffId(customerId),
      title: input.title,
      content: input.content,
      attachments,
      createdAt: now(),
    },
    select: { id: true, createdAt: true },
  });
  return { id: message.id, threadId: message.id, createTime: message.createdAt };
}
