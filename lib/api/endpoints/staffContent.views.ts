import { z } from "zod";
import { ZTime } from "@/lib/api/contract/common";
import { CONTENT_TARGETS } from "@/lib/validation/content";

/** What the content desk reads (lib/content/announcement-desk.ts, lib/content/guide-desk.ts). */

const int = z.number().int();

/** Where a row stands on the desk (lib/content/desk-rules.ts statusName). */
export const ZDeskStatus = z.enum(CONTENT_TARGETS);

/** Title and body in each language, as the desk's forms edit them. */
const ZDeskTexts = z.object({
  titleJa: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  titleKo: z.string(),
  contentJa: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  contentKo: z.string(),
});

/** One announcement in every language (announcement-desk.ts view). */
export const ZDeskAnnouncementView = z.object({
  id: int,
  status: ZDeskStatus,
  version: int,
  ...ZDeskTexts.shape,
  pinned: z.boolean(),
  publishedAt: ZTime,
  /** the form's datetime-local value, Japan time */
  publishedAtJapan: z.string(),
  scheduled: z.boolean(),
  createdAt: ZTime,
});

/** An announcement in the desk's list, titled in the request language. */
export const ZDeskAnnouncementRow = z.object({
  id: int,
  title: z.string(),
  status: ZDeskStatus,
  scheduled: z.boolean(),
  pinned: z.boolean(),
  publishedAt: ZTime,
});

/** One guide article in every language (guide-desk.ts view). */
export const ZDeskGuideView = z.object({
  id: int,
  status: ZDeskStatus,
  version: int,
  centerType: int,
  sort: int,
  ...ZDeskTexts.shape,
  createTime: ZTime,
});

/** A guide article in the desk's list, titled in the request language. */
export const ZDeskGuideRow = z.object({
  id: int,
  title: z.string(),
  status: ZDeskStatus,
  centerType: int,
  sort: int,
  createTime: ZTime,
});
