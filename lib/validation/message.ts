import { z } from "zod";
import { MESSAGE_LIMITS } from "@/lib/inputs/limits";
import { ZDbId, ZPageQuery, requiredString } from "./rules";

export { MESSAGE_LIMITS } from "@/lib/inputs/limits";

const ZThreadId = ZDbId;

/** An uploaded file as the upload endpoint returns it (SPEC §3); the server trusts only the url. */
export const ZAttachment = z.object({
  url: z
    .string({ error: "validation.attachmentInvalid" })
    .trim()
    .min(1, "validation.attachmentInvalid")
    .max(1024),
  originalFilename: z.string().max(255).optional(),
  name: z.string().max(255).optional(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

const ZAttachments = z
  .array(ZAttachment, { error: "validation.attachmentInvalid" })
  .max(MESSAGE_LIMITS.attachmentsMax, "validation.attachmentLimit")
  .default([]);

const ZContent = requiredString("validation.messageContentRequired").max(
  MESSAGE_LIMITS.contentMax,
  "validation.messageContentLength",
);

/** Start a thread (the /messageSend form). */
export const ZMessageStart = z.object({
  title: requiredString("validation.messageTitleRequired").max(
    MESSAGE_LIMITS.titleMax,
    "validation.messageTitleLength",
  ),
  content: ZContent,
  attachments: ZAttachments,
});
export type TMessageStart = z.infer<typeof ZMessageStart>;

/** Reply in a thread (the reply box of /msgDetails, /messageSend?threadId=). */
export const ZMessageReply = z.object({
  threadId: ZThreadId,
  content: ZContent,
  attachments: ZAttachments,
});
export type TMessageReply = z.infer<typeof ZMessageReply>;

export type TMessageSend = TMessageStart | TMessageReply;

/**
 * POST /shop/message/send: a body with `threadId` is a reply, otherwise a new thread. Each case is checked
 * with its own schema so the first failing rule is reported in field order (SPEC §5).
 */
export const ZMessageSend = z.looseObject({}).transform((value, ctx): TMessageSend => {
  const isReply = value.threadId !== undefined && value.threadId !== null && value.threadId !== "";
  const result = (isReply ? ZMessageReply : ZMessageStart).safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
  return z.NEVER;
});

export const isReply = (input: TMessageSend): input is TMessageReply => "threadId" in input;

export const ZMessageListQuery = ZPageQuery;

/**
 * Customer service answers a thread (the messages desk, npm run op:reply): the same content rule as the
 * customer's; attachments are files staff uploaded for the reply (lib/messages/staff-attachments.ts).
 */
export const ZStaffReply = z.object({ threadId: ZThreadId, content: ZContent, attachments: ZAttachments });
export type TStaffReply = z.infer<typeof ZStaffReply>;
