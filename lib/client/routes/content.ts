// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as content from "@/lib/api/endpoints/content";

export const contentAnnouncement: ClientRoute<typeof content.contentAnnouncement> = {
  method: "GET",
  path: "/shop/home/announcement/{id}",
  envelope: "data",
};
export const contentAnnouncementList: ClientRoute<typeof content.contentAnnouncementList> = {
  method: "GET",
  path: "/shop/home/announcement/list",
  envelope: "paged",
};
export const contentGuide: ClientRoute<typeof content.contentGuide> = {
  method: "GET",
  path: "/shop/home/guide/{id}",
  envelope: "data",
};
export const contentGuideList: ClientRoute<typeof content.contentGuideList> = {
  method: "GET",
  path: "/shop/home/guide/list",
  envelope: "paged",
};
