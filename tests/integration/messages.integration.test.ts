import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import { MESSAGE_DIRECTION } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { get, post, type Envelope } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { replyAsStaff } from "../helpers/operator";
import { assertTokensRefused } from "../helpers/tokens";
import * as files from "../helpers/files";

type Customer = Awaited<ReturnType<typeof createCustomer>>;

const send = (c: Customer, body: unknown, lang = "ja") =>
  post("/shop/message/send", { token: c.token, body, lang });
const list = (c: Customer, query: Record<string, string | number> = {}) =>
  get("/shop/message/list", { token: c.token, query });
const detail = (c: Customer, id: number | string) => get(`/shop/message/${id}`, { token: c.token });
const unread = async (c: Customer) => (await get("/shop/message/unreadCount", { token: c.token })).json;

async function startThread(
  c: Customer,
  title = "FBA納品の梱包について",
  content = "1箱23kg以内でお願いします",
) {
  const res = await send(c, { title, content });
  expect(res.json).toMatchObject({ code: 200, msg: "メッセージを送信しました" });
  return res.json.data as { id: number; threadId: number };
}

const messagesOf = (customerId: number) =>
  getDb().message.findMany({ where: { customerId }, orderBy: { id: "asc" } });

/** A file row as the upload endpoint writes it, owned by the customer. */
async function uploadedFile(customerId: number, originalFilename = "label.pdf") {
  const name = `shopmall/test/${randomUUID()}.pdf`;
  return getDb().uploadedFile.create({
    data: {
      customerId,
      url: `/uploads/${name}`,
      originalFilename,
      name,
      mimeType: "application/pdf",
      sizeBytes: 1234,
    },
  });
}

/** The call answers the localized business error and the customer's messages stay as they were. */
async function expectRefused(c: Customer, res: Promise<{ json: Envelope }>, msg: string) {
  const before = await messagesOf(c.id);
  const { json } = await res;
  expect(json).toMatchObject({ code: 500, msg });
  expect(json.data).toBeUndefined();
  expect(await messagesOf(c.id)).toEqual(before);
}

describe("POST /shop/message/send", () => {
  it("starts a thread for the customer's own service staff and replies in it", async () => {
    const c = await createCustomer();
    const staff = await getDb().serviceStaff.create({
      data: { staffCode: `T${randomUUID().slice(0, 8)}`, name: "佐藤 美咲" },
    });
    await getDb().customer.update({ where: { id: c.id }, data: { customerServiceId: staff.staffCode } });

    const started = await startThread(c, "  検品について  ", "  写真を送ってください  ");
    expect(started.threadId).toBe(started.id);
    const reply = await send(c, { threadId: started.id, content: "追加でお願いします" });
    expect(reply.json).toMatchObject({ code: 200, data: { threadId: started.id } });

    const rows = await messagesOf(c.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      threadId: null,
      title: "検品について",
      content: "写真を送ってください",
      direction: MESSAGE_DIRECTION.FROM_CUSTOMER,
      staffId: staff.id,
      attachments: [],
      readAt: null,
    });
    expect(rows[1]).toMatchObject({
      threadId: started.id,
      title: null,
      direction: MESSAGE_DIRECTION.FROM_CUSTOMER,
      staffId: staff.id,
    });
  });

  it("accepts a thread id given as a string (form posts) and a reply id as the thread", async () => {
    const c = await createCustomer();
    const { id } = await startThread(c);
    const first = await send(c, { threadId: String(id), content: "一通目" });
    expect(first.json.code).toBe(200);
    const second = await send(c, { threadId: first.json.data.id, content: "二通目" });
    expect(second.json.data.threadId).toBe(id);
    expect((await messagesOf(c.id)).filter((m) => m.threadId === id)).toHaveLength(2);
  });

  it.each([
    [{ content: "本文" }, "件名を入力してください"],
    [{ title: "   ", content: "本文" }, "件名を入力してください"],
    [{ title: "件", content: "   " }, "メッセージを入力してください"],
    [{}, "件名を入力してください"],
    [{ title: "x".repeat(101), content: "本文" }, "件名は100文字以内で入力してください"],
    [{ title: "件", content: "あ".repeat(2001) }, "メッセージは2000文字以内で入力してください"],
    [{ threadId: 1, content: "" }, "メッセージを入力してください"],
    [{ threadId: "abc", content: "本文" }, "入力内容が正しくありません（threadId）"],
    [
      { title: "件", content: "本文", attachments: [1, 2, 3, 4].map((i) => ({ url: `/uploads/${i}.png` })) },
      "添付ファイルは3件までです",
    ],
    [{ title: "件", content: "本文", attachments: "x" }, "添付ファイルが正しくありません"],
  ])("refuses %j with the first failing rule and stores nothing", async (body, msg) => {
    const c = await createCustomer();
    await expectRefused(c, send(c, body), msg);
  });

  it("accepts exactly 2000 characters and answers bad input in the caller's language", async () => {
    const c = await createCustomer();
    expect((await send(c, { title: "件", content: "あ".repeat(2000) })).json.code).toBe(200);
    const en = await send(c, { title: "", content: "x" }, "en-us");
    expect(en.json).toMatchObject({ code: 500, msg: "Please enter a subject" });
    const zh = await send(c, { title: "t", content: "" }, "zh-cn");
    expect(zh.json).toMatchObject({ code: 500, msg: "请输入消息内容" });
    const ko = await send(c, { title: "t", content: "x".repeat(2001) }, "ko");
    expect(ko.json).toMatchObject({ code: 500, msg: "메시지는 2000자 이내로 입력해 주세요" });
  });

  it("refuses malformed JSON with a 400 envelope", async () => {
    const c = await createCustomer();
    const res = await post("/shop/message/send", { token: c.token, rawBody: "{nope" });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(400);
  });
});

describe("attachments", () => {
  it("stores the customer's own uploads with names from the upload record, duplicates once", async () => {
    const c = await createCustomer();
    const pdf = await uploadedFile(c.id, "FBAラベル.pdf");
    const img = await uploadedFile(c.id, "box.pdf");
    const res = await send(c, {
      title: "ラベル",
      content: "添付します",
      attachments: [
        { url: pdf.url, originalFilename: "forged-name.exe", name: "whatever" },
        { url: img.url },
        { url: pdf.url },
      ],
    });
    expect(res.json.code).toBe(200);
    const [row] = await messagesOf(c.id);
    expect(row.attachments).toEqual([
      { url: pdf.url, originalFilename: "FBAラベル.pdf", name: pdf.name },
      { url: img.url, originalFilename: "box.pdf", name: img.name },
    ]);
    const thread = await detail(c, row.id);
    expect(thread.json.data.messages[0].attachments).toEqual(row.attachments);
  });

  it("refuses another customer's upload and an unknown URL, in a new thread and in a reply", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    const foreign = await uploadedFile(other.id);
    const own = await uploadedFile(c.id);
    const { id } = await startThread(c);
    const msg = "添付ファイルが見つかりません。ご自身でアップロードしたファイルを添付してください";
    await expectRefused(
      c,
      send(c, { title: "件", content: "本文", attachments: [{ url: own.url }, { url: foreign.url }] }),
      msg,
    );
    await expectRefused(
      c,
      send(c, { threadId: id, content: "本文", attachments: [{ url: "https://evil.example/x.png" }] }),
      msg,
    );
    expect(await messagesOf(other.id)).toEqual([]);
  });
});

describe("attachments through POST /aliyun/oss/upload", () => {
  let dir: string;
  const saved = process.env.UPLOAD_DIR;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "messages-it-"));
    process.env.UPLOAD_DIR = dir;
    resetEnvForTests();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = saved;
    resetEnvForTests();
  });

  const upload = async (c: Customer, bytes: Uint8Array, name: string) => {
    const res = await post("/aliyun/oss/upload", {
      token: c.token,
      form: { file: files.file(bytes, name), modular: "message" },
    });
    expect(res.json.code).toBe(200);
    return { url: res.json.url, originalFilename: res.json.originalFilename, name: res.json.name };
  };

  it("attaches what the customer just uploaded (as the widget returns it); others cannot reuse it", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    const photo = await upload(c, await files.png(), "検品写真.png");
    const invoice = await upload(c, files.pdf(), "請求書.pdf");
    const { id } = await startThread(c);
    const res = await send(c, { threadId: id, content: "写真と請求書です", attachments: [photo, invoice] });
    expect(res.json.code).toBe(200);
    const thread = (await detail(c, id)).json.data;
    expect(thread.messages.at(-1).attachments).toEqual([photo, invoice]);
    expect(photo.originalFilename).toBe("検品写真.png");

    await expectRefused(
      other,
      send(other, { title: "借用", content: "他人のファイル", attachments: [photo] }),
      "添付ファイルが見つかりません。ご自身でアップロードしたファイルを添付してください",
    );
  });
});

describe("GET /shop/message/list", () => {
  it("pages the customer's threads, newest activity first, with the last message and unread counts", async () => {
    const c = await createCustomer();
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push((await startThread(c, `件名${i}`, `本文${i}`)).id);
    // A reply moves the first thread to the top.
    await send(c, { threadId: ids[0], content: "最新の返信です\n改行あり" });

    const page1 = (await list(c)).json;
    expect(page1).toMatchObject({ code: 200, msg: "操作に成功しました", total: 12 });
    expect(page1.rows).toHaveLength(10);
    expect(page1.rows![0]).toMatchObject({
      id: ids[0],
      title: "件名1",
      lastMessage: "最新の返信です 改行あり",
      lastDirection: MESSAGE_DIRECTION.FROM_CUSTOMER,
      unreadCount: 0,
      messageCount: 2,
    });
    expect(page1.rows!.slice(1, 4).map((r) => r.title)).toEqual(["件名12", "件名11", "件名10"]);
    for (const r of page1.rows!)
      expect(Object.keys(r)).toEqual(expect.arrayContaining(["createTime", "lastTime"]));

    const page2 = (await list(c, { pageNum: 2, pageSize: 10 })).json;
    expect(page2.total).toBe(12);
    expect(page2.rows!.map((r) => r.title)).toEqual(["件名3", "件名2"]);
    expect((await list(c, { pageNum: 3 })).json.rows).toEqual([]);
  });

  it("cuts a long last message to an excerpt", async () => {
    const c = await createCustomer();
    await startThread(c, "長文", "あ".repeat(500));
    const [row] = (await list(c)).json.rows!;
    expect(row.lastMessage).toBe(`${"あ".repeat(80)}…`);
  });

  it("refuses a bad page query", async () => {
    const c = await createCustomer();
    expect((await list(c, { pageNum: 0 })).json).toMatchObject({ code: 500 });
    expect((await list(c, { pageSize: 1000 })).json).toMatchObject({ code: 500 });
  });
});

describe("operator reply, unread count and read marking", () => {
  it("an operator's reply is unread until the customer opens the thread", async () => {
    const c = await createCustomer();
    const { id } = await startThread(c, "チャージの確認", "振り込みました");
    await startThread(c, "別件", "こちらは別の件です");
    expect(await unread(c)).toMatchObject({ code: 200, data: 0 });

    const reply = await replyAsStaff({ threadId: id, content: "入金を確認しました。" });
    expect(reply).toMatchObject({ threadId: id, customerId: c.id, customerEmail: c.email });
    await replyAsStaff({ threadId: id, content: "ほかにご不明点があればどうぞ。" });

    expect((await unread(c)).data).toBe(2);
    const stats = await get("/shop/user/getCenterStatistics", { token: c.token });
    expect(stats.json.data.unreadMessageCount).toBe(2);
    const rows = (await list(c)).json.rows!;
    expect(rows[0]).toMatchObject({
      id,
      unreadCount: 2,
      lastMessage: "ほかにご不明点があればどうぞ。",
      lastDirection: MESSAGE_DIRECTION.FROM_STAFF,
      messageCount: 3,
    });
    expect(rows[1]).toMatchObject({ title: "別件", unreadCount: 0 });

    const opened = (await detail(c, id)).json;
    expect(opened.code).toBe(200);
    expect(opened.data).toMatchObject({ id, title: "チャージの確認" });
    expect(opened.data.messages.map((m: any) => [m.fromStaff, m.content, m.read])).toEqual([
      [false, "振り込みました", true],
      [true, "入金を確認しました。", true],
      [true, "ほかにご不明点があればどうぞ。", true],
    ]);
    expect(opened.data.messages[1].direction).toBe(MESSAGE_DIRECTION.FROM_STAFF);
    expect((await unread(c)).data).toBe(0);
    expect((await list(c)).json.rows![0].unreadCount).toBe(0);
  });

  it("the customer's own messages stay unread by staff until staff answer", async () => {
    const c = await createCustomer();
    const { id } = await startThread(c);
    expect((await detail(c, id)).json.data.messages[0].read).toBe(false);
    await replyAsStaff({ threadId: id, content: "承知しました" });
    const rows = await messagesOf(c.id);
    expect(rows.find((m) => m.direction === MESSAGE_DIRECTION.FROM_CUSTOMER)?.readAt).not.toBeNull();
    expect(rows.find((m) => m.direction === MESSAGE_DIRECTION.FROM_STAFF)?.readAt).toBeNull();
  });

  it("the operator's reply follows the same content rule and needs an existing thread", async () => {
    const c = await createCustomer();
    const { id } = await startThread(c);
    const before = await messagesOf(c.id);
    await expect(replyAsStaff({ threadId: id, content: "  " })).rejects.toMatchObject({
      code: "VALIDATION",
      messageKey: "validation.messageContentRequired",
    });
    await expect(replyAsStaff({ threadId: 2_000_000_000, content: "はい" })).rejects.toBeInstanceOf(AppError);
    await expect(replyAsStaff({ threadId: id, content: "はい", staffCode: "NO-SUCH" })).rejects.toMatchObject(
      {
        code: "NOT_FOUND",
      },
    );
    expect(await messagesOf(c.id)).toEqual(before);
  });

  it("opening a thread marks only that thread's staff messages read", async () => {
    const c = await createCustomer();
    const a = await startThread(c, "A", "a");
    const b = await startThread(c, "B", "b");
    await replyAsStaff({ threadId: a.id, content: "reply a" });
    await replyAsStaff({ threadId: b.id, content: "reply b" });
    await detail(c, a.id);
    expect((await unread(c)).data).toBe(1);
  });
});

describe("another customer's thread", () => {
  it("is invisible, cannot be opened, replied to or marked read", async () => {
    const owner = await createCustomer();
    const stranger = await createCustomer();
    const { id } = await startThread(owner, "私のスレッド", "秘密の内容");
    await replyAsStaff({ threadId: id, content: "担当より" });

    expect((await list(stranger)).json).toMatchObject({ code: 200, total: 0, rows: [] });
    for (const path of [String(id), "0", "-1", "abc", "99999999999"]) {
      const res = await detail(stranger, path);
      expect(res.json).toMatchObject({ code: 500, msg: "データが見つかりません" });
      expect(res.json.data).toBeUndefined();
    }
    await expectRefused(
      stranger,
      send(stranger, { threadId: id, content: "割り込み" }),
      "データが見つかりません",
    );
    expect(await messagesOf(owner.id)).toHaveLength(2);
    // Still unread for its owner: the stranger's attempt marked nothing.
    expect((await unread(owner)).data).toBe(1);
  });
});

describe("authentication", () => {
  it("refuses expired, revoked, forged, malformed and missing tokens on every message endpoint", async () => {
    const c = await createCustomer();
    const { id } = await startThread(c);
    await replyAsStaff({ threadId: id, content: "未読の返信" });
    const before = await messagesOf(c.id);
    await assertTokensRefused(c.id, (token) => get("/shop/message/list", { token }));
    await assertTokensRefused(c.id, (token) => get(`/shop/message/${id}`, { token }));
    await assertTokensRefused(c.id, (token) => get("/shop/message/unreadCount", { token }));
    await assertTokensRefused(c.id, (token) =>
      post("/shop/message/send", { token, body: { threadId: id, content: "x" } }),
    );
    await assertTokensRefused(c.id, (token) =>
      post("/shop/message/send", { token, body: { title: "t", content: "x" } }),
    );
    expect(await messagesOf(c.id)).toEqual(before);
  });
});
