import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZTime } from "@/lib/api/contract/common";
import { ZMessageListQuery, ZMessageReply, ZMessageSend, ZMessageStart } from "@/lib/validation/message";

const tag = "Messages";
const int = z.number().int();

/** An attachment as stored and returned (lib/messages/attachments.ts). */
export const ZMessageAttachmentView = z.object({
  url: z.string(),
  originalFilename: z.string(),
  name: z.string(),
});

/** One thread in the list (lib/messages/list-threads.ts). */
export const ZMessageThreadRowView = z.object({
  id: int,
  title: z.string(),
  notice: z.boolean(),
  link: z.string().nullable(),
  lastMessage: z.string(),
  lastDirection: int,
  lastHasAttachments: z.boolean(),
  lastTime: ZTime,
  unreadCount: int,
  messageCount: int,
  staffName: z.string().nullable(),
  createTime: ZTime,
});

/** One thread with its messages, oldest first (lib/messages/read-thread.ts). */
export const ZMessageThreadView = z.object({
  id: int,
  title: z.string(),
  notice: z.boolean(),
  createTime: ZTime,
  staffName: z.string().nullable(),
  staffCode: z.string().nullable(),
  messages: z.array(
    z.object({
      id: int,
      direction: int,
      fromStaff: z.boolean(),
      staffName: z.string().nullable(),
      staffCode: z.string().nullable(),
      content: z.string(),
      notice: z.boolean(),
      link: z.string().nullable(),
      attachments: z.array(ZMessageAttachmentView),
      read: z.boolean(),
      createTime: ZTime,
    }),
  ),
});

const inputSchemaOf = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: "input", target: "draft-2020-12" }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};

/**
 * ZMessageSend reads any object and then checks it as a start or a reply (field order of the errors, SPEC
 * §5), so its own JSON Schema says nothing; the reference shows the two shapes it takes.
 */
const ZMessageSendBody = ZMessageSend.meta({
  description: "A new thread (title, content), or with `threadId` a reply in one of the seller's threads",
  anyOf: [inputSchemaOf(ZMessageStart), inputSchemaOf(ZMessageReply)],
});

export const messageList = endpoint({
  method: "GET",
  path: "/shop/message/list",
  summary: "The seller's message threads, newest activity first, with unread staff messages per thread",
  tag,
  access: "customer",
  query: ZMessageListQuery,
  envelope: "paged",
  response: ZMessageThreadRowView,
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const messageThread = endpoint({
  method: "GET",
  path: "/shop/message/{id}",
  summary: "One thread with all its messages, oldest first; its staff messages become read",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZMessageThreadView,
  example: { params: { id: 64 } },
});

export const messageSend = endpoint({
  method: "POST",
  path: "/shop/message/send",
  summary: "Starts a thread or replies in one; attachments are the seller's own uploads",
  tag,
  access: "customer",
  body: ZMessageSendBody,
  envelope: "data",
  response: z.object({ id: int, threadId: int, createTime: ZTime }),
  example: {
    body: { title: "梱包について", content: "FBA納品の箱のサイズを教えてください。", attachments: [] },
  },
});

export const messageUnreadCount = endpoint({
  method: "GET",
  path: "/shop/message/unreadCount",
  summary: "How many staff messages the seller has not opened yet, over all threads",
  tag,
  access: "customer",
  envelope: "data",
  response: int.min(0),
});
