// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as feedback from "@/lib/api/endpoints/feedback";

export const feedbackAdd: ClientRoute<typeof feedback.feedbackAdd> = {
  method: "POST",
  path: "/shop/applyMessage/add",
  envelope: "data",
};
export const feedbackCancel: ClientRoute<typeof feedback.feedbackCancel> = {
  method: "POST",
  path: "/shop/applyMessage/cancel",
  envelope: "data",
};
export const feedbackDetail: ClientRoute<typeof feedback.feedbackDetail> = {
  method: "GET",
  path: "/shop/applyMessage/{id}",
  envelope: "data",
};
export const feedbackList: ClientRoute<typeof feedback.feedbackList> = {
  method: "GET",
  path: "/shop/applyMessage/list",
  envelope: "fields",
};
