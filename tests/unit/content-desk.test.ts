import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnnouncementArticle, GuideArticle } from "@/app/_components/content-article";
import { entityHref } from "@/app/staff/_components/entity-link";
import { PUBLISH_STATUS } from "@/lib/codes";
import { changedFields, inLanguage, localized, transition } from "@/lib/content/desk-rules";
import { ZAnnouncementCreate, ZJapanMinute } from "@/lib/validation/content";

const texts = {
  titleJa: "タイトル",
  titleZh: "",
  titleEn: "Title",
  titleKo: "제목",
  contentJa: "本文",
  contentZh: "",
  contentEn: "Body",
  contentKo: "본문",
};

describe('content desk (docs/staff.md "Content desk")', () => {
  it("sellers' pages and the preview render a body as text: typed markup stays text", () => {
    const body = `<script>alert(1)</script>\n<img src=x onerror=alert(2)>`;
    const html = [
      renderToStaticMarkup(
        createElement(AnnouncementArticle, {
          label: "お知らせ",
          title: "<b>t</b>",
          date: new Date(0),
          content: body,
        }),
      ),
      renderToStaticMarkup(
        createElement(GuideArticle, { title: "<b>t</b>", date: new Date(0), content: body }),
      ),
    ];
    for (const page of html) {
      expect(page).not.toMatch(/<script|<img|<b>/);
      expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("a seller's language shows as it is; the desk's list falls back to Japanese for an empty one", () => {
    expect(inLanguage(texts, "zh-cn")).toEqual({ title: "", content: "" });
    expect(localized(texts, "zh-cn")).toEqual({ title: "タイトル", content: "本文" });
    expect(inLanguage(texts, "ko")).toEqual({ title: "제목", content: "본문" });
  });

  it("moves between statuses; an archived row goes back to draft before it is published", () => {
    const { DRAFT, PUBLISHED, ARCHIVED } = PUBLISH_STATUS;
    expect([
      transition(DRAFT, PUBLISHED),
      transition(PUBLISHED, DRAFT),
      transition(PUBLISHED, ARCHIVED),
      transition(ARCHIVED, DRAFT),
      transition(PUBLISHED, PUBLISHED),
    ]).toEqual(["publish", "unpublish", "archive", "restore", null]);
    expect(() => transition(ARCHIVED, PUBLISHED)).toThrow();
  });

  it("an edit names only the fields it changes; a blank publish time keeps the row's", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    const row = { titleJa: "a", pinned: false, publishedAt: at };
    expect(changedFields(row, { titleJa: "a", pinned: true, publishedAt: new Date(at) })).toEqual({
      before: { pinned: false },
      after: { pinned: true },
    });
    expect(changedFields(row, { titleJa: "b", publishedAt: undefined })).toEqual({
      before: { titleJa: "a" },
      after: { titleJa: "b" },
    });
  });

  it("the publish time is a real Japan minute, and the form's parsed value parses again", () => {
    expect(ZJapanMinute.parse("2026-03-01 09:30:15")).toBe("2026-03-01T09:30");
    for (const bad of ["2026-02-29T10:00", "2026-01-01T24:00", "2026-01-01T10:60", "2026-1-1T10:00"])
      expect(ZJapanMinute.safeParse(bad).success, bad).toBe(false);
    const input = { createKey: crypto.randomUUID(), titleJa: " 題 ", publishedAt: "2026-03-01 09:30" };
    const once = ZAnnouncementCreate.parse(input);
    expect(ZAnnouncementCreate.parse(once)).toEqual(once);
    expect(once).toMatchObject({
      titleJa: "題",
      titleZh: "",
      pinned: false,
      publishedAt: "2026-03-01T09:30",
    });
  });

  it("an audit row of an announcement or a guide opens it on the desk", () => {
    expect(entityHref("announcement", "12")).toBe("/staff/content/announcement?id=12");
    expect(entityHref("guide", "7")).toBe("/staff/content/guide?id=7");
  });
});
