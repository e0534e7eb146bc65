import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZTime } from "@/lib/api/contract/common";
import { ZGuideListQuery } from "@/lib/validation/content";
import { ZPageQuery } from "@/lib/validation/rules";

const tag = "Content";
const int = z.number().int();

/** An announcement in the list (lib/content/home-content.ts): the title in the reader's language. */
const ZAnnouncementRowView = z.object({ id: int, title: z.string(), pinned: z.boolean(), createTime: ZTime });

/** A guide article in the list: the spec's titleZh/titleKr and the title in the reader's language. */
const ZGuideRowView = z.object({
  id: int,
  centerType: int,
  titleZh: z.string(),
  titleKr: z.string(),
  title: z.string(),
  createTime: ZTime,
});

export const contentAnnouncementList = endpoint({
  method: "GET",
  path: "/shop/home/announcement/list",
  summary: "Published announcements, pinned first, then newest; a scheduled one waits for its time",
  tag,
  access: "public",
  query: ZPageQuery,
  envelope: "paged",
  response: ZAnnouncementRowView,
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const contentAnnouncement = endpoint({
  method: "GET",
  path: "/shop/home/announcement/{id}",
  summary: "One published announcement with its text in the reader's language",
  tag,
  access: "public",
  params: ZIdParams,
  envelope: "data",
  response: ZAnnouncementRowView.omit({ pinned: true }).extend({ content: z.string() }),
  example: { params: { id: 1 } },
});

export const contentGuideList = endpoint({
  method: "GET",
  path: "/shop/home/guide/list",
  summary: "Published guide articles of the bottom menu (centerType 0) or the user center (2), in order",
  tag,
  access: "public",
  query: ZGuideListQuery,
  envelope: "paged",
  response: ZGuideRowView,
  example: { query: { centerType: 0, pageNum: 1, pageSize: 4 } },
});

export const contentGuide = endpoint({
  method: "GET",
  path: "/shop/home/guide/{id}",
  summary: "One published guide article with its text in the reader's language",
  tag,
  access: "public",
  params: ZIdParams,
  envelope: "data",
  response: ZGuideRowView.extend({ content: z.string() }),
  example: { params: { id: 1 } },
});
