// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as staffContent from "@/lib/api/endpoints/staffContent";

export const staffContentAnnouncement: ClientRoute<typeof staffContent.staffContentAnnouncement> = {
  method: "GET",
  path: "/staff/content/announcements/detail",
  envelope: "data",
};
export const staffContentAnnouncementCreate: ClientRoute<typeof staffContent.staffContentAnnouncementCreate> =
  { method: "POST", path: "/staff/content/announcements/create", envelope: "data" };
export const staffContentAnnouncements: ClientRoute<typeof staffContent.staffContentAnnouncements> = {
  method: "GET",
  path: "/staff/content/announcements",
  envelope: "paged",
};
export const staffContentAnnouncementStatus: ClientRoute<typeof staffContent.staffContentAnnouncementStatus> =
  { method: "POST", path: "/staff/content/announcements/status", envelope: "data" };
export const staffContentAnnouncementUpdate: ClientRoute<typeof staffContent.staffContentAnnouncementUpdate> =
  { method: "POST", path: "/staff/content/announcements/update", envelope: "data" };
export const staffContentGuide: ClientRoute<typeof staffContent.staffContentGuide> = {
  method: "GET",
  path: "/staff/content/guides/detail",
  envelope: "data",
};
export const staffContentGuideCreate: ClientRoute<typeof staffContent.staffContentGuideCreate> = {
  method: "POST",
  path: "/staff/content/guides/create",
  envelope: "data",
};
export const staffContentGuides: ClientRoute<typeof staffContent.staffContentGuides> = {
  method: "GET",
  path: "/staff/content/guides",
  envelope: "paged",
};
export const staffContentGuideStatus: ClientRoute<typeof staffContent.staffContentGuideStatus> = {
  method: "POST",
  path: "/staff/content/guides/status",
  envelope: "data",
};
export const staffContentGuideUpdate: ClientRoute<typeof staffContent.staffContentGuideUpdate> = {
  method: "POST",
  path: "/staff/content/guides/update",
  envelope: "data",
};
