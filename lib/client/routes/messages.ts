// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as messages from "@/lib/api/endpoints/messages";

export const messageList: ClientRoute<typeof messages.messageList> = {
  method: "GET",
  path: "/shop/message/list",
  envelope: "paged",
};
export const messageSend: ClientRoute<typeof messages.messageSend> = {
  method: "POST",
  path: "/shop/message/send",
  envelope: "data",
};
export const messageThread: ClientRoute<typeof messages.messageThread> = {
  method: "GET",
  path: "/shop/message/{id}",
  envelope: "data",
};
export const messageUnreadCount: ClientRoute<typeof messages.messageUnreadCount> = {
  method: "GET",
  path: "/shop/message/unreadCount",
  envelope: "data",
};
