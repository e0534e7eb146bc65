import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZTime, ZTimeOrNull } from "@/lib/api/contract/common";
import { ZFeedbackCreate, ZFeedbackListQuery, ZFeedbackRef } from "@/lib/validation/problem";

const tag = "Feedback";
const int = z.number().int();

/** Feedback as the seller reads it (lib/feedback/feedback.ts feedbackView). */
export const ZFeedbackView = z.object({
  id: int,
  orderId: int.nullable(),
  orderNo: z.string().nullable(),
  problemId: int.nullable(),
  problemType: int.nullable(),
  goodsName: z.string().nullable(),
  content: z.string(),
  images: z.array(z.string()),
  status: int,
  reply: z.string().nullable(),
  replyTime: ZTimeOrNull,
  unread: z.boolean(),
  createTime: ZTime,
  updateTime: ZTime,
});

export const feedbackList = endpoint({
  method: "GET",
  path: "/shop/applyMessage/list",
  summary: "The seller's feedback, newest first, by status, with how many answers are still unread",
  tag,
  access: "customer",
  query: ZFeedbackListQuery,
  envelope: "fields",
  response: z.object({ total: int.min(0), rows: z.array(ZFeedbackView), unreadCount: int.min(0) }),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const feedbackDetail = endpoint({
  method: "GET",
  path: "/shop/applyMessage/{id}",
  summary: "One feedback of the seller; opening it marks the agent's answer read",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZFeedbackView,
  example: { params: { id: 1 } },
});

export const feedbackAdd = endpoint({
  method: "POST",
  path: "/shop/applyMessage/add",
  summary: "Sends feedback on an order, a defect or in general, with files of the seller's own uploads",
  tag,
  access: "customer",
  body: ZFeedbackCreate,
  envelope: "data",
  response: ZFeedbackView,
  example: { body: { orderId: 1, content: "検品写真をもう一枚お願いできますか。", images: [] } },
});

export const feedbackCancel = endpoint({
  method: "POST",
  path: "/shop/applyMessage/cancel",
  summary: "Withdraws feedback the agent has not taken up yet",
  tag,
  access: "customer",
  body: ZFeedbackRef,
  envelope: "data",
  response: ZFeedbackView,
  example: { body: { id: 2 } },
});
