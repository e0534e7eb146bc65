import { endpoint } from "@/lib/api/contract/endpoint";
import {
  ZAnnouncementCreate,
  ZAnnouncementDeskQuery,
  ZAnnouncementUpdate,
  ZContentRef,
  ZContentStatusChange,
  ZGuideCreate,
  ZGuideDeskQuery,
  ZGuideUpdate,
} from "@/lib/validation/content";
import {
  ZDeskAnnouncementRow,
  ZDeskAnnouncementView,
  ZDeskGuideRow,
  ZDeskGuideView,
} from "./staffContent.views";

/**
 * The content desk of the staff console (docs/staff.md "Content desk"): announcements and guide articles in
 * four languages. The examples that change a row act on demo drafts of their own (lib/seed/demo-reference-data.ts
 * DRAFT_ANNOUNCEMENTS, DRAFT_GUIDES): one complete in every language to publish, one to edit.
 */

const tag = "Staff: content";

export const staffContentAnnouncements = endpoint({
  method: "GET",
  path: "/staff/content/announcements",
  summary: "Announcements newest first: drafts and published ones, or one status; a title search",
  tag,
  access: "staff",
  permission: "content.edit",
  query: ZAnnouncementDeskQuery,
  envelope: "paged",
  response: ZDeskAnnouncementRow,
  example: { query: { pageNum: 1, pageSize: 20 } },
});

export const staffContentAnnouncement = endpoint({
  method: "GET",
  path: "/staff/content/announcements/detail",
  summary: "One announcement in any status, with every language, for the desk's form",
  tag,
  access: "staff",
  permission: "content.edit",
  query: ZContentRef,
  envelope: "data",
  response: ZDeskAnnouncementView,
  example: { query: { id: 1 } },
});

export const staffContentAnnouncementCreate = endpoint({
  method: "POST",
  path: "/staff/content/announcements/create",
  summary: "A new announcement, always a draft; the form's key makes a second submit answer the first row",
  tag,
  access: "staff",
  permission: "content.edit",
  body: ZAnnouncementCreate,
  envelope: "data",
  response: ZDeskAnnouncementView,
  example: {
    body: {
      titleJa: "倉庫棚卸しに伴う出荷停止のお知らせ",
      contentJa: "棚卸しのため、中国倉庫からの出荷を1日停止いたします。日程は決まり次第お知らせします。",
      pinned: false,
      createKey: "3f2b8c1e-5d4a-4c6b-9a7e-1b2c3d4e5f60",
    },
  },
});

export const staffContentAnnouncementUpdate = endpoint({
  method: "POST",
  path: "/staff/content/announcements/update",
  summary: "Saves the form over the version it was loaded at (an older version is refused)",
  tag,
  access: "staff",
  permission: "content.edit",
  body: ZAnnouncementUpdate,
  envelope: "data",
  response: ZDeskAnnouncementView,
  example: {
    body: {
      id: 7,
      version: 1,
      titleJa: "システムメンテナンスのお知らせ",
      contentJa:
        "サーバー保守のため、日曜日の午前2時から4時(日本時間)までサービスを停止いたします。ご不便をおかけしますが、ご了承ください。",
      pinned: false,
    },
  },
});

export const staffContentAnnouncementStatus = endpoint({
  method: "POST",
  path: "/staff/content/announcements/status",
  summary: "Publishes (every language needed), unpublishes, archives or restores an announcement",
  tag,
  access: "staff",
  permission: "content.edit",
  body: ZContentStatusChange,
  envelope: "data",
  response: ZDeskAnnouncementView,
  example: { body: { id: 6, to: "published" } },
});

export const staffContentGuides = endpoint({
  method: "GET",
  path: "/staff/content/guides",
  summary: "Guide articles in the sellers' order: drafts and published ones, or one status; menu and title",
  tag,
  access: "staff",
  permission: "content.edit",
  query: ZGuideDeskQuery,
  envelope: "paged",
  response: ZDeskGuideRow,
  example: { query: { pageNum: 1, pageSize: 20 } },
});

export const staffContentGuide = endpoint({
  method: "GET",
  path: "/staff/content/guides/detail",
  summary: "One guide article in any status, with every language, for the desk's form",
  tag,
  access: "staff",
  permission: "content.edit",
  query: ZContentRef,
  envelope: "data",
  response: ZDeskGuideView,
  example: { query: { id: 1 } },
});

export const staffContentGuideCreate = endpoint({
  method: "POST",
  path: "/staff/content/guides/create",
  summary: "A new guide article, always a draft; the form's key makes a second submit answer the first row",
  tag,
  access: "staff",
  permission: "content.edit",
  body: ZGuideCreate,
  envelope: "data",
  response: ZDeskGuideView,
  example: {
    body: {
      centerType: 0,
      sort: 20,
      titleJa: "商品の撮影サービスについて",
      contentJa: "検品時に商品の写真を追加で撮影できます。撮影枚数と料金は注文画面でお選びください。",
      createKey: "8a6d2e4f-1c3b-4e5d-8f7a-9b0c1d2e3f41",
    },
  },
});

export const staffContentGuideUpdate = endpoint({
  method: "POST",
  path: "/staff/content/guides/update",
  summary: "Saves the form over the version it was loaded at (an older version is refused)",
  tag,
  access: "staff",
  permission: "content.edit",
  body: ZGuideUpdate,
  envelope: "data",
  response: ZDeskGuideView,
  example: {
    body: {
      id: 10,
      version: 1,
      centerType: 2,
      sort: 10,
      titleJa: "梱包オプションについて",
      contentJa:
        "緩衝材の追加、箱の補強、ギフト包装をご用意しています。梱包リスト作成時にオプションを選ぶと、見積もりに反映されます。",
    },
  },
});

export const staffContentGuideStatus = endpoint({
  method: "POST",
  path: "/staff/content/guides/status",
  summary: "Publishes (every language needed), unpublishes, archives or restores a guide article",
  tag,
  access: "staff",
  permission: "content.edit",
  body: ZContentStatusChange,
  envelope: "data",
  response: ZDeskGuideView,
  example: { body: { id: 9, to: "published" } },
});
