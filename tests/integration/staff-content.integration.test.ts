import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { GUIDE_CENTER_TYPE, PUBLISH_STATUS } from "@/lib/codes";
import { createCustomer } from "../helpers/accounts";
import { get } from "../helpers/api";
import { signedInStaff, staffCall } from "../helpers/staff";

/** The content desk of the staff console (issue 28, docs/staff.md "Content desk"). */

const complete = (tag: string) => ({
  titleJa: `${tag} お知らせ`,
  titleZh: `${tag} 公告`,
  titleEn: `${tag} notice`,
  titleKo: `${tag} 공지`,
  contentJa: `${tag} 本文\n二行目`,
  contentZh: `${tag} 正文`,
  contentEn: `${tag} body`,
  contentKo: `${tag} 본문`,
});

const auditOf = (entityType: string, id: number) =>
  getDb().auditLog.findMany({ where: { entityType, entityId: String(id) }, orderBy: { id: "asc" } });

/** What a seller's client gets: every visible announcement on one page. */
async function sellerAnnouncementIds(lang: "ja" | "en-us" = "ja") {
  const res = await get("/shop/home/announcement/list", { query: { pageNum: 1, pageSize: 100 }, lang });
  expect(res.json.code).toBe(200);
  return (res.json.rows as { id: number; title: string }[]).map((r) => r.id);
}

async function sellerGuideIds(centerType: number) {
  const res = await get("/shop/home/guide/list", { query: { centerType, pageNum: 1, pageSize: 100 } });
  expect(res.json.code).toBe(200);
  return (res.json.rows as { id: number }[]).map((r) => r.id);
}

async function newAnnouncement(cookie: string, fields: Record<string, unknown>) {
  const res = await staffCall("POST", "/staff/content/announcements/create", cookie, {
    body: { createKey: randomUUID(), ...fields },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data as { id: number; version: number; status: string };
}

async function newGuide(cookie: string, fields: Record<string, unknown>) {
  const res = await staffCall("POST", "/staff/content/guides/create", cookie, {
    body: { createKey: randomUUID(), centerType: GUIDE_CENTER_TYPE.USER_CENTER, sort: 5, ...fields },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data as { id: number; version: number; status: string };
}

describe("content desk: who may use it", () => {
  it("answers 401 without a staff session and to a seller's token; a finance member gets no permission and nothing changes", async () => {
    const seller = await createCustomer();
    const finance = await signedInStaff(["finance"]);
    const support = await signedInStaff(["support"]);
    const a = await newAnnouncement(support.cookie, complete("perm-a"));
    const g = await newGuide(support.cookie, complete("perm-g"));
    const announcementBefore = await getDb().announcement.findUniqueOrThrow({ where: { id: a.id } });
    const guideBefore = await getDb().guideArticle.findUniqueOrThrow({ where: { id: g.id } });
    const counts = async () => ({
      announcements: await getDb().announcement.count(),
      guides: await getDb().guideArticle.count(),
      audit: await getDb().auditLog.count(),
    });
    const before = await counts();
    const calls: [string, string, Record<string, unknown>][] = [
      ["GET", "/staff/content/announcements", {}],
      ["GET", "/staff/content/announcements/detail", { query: { id: a.id } }],
      [
        "POST",
        "/staff/content/announcements/create",
        { body: { createKey: randomUUID(), ...complete("x") } },
      ],
      ["POST", "/staff/content/announcements/update", { body: { id: a.id, version: 1, ...complete("y") } }],
      ["POST", "/staff/content/announcements/status", { body: { id: a.id, to: "published" } }],
      ["GET", "/staff/content/guides", {}],
      ["GET", "/staff/content/guides/detail", { query: { id: g.id } }],
      [
        "POST",
        "/staff/content/guides/create",
        { body: { createKey: randomUUID(), centerType: 0, sort: 1, ...complete("x") } },
      ],
      [
        "POST",
        "/staff/content/guides/update",
        { body: { id: g.id, version: 1, centerType: 0, sort: 1, ...complete("y") } },
      ],
      ["POST", "/staff/content/guides/status", { body: { id: g.id, to: "archived" } }],
    ];
    const answers: [string, number, number, string][] = [];
    for (const [method, path, options] of calls) {
      const none = await staffCall(method, path, null, options);
      const asSeller = await staffCall(method, path, null, { ...options, token: seller.token });
      const asFinance = await staffCall(method, path, finance.cookie, { ...options, lang: "en-us" });
      answers.push([path, none.json.code, asSeller.json.code, asFinance.json.msg]);
    }
    expect(answers).toEqual(calls.map(([, path]) => [path, 401, 401, "You currently have no permission"]));
    expect(await counts()).toEqual(before);
    expect(await getDb().announcement.findUniqueOrThrow({ where: { id: a.id } })).toEqual(announcementBefore);
    expect(await getDb().guideArticle.findUniqueOrThrow({ where: { id: g.id } })).toEqual(guideBefore);
  });

  it("an owner may use it as well as support", async () => {
    const owner = await signedInStaff(["owner"]);
    const a = await newAnnouncement(owner.cookie, { titleJa: "owner-made" });
    expect(a.status).toBe("draft");
    const [row] = await auditOf("announcement", a.id);
    expect(row).toMatchObject({ action: "announcement.create", staffId: owner.id, roles: ["owner"] });
  });
});

describe("content desk: announcements", () => {
  it("a published announcement reaches the seller's API; a draft and an unpublished one do not", async () => {
    const support = await signedInStaff(["support"]);
    const a = await newAnnouncement(support.cookie, complete("pub"));
    expect(a.status).toBe("draft");
    expect(await sellerAnnouncementIds()).not.toContain(a.id);
    expect((await get(`/shop/home/announcement/${a.id}`)).json.code).toBe(500);

    const published = await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "published" },
      lang: "en-us",
    });
    expect(published.json).toMatchObject({ code: 200, msg: "Published", data: { status: "published" } });
    expect(await sellerAnnouncementIds()).toContain(a.id);
    const detail = await get(`/shop/home/announcement/${a.id}`, { lang: "en-us" });
    expect(detail.json.data).toMatchObject({ title: "pub notice", content: "pub body" });

    const unpublished = await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "draft" },
    });
    expect(unpublished.json).toMatchObject({ code: 200, msg: "下書きに戻しました" });
    expect(await sellerAnnouncementIds()).not.toContain(a.id);

    const trail = await auditOf("announcement", a.id);
    expect(
      trail.map((r) => [r.action, r.staffId, r.before, r.after && (r.after as { status: string }).status]),
    ).toEqual([
      ["announcement.create", support.id, null, "draft"],
      ["announcement.publish", support.id, expect.objectContaining({ status: "draft" }), "published"],
      ["announcement.unpublish", support.id, expect.objectContaining({ status: "published" }), "draft"],
    ]);
    expect(trail.every((r) => /^[0-9a-f-]{36}$/.test(r.requestId ?? ""))).toBe(true);
  });

  it("publishing needs a title and a body in every language, and a refused publish changes nothing", async () => {
    const support = await signedInStaff(["support"]);
    const a = await newAnnouncement(support.cookie, { titleJa: "途中", contentJa: "本文", titleZh: "未完" });
    const auditBefore = await getDb().auditLog.count();
    const res = await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "published" },
      lang: "en-us",
    });
    expect(res.json).toEqual({
      code: 500,
      msg: "Publishing needs a title and a body in every language (missing: 简体中文, English, 한국어)",
    });
    expect((await getDb().announcement.findUniqueOrThrow({ where: { id: a.id } })).status).toBe(
      PUBLISH_STATUS.DRAFT,
    );
    expect(await getDb().auditLog.count()).toBe(auditBefore);
    expect(await sellerAnnouncementIds()).not.toContain(a.id);
  });

  it("a publish time ahead keeps it from sellers until then", async () => {
    const support = await signedInStaff(["support"]);
    const a = await newAnnouncement(support.cookie, {
      ...complete("later"),
      publishedAt: "2030-01-02T09:30",
    });
    const res = await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "published" },
    });
    expect(res.json.data).toMatchObject({
      status: "published",
      scheduled: true,
      publishedAt: "2030-01-02T00:30:00.000Z",
      publishedAtJapan: "2030-01-02T09:30",
    });
    expect(await sellerAnnouncementIds()).not.toContain(a.id);
    // Moved into the past, it shows at once.
    const moved = await staffCall("POST", "/staff/content/announcements/update", support.cookie, {
      body: {
        id: a.id,
        version: res.json.data.version,
        ...complete("later"),
        publishedAt: "2024-05-01 10:00",
      },
    });
    expect(moved.json.data).toMatchObject({ scheduled: false, publishedAtJapan: "2024-05-01T10:00" });
    expect(await sellerAnnouncementIds()).toContain(a.id);
  });

  it("a draft published with a past publish time is dated by its publishing", async () => {
    const support = await signedInStaff(["support"]);
    const a = await newAnnouncement(support.cookie, { ...complete("old"), publishedAt: "2024-01-01T00:00" });
    const before = Date.now();
    const res = await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "published" },
    });
    expect(Date.parse(res.json.data.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("an edit audits only the fields it changed; the same save again changes nothing", async () => {
    const support = await signedInStaff(["support"]);
    const a = await newAnnouncement(support.cookie, complete("edit"));
    const body = {
      id: a.id,
      version: a.version,
      ...complete("edit"),
      titleEn: "edited notice",
      pinned: true,
    };
    const first = await staffCall("POST", "/staff/content/announcements/update", support.cookie, { body });
    expect(first.json).toMatchObject({ code: 200, msg: "保存しました", data: { version: 2, pinned: true } });
    // A double click: the same body, still carrying version 1.
    const again = await staffCall("POST", "/staff/content/announcements/update", support.cookie, { body });
    expect(again.json).toMatchObject({ code: 200, data: { version: 2 } });
    const updates = (await auditOf("announcement", a.id)).filter((r) => r.action === "announcement.update");
    expect(updates.map((r) => [r.before, r.after])).toEqual([
      [
        { titleEn: "edit notice", pinned: false },
        { titleEn: "edited notice", pinned: true },
      ],
    ]);
  });

  it("an edit made on an older version is refused and changes nothing", async () => {
    const support = await signedInStaff(["support"]);
    const other = await signedInStaff(["owner"]);
    const a = await newAnnouncement(support.cookie, complete("race"));
    const theirs = await staffCall("POST", "/staff/content/announcements/update", other.cookie, {
      body: { id: a.id, version: 1, ...complete("race"), contentJa: "オーナーの修正" },
    });
    expect(theirs.json.code).toBe(200);
    const auditBefore = await getDb().auditLog.count();
    const mine = await staffCall("POST", "/staff/content/announcements/update", support.cookie, {
      body: { id: a.id, version: 1, ...complete("race"), contentZh: "客服的修改" },
      lang: "zh-cn",
    });
    expect(mine.json).toEqual({ code: 500, msg: "其他员工已更新了此内容，请刷新页面后在最新内容上编辑" });
    const row = await getDb().announcement.findUniqueOrThrow({ where: { id: a.id } });
    expect([row.contentJa, row.contentZh, row.version]).toEqual(["オーナーの修正", "race 正文", 2]);
    expect(await getDb().auditLog.count()).toBe(auditBefore);
  });

  it("a published announcement stays complete: an edit emptying a language is refused", async () => {
    const support = await signedInStaff(["support"]);
    const a = await newAnnouncement(support.cookie, complete("keep"));
    const pub = await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "published" },
    });
    const res = await staffCall("POST", "/staff/content/announcements/update", support.cookie, {
      body: { id: a.id, version: pub.json.data.version, ...complete("keep"), contentKo: "" },
      lang: "ko",
    });
    expect(res.json).toEqual({
      code: 500,
      msg: "게시하려면 모든 언어의 제목과 본문이 필요합니다(미입력: 한국어)",
    });
    expect((await getDb().announcement.findUniqueOrThrow({ where: { id: a.id } })).contentKo).toBe(
      "keep 본문",
    );
  });

  it("a double click on create makes one announcement; the key with other content is a conflict", async () => {
    const support = await signedInStaff(["support"]);
    const createKey = randomUUID();
    const body = { createKey, ...complete("twice") };
    const [one, two] = await Promise.all([
      staffCall("POST", "/staff/content/announcements/create", support.cookie, { body }),
      staffCall("POST", "/staff/content/announcements/create", support.cookie, { body }),
    ]);
    expect([one.json.code, two.json.code]).toEqual([200, 200]);
    expect(two.json.data.id).toBe(one.json.data.id);
    const third = await staffCall("POST", "/staff/content/announcements/create", support.cookie, { body });
    expect(third.json.data.id).toBe(one.json.data.id);
    expect(await getDb().announcement.count({ where: { createKey } })).toBe(1);
    expect((await auditOf("announcement", one.json.data.id)).map((r) => r.action)).toEqual([
      "announcement.create",
    ]);
    const other = await staffCall("POST", "/staff/content/announcements/create", support.cookie, {
      body: { ...body, titleJa: "別の内容" },
    });
    expect(other.json.code).toBe(500);
    expect(await getDb().announcement.count({ where: { createKey } })).toBe(1);
  });

  it("publishing twice publishes once: one audit row", async () => {
    const support = await signedInStaff(["support"]);
    const a = await newAnnouncement(support.cookie, complete("dbl"));
    const body = { id: a.id, to: "published" };
    const [x, y] = await Promise.all([
      staffCall("POST", "/staff/content/announcements/status", support.cookie, { body }),
      staffCall("POST", "/staff/content/announcements/status", support.cookie, { body }),
    ]);
    expect([x.json.code, y.json.code]).toEqual([200, 200]);
    expect(
      (await auditOf("announcement", a.id)).filter((r) => r.action === "announcement.publish"),
    ).toHaveLength(1);
  });

  it("archiving takes it off the shop and out of the working list; restored, it is a draft again", async () => {
    const support = await signedInStaff(["support"]);
    const a = await newAnnouncement(support.cookie, complete("arch"));
    await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "published" },
    });
    const archived = await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "archived" },
    });
    expect(archived.json.data.status).toBe("archived");
    expect(await sellerAnnouncementIds()).not.toContain(a.id);
    const working = await staffCall("GET", "/staff/content/announcements", support.cookie, {
      query: { q: "arch", pageSize: 100 },
    });
    expect(working.json.rows!.map((r: { id: number }) => r.id)).not.toContain(a.id);
    const inArchive = await staffCall("GET", "/staff/content/announcements", support.cookie, {
      query: { q: "arch", status: "archived", pageSize: 100 },
    });
    expect(inArchive.json.rows!.map((r: { id: number }) => r.id)).toContain(a.id);

    // Read-only in the archive: no edit, no publishing straight from it.
    const edit = await staffCall("POST", "/staff/content/announcements/update", support.cookie, {
      body: { id: a.id, version: archived.json.data.version, ...complete("arch"), titleJa: "変更" },
      lang: "en-us",
    });
    expect(edit.json.msg).toBe("An archived item cannot be edited or published. Move it back to draft first");
    const publish = await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "published" },
    });
    expect(publish.json.code).toBe(500);
    expect(await sellerAnnouncementIds()).not.toContain(a.id);

    const restored = await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "draft" },
    });
    expect(restored.json.data.status).toBe("draft");
    expect((await auditOf("announcement", a.id)).map((r) => r.action)).toEqual([
      "announcement.create",
      "announcement.publish",
      "announcement.archive",
      "announcement.restore",
    ]);
  });

  it("lists newest first, paged, filtered by status and a title in any language", async () => {
    const support = await signedInStaff(["support"]);
    const tag = `list${Date.now()}`;
    const ids: number[] = [];
    for (const n of [1, 2, 3])
      ids.push(
        (
          await newAnnouncement(support.cookie, {
            ...complete(`${tag}-${n}`),
            publishedAt: `2025-0${n}-01T10:00`,
          })
        ).id,
      );
    await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: ids[1], to: "published" },
    });
    const page1 = await staffCall("GET", "/staff/content/announcements", support.cookie, {
      query: { q: tag, pageNum: 1, pageSize: 2 },
      lang: "ko",
    });
    expect(page1.json.total).toBe(3);
    expect(page1.json.rows!.map((r: { title: string }) => r.title)).toEqual([
      `${tag}-2 공지`, // published now, so newest
      `${tag}-3 공지`,
    ]);
    const drafts = await staffCall("GET", "/staff/content/announcements", support.cookie, {
      query: { q: `${tag}-1 公告`, status: "draft" },
    });
    expect(drafts.json.rows!.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  });

  it("refuses bad input with a clear localized message and creates nothing", async () => {
    const support = await signedInStaff(["support"]);
    const before = await getDb().announcement.count();
    const PUBLISH_TIME = "Enter the publish time as YYYY-MM-DD HH:mm (Japan time)";
    const cases: [Record<string, unknown>, string][] = [
      [{ ...complete("bad"), titleJa: "  " }, "Enter the Japanese title"],
      [{ ...complete("bad"), publishedAt: "2026-02-30T10:00" }, PUBLISH_TIME],
      [{ ...complete("bad"), publishedAt: "tomorrow" }, PUBLISH_TIME],
      [{ ...complete("bad"), publishedAt: "2026-01-01T24:00" }, PUBLISH_TIME],
      [
        { ...complete("bad"), publishedAt: "2031-01-01T10:00" },
        "Dates must be between 2022-01-01 and 2030-12-31",
      ],
      [{ ...complete("bad"), titleZh: "x".repeat(201) }, "Please enter at most 200 characters"],
      [
        { ...complete("bad"), contentEn: "a\u0000b" },
        "Contains characters that cannot be used (control characters)",
      ],
      [{ ...complete("bad"), pinned: "yes" }, "Invalid value (pinned)"],
    ];
    const answers = [];
    for (const [fields] of cases) {
      const res = await staffCall("POST", "/staff/content/announcements/create", support.cookie, {
        body: { createKey: randomUUID(), ...fields },
        lang: "en-us",
      });
      answers.push(res.json);
    }
    expect(answers).toEqual(cases.map(([, msg]) => ({ code: 500, msg })));
    const noKey = await staffCall("POST", "/staff/content/announcements/create", support.cookie, {
      body: complete("nokey"),
    });
    expect(noKey.json.code).toBe(500);
    expect(await getDb().announcement.count()).toBe(before);
  });

  it("keeps a body's markup as text: sellers get it back verbatim, never as HTML", async () => {
    const support = await signedInStaff(["support"]);
    const script = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    const a = await newAnnouncement(support.cookie, { ...complete("xss"), contentJa: script });
    await staffCall("POST", "/staff/content/announcements/status", support.cookie, {
      body: { id: a.id, to: "published" },
    });
    expect((await get(`/shop/home/announcement/${a.id}`)).json.data.content).toBe(script);
  });
});

describe("content desk: guide articles", () => {
  it("a published guide reaches the sellers' guide list of its menu; unpublished, it leaves it", async () => {
    const support = await signedInStaff(["support"]);
    const g = await newGuide(support.cookie, complete("guide"));
    expect(await sellerGuideIds(GUIDE_CENTER_TYPE.USER_CENTER)).not.toContain(g.id);
    const pub = await staffCall("POST", "/staff/content/guides/status", support.cookie, {
      body: { id: g.id, to: "published" },
      lang: "en-us",
    });
    expect(pub.json).toMatchObject({ code: 200, msg: "Published" });
    expect(await sellerGuideIds(GUIDE_CENTER_TYPE.USER_CENTER)).toContain(g.id);
    expect(await sellerGuideIds(GUIDE_CENTER_TYPE.BOTTOM_MENU)).not.toContain(g.id);
    const ko = await get(`/shop/home/guide/${g.id}`, { lang: "ko" });
    expect(ko.json.data).toMatchObject({ titleKr: "guide 공지", content: "guide 본문" });

    // Moved to the bottom menu by an edit; the audit names the fields.
    const moved = await staffCall("POST", "/staff/content/guides/update", support.cookie, {
      body: { id: g.id, version: pub.json.data.version, ...complete("guide"), centerType: 0, sort: 5 },
    });
    expect(moved.json.data).toMatchObject({ centerType: 0, version: 3 });
    expect(await sellerGuideIds(GUIDE_CENTER_TYPE.BOTTOM_MENU)).toContain(g.id);

    await staffCall("POST", "/staff/content/guides/status", support.cookie, {
      body: { id: g.id, to: "draft" },
    });
    expect(await sellerGuideIds(GUIDE_CENTER_TYPE.BOTTOM_MENU)).not.toContain(g.id);
    const trail = await auditOf("guide", g.id);
    expect(trail.map((r) => r.action)).toEqual([
      "guide.create",
      "guide.publish",
      "guide.update",
      "guide.unpublish",
    ]);
    expect(trail[2]).toMatchObject({
      before: { centerType: 2 },
      after: { centerType: 0 },
      staffId: support.id,
    });
  });

  it("a guide in Korean is stored in the table's Kr columns", async () => {
    const support = await signedInStaff(["support"]);
    const g = await newGuide(support.cookie, { ...complete("kr"), titleKo: "한국어 제목" });
    const row = await getDb().guideArticle.findUniqueOrThrow({ where: { id: g.id } });
    expect([row.titleKr, row.contentKr, row.status]).toEqual([
      "한국어 제목",
      "kr 본문",
      PUBLISH_STATUS.DRAFT,
    ]);
  });

  it("refuses a bad menu or order with a clear message and creates nothing", async () => {
    const support = await signedInStaff(["support"]);
    const before = await getDb().guideArticle.count();
    const badSort = await staffCall("POST", "/staff/content/guides/create", support.cookie, {
      body: { createKey: randomUUID(), ...complete("g"), centerType: 2, sort: -1 },
    });
    expect(badSort.json).toEqual({ code: 500, msg: "表示順は0〜9999の整数で入力してください" });
    const badCenter = await staffCall("POST", "/staff/content/guides/create", support.cookie, {
      body: { createKey: randomUUID(), ...complete("g"), centerType: 1, sort: 1 },
      lang: "en-us",
    });
    expect(badCenter.json).toEqual({ code: 500, msg: "Invalid value (centerType)" });
    expect(await getDb().guideArticle.count()).toBe(before);
  });

  it("lists in the sellers' order, filtered by menu", async () => {
    const support = await signedInStaff(["support"]);
    const tag = `order${Date.now()}`;
    const late = await newGuide(support.cookie, { ...complete(`${tag}-b`), sort: 9 });
    const early = await newGuide(support.cookie, { ...complete(`${tag}-a`), sort: 1 });
    await newGuide(support.cookie, { ...complete(`${tag}-c`), centerType: 0, sort: 0 });
    const res = await staffCall("GET", "/staff/content/guides", support.cookie, {
      query: { q: tag, centerType: 2 },
    });
    expect(res.json.rows!.map((r: { id: number }) => r.id)).toEqual([early.id, late.id]);
  });

  it("an unknown id is not found", async () => {
    const support = await signedInStaff(["support"]);
    const res = await staffCall("GET", "/staff/content/guides/detail", support.cookie, {
      query: { id: 2_000_000_000 },
      lang: "en-us",
    });
    expect(res.json).toEqual({ code: 500, msg: "Not found" });
  });
});
