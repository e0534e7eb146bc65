import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { atTime } from "@/lib/clock";
import { MESSAGE_DIRECTION, PROBLEM_PROCESS_STATUS as P } from "@/lib/codes";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { replyAsStaff, replyToFeedback, startFeedback } from "../helpers/operator";
import { signedInStaff, staffCall } from "../helpers/staff";
import * as files from "../helpers/files";

// Issue 28, the messages and feedback desk (docs/staff.md "Messages and feedback desk"): support answers the
// sellers' threads and feedback in the console, through the domain functions op:reply and op:feedback call.

type Seller = Awaited<ReturnType<typeof createCustomer>>;
type Member = Awaited<ReturnType<typeof signedInStaff>>;

let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "staff-messages-it-"));
  for (const k of ["S3_ENDPOINT", "S3_BUCKET", "S3_PUBLIC_URL"]) delete process.env[k];
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  resetEnvForTests();
});

const HOUR = 3600_000;
const code = () => `T${randomUUID().slice(0, 6).toUpperCase()}`;

async function startThread(
  c: Seller,
  title: string,
  content = "検品写真を追加でお願いします",
  attachments: { url: string }[] = [],
) {
  const res = await post("/shop/message/send", { token: c.token, body: { title, content, attachments } });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data.threadId as number;
}

const messagesOf = (customerId: number) =>
  getDb().message.findMany({ where: { customerId }, orderBy: { id: "asc" } });
const auditOf = (entityType: string, entityId: number) =>
  getDb().auditLog.findMany({ where: { entityType, entityId: String(entityId) }, orderBy: { id: "asc" } });

/** A support member whose replies carry their own customer-service code. */
const supportMember = (serviceCode = code()) => signedInStaff(["support"], { serviceCode });

const staffPost = (m: Member | null, p: string, body: unknown, lang = "ja") =>
  staffCall("POST", p, m?.cookie ?? null, { body, lang });
const staffGet = (m: Member | null, p: string, query: Record<string, string | number> = {}, lang = "ja") =>
  staffCall("GET", p, m?.cookie ?? null, { query, lang });

/** GET /uploads/<key> as the console's <img> sends it (staff cookie) or as a seller's page does. */
async function fetchFile(url: string, who: { staff: Member } | { seller: Seller } | null) {
  const headers: Record<string, string> = {};
  if (who && "staff" in who) headers.cookie = who.staff.cookie;
  if (who && "seller" in who) headers.cookie = `${SESSION_COOKIE}=${who.seller.token}`;
  const key = url.replace(/^\/uploads\//, "");
  const res = await serveUpload(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ key: key.split("/") }),
  });
  return res.status;
}

async function staffUpload(m: Member, bytes: Uint8Array, name: string) {
  const res = await staffCall("POST", "/staff/messages/upload", m.cookie, {
    form: { file: files.file(bytes, name), modular: "message" },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return { url: res.json.url as string, originalFilename: res.json.originalFilename as string };
}

describe("the messages desk refuses without a staff session or the role", () => {
  it("no session and a seller's token get 401; finance gets no permission, and nothing changes", async () => {
    const seller = await createCustomer();
    const finance = await signedInStaff(["finance"]);
    const threadId = await startThread(seller, "権限の確認");
    const before = await messagesOf(seller.id);
    const audits = await getDb().auditLog.count();
    const staffFiles = () => getDb().uploadedFile.count({ where: { customerId: null } });
    const filesBefore = await staffFiles();
    const reply = { threadId, content: "回答します" };
    const calls = [
      (m: Member | null, token?: string) =>
        staffCall("POST", "/staff/messages/reply", m?.cookie ?? null, { body: reply, token, lang: "en-us" }),
      (m: Member | null, token?: string) =>
        staffCall("GET", "/staff/messages", m?.cookie ?? null, { token, lang: "en-us" }),
      (m: Member | null, token?: string) =>
        staffCall("GET", `/staff/messages/${threadId}`, m?.cookie ?? null, { token, lang: "en-us" }),
      async (m: Member | null, token?: string) =>
        staffCall("POST", "/staff/messages/upload", m?.cookie ?? null, {
          form: { file: files.file(await files.png(), "a.png"), modular: "message" },
          token,
          lang: "en-us",
        }),
    ];
    for (const callAs of calls) {
      expect((await callAs(null)).json.code).toBe(401);
      expect((await callAs(null, seller.token)).json.code).toBe(401);
      expect((await callAs(finance)).json).toEqual({ code: 500, msg: "You currently have no permission" });
    }
    expect(await messagesOf(seller.id)).toEqual(before);
    expect(await getDb().auditLog.count()).toBe(audits);
    expect(await staffFiles()).toBe(filesBefore);
  });
});

describe("threads waiting for customer service", () => {
  it("lists the threads whose newest message is the customer's, the longest wait first, with the time left", async () => {
    const seller = await createCustomer();
    const support = await supportMember();
    // Written "in the past" with the domain clock pinned (lib/clock.ts): the waits are 30 hours (past the
    // promise), 3 hours, and 10 hours since the customer wrote again after an answer 39 hours ago.
    const at = Date.now();
    const ago = <T>(hours: number, fn: () => Promise<T>) => atTime(new Date(at - hours * HOUR), fn);
    const answered = await ago(50, () => startThread(seller, "回答済み"));
    await ago(49, () => replyAsStaff({ threadId: answered, content: "回答済みです" }));
    const late = await ago(30, () => startThread(seller, "遅れている件"));
    const fresh = await ago(3, () => startThread(seller, "新しい件"));
    const followUp = await ago(40, () => startThread(seller, "追加の質問"));
    await ago(39, () => replyAsStaff({ threadId: followUp, content: "一度目の回答" }));
    await ago(10, () =>
      post("/shop/message/send", { token: seller.token, body: { threadId: followUp, content: "追加です" } }),
    );

    const res = await staffGet(support, "/staff/messages", { q: seller.email });
    expect(res.json.code).toBe(200);
    expect(res.json.total).toBe(3);
    expect(res.json.rows!.map((r) => [r.threadId, r.overdue])).toEqual([
      [late, true],
      [followUp, false],
      [fresh, false],
    ]);
    const [overdue, waiting] = res.json.rows!;
    expect(overdue).toMatchObject({ title: "遅れている件", customer: { email: seller.email } });
    expect(overdue.minutesLeft).toBeLessThanOrEqual(-6 * 60);
    expect(overdue.minutesLeft).toBeGreaterThan(-6 * 60 - 2);
    // The promise runs from the customer's first message after the answer, not from the thread's start.
    expect(waiting).toMatchObject({ lastMessage: "追加です", messageCount: 3 });
    expect(waiting.minutesLeft).toBeLessThanOrEqual(14 * 60);
    expect(waiting.minutesLeft).toBeGreaterThan(14 * 60 - 2);

    const onlyOverdue = await staffGet(support, "/staff/messages", { q: seller.email, overdue: 1 });
    expect(onlyOverdue.json.rows!.map((r) => r.threadId)).toEqual([late]);
    const byTitle = await staffGet(support, "/staff/messages", { q: "新しい件" });
    expect(byTitle.json.rows!.map((r) => r.threadId)).toContain(fresh);
    expect(byTitle.json.rows!.map((r) => r.threadId)).not.toContain(late);
    const page2 = await staffGet(support, "/staff/messages", { q: seller.email, pageNum: 2, pageSize: 2 });
    expect(page2.json).toMatchObject({ total: 3 });
    expect(page2.json.rows!.map((r) => r.threadId)).toEqual([fresh]);
    const bad = await staffGet(support, "/staff/messages", { pageSize: 0 }, "en-us");
    expect(bad.json.code).toBe(500);
  });

  it("opens a whole thread with the customer, each answer's code and the promise", async () => {
    const seller = await createCustomer();
    const support = await supportMember();
    const threadId = await startThread(seller, "スレッド全体", "最初の質問");
    await replyAsStaff(
      { threadId, content: "回答" },
      { staffId: support.id, actor: support.email, roles: ["support"] },
    );
    await post("/shop/message/send", { token: seller.token, body: { threadId, content: "もう一つ" } });
    const res = await staffGet(support, `/staff/messages/${threadId}`);
    expect(res.json.data).toMatchObject({
      id: threadId,
      title: "スレッド全体",
      customer: { id: seller.id, email: seller.email },
      promise: { overdue: false },
    });
    expect(res.json.data.messages.map((m: any) => [m.fromStaff, m.content, m.staffCode])).toEqual([
      [false, "最初の質問", null],
      [true, "回答", (await getDb().staffUser.findUniqueOrThrow({ where: { id: support.id } })).serviceCode],
      [false, "もう一つ", null],
    ]);
    expect((await staffGet(support, "/staff/messages/2000000000")).json).toMatchObject({
      code: 500,
      msg: "データが見つかりません",
    });
  });
});

describe("support answers a thread", () => {
  it("the reply carries the member's service code, the seller sees it, and one audit row says who", async () => {
    const seller = await createCustomer();
    const serviceCode = code();
    const support = await supportMember(serviceCode);
    const threadId = await startThread(seller, "配送日の確認", "いつ届きますか？");

    const res = await staffPost(support, "/staff/messages/reply", {
      threadId,
      content: "明後日の到着予定です",
    });
    expect(res.json).toMatchObject({
      code: 200,
      msg: "返信しました",
      data: { threadId, customerId: seller.id, staffCode: serviceCode, replayed: false },
    });
    // The member's code becomes a customer-service card with their name, which the seller's screens show.
    const card = await getDb().serviceStaff.findUniqueOrThrow({ where: { staffCode: serviceCode } });
    expect(card).toMatchObject({ name: "Staff support", active: true });
    const rows = await messagesOf(seller.id);
    expect(rows.map((m) => [m.direction, m.staffId, m.readAt === null])).toEqual([
      [MESSAGE_DIRECTION.FROM_CUSTOMER, null, false],
      [MESSAGE_DIRECTION.FROM_STAFF, card.id, true],
    ]);

    const seen = await get(`/shop/message/${threadId}`, { token: seller.token });
    expect(seen.json.data.messages.at(-1)).toMatchObject({
      fromStaff: true,
      content: "明後日の到着予定です",
      staffName: "Staff support",
      staffCode: serviceCode,
    });
    expect(seen.json.data).toMatchObject({ staffName: "Staff support", staffCode: serviceCode });

    const [audit] = await auditOf("message", threadId);
    expect(audit).toMatchObject({
      action: "message.reply",
      staffId: support.id,
      actor: support.email,
      roles: ["support"],
      after: { messageId: rows[1].id, serviceCode, content: "明後日の到着予定です", attachments: [] },
    });
    expect(audit.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Answered: the thread leaves the desk's list.
    const waiting = await staffGet(support, "/staff/messages", { q: seller.email });
    expect(waiting.json.total).toBe(0);
  });

  it("a double click answers the first reply and writes nothing more", async () => {
    const seller = await createCustomer();
    const support = await supportMember();
    const threadId = await startThread(seller, "二度押し");
    const body = { threadId, content: "承知しました" };
    const [a, b] = await Promise.all([
      staffPost(support, "/staff/messages/reply", body),
      staffPost(support, "/staff/messages/reply", body),
    ]);
    expect([a.json.code, b.json.code]).toEqual([200, 200]);
    expect([a.json.data.replayed, b.json.data.replayed].sort()).toEqual([false, true]);
    expect(a.json.data.id).toBe(b.json.data.id);
    const replayed = [a, b].find((r) => r.json.data.replayed)!;
    expect(replayed.json.msg).toBe("この返信は送信済みです");
    expect(
      (await messagesOf(seller.id)).filter((m) => m.direction === MESSAGE_DIRECTION.FROM_STAFF),
    ).toHaveLength(1);
    expect(await auditOf("message", threadId)).toHaveLength(1);
    // Another text is another answer.
    expect(
      (await staffPost(support, "/staff/messages/reply", { threadId, content: "追記です" })).json.code,
    ).toBe(200);
    expect(await auditOf("message", threadId)).toHaveLength(2);
  });

  it("a member's reply renames an existing card of their code, so the seller sees who answered", async () => {
    const seller = await createCustomer();
    const serviceCode = code();
    await getDb().serviceStaff.create({ data: { staffCode: serviceCode, name: "前任者", active: false } });
    const support = await supportMember(serviceCode);
    const threadId = await startThread(seller, "担当交代");
    expect(
      (await staffPost(support, "/staff/messages/reply", { threadId, content: "担当します" })).json.code,
    ).toBe(200);
    expect(await getDb().serviceStaff.findUniqueOrThrow({ where: { staffCode: serviceCode } })).toMatchObject(
      {
        name: "Staff support",
        active: true,
      },
    );
  });

  it("an owner without a code answers as the thread's contact; op:reply without --as is audited as cli", async () => {
    const seller = await createCustomer();
    const contact = await getDb().serviceStaff.create({ data: { staffCode: code(), name: "佐藤 美咲" } });
    await getDb().customer.update({
      where: { id: seller.id },
      data: { customerServiceId: contact.staffCode },
    });
    const owner = await signedInStaff(["owner"]);
    const threadId = await startThread(seller, "オーナーの返信");
    const res = await staffPost(owner, "/staff/messages/reply", { threadId, content: "オーナーです" });
    expect(res.json.data.staffCode).toBe(contact.staffCode);
    await post("/shop/message/send", { token: seller.token, body: { threadId, content: "ありがとう" } });
    const cli = await replyAsStaff({ threadId, content: "コマンドから" });
    expect(cli.staffCode).toBe(contact.staffCode);
    expect((await auditOf("message", threadId)).map((r) => [r.actor, r.staffId])).toEqual([
      [owner.email, owner.id],
      ["cli", null],
    ]);
  });

  it("bad input answers a localized message and writes nothing", async () => {
    const seller = await createCustomer();
    const support = await supportMember();
    const threadId = await startThread(seller, "入力の確認");
    const before = await messagesOf(seller.id);
    const cases: [unknown, string, string][] = [
      [{ threadId, content: "  " }, "en-us", "Please enter a message"],
      [{ threadId, content: "x".repeat(2001) }, "ja", "メッセージは2000文字以内で入力してください"],
      [{ threadId: "abc", content: "はい" }, "ja", "入力内容が正しくありません（threadId）"],
      [{ threadId: 2_000_000_000, content: "はい" }, "ja", "データが見つかりません"],
      [
        { threadId, content: "はい", attachments: [{ url: "/uploads/message/2026/01/none.png" }] },
        "ja",
        "添付ファイルが見つかりません。この画面でアップロードしたファイルを添付してください",
      ],
    ];
    for (const [body, lang, msg] of cases) {
      expect((await staffPost(support, "/staff/messages/reply", body, lang)).json).toEqual({
        code: 500,
        msg,
      });
    }
    expect(await messagesOf(seller.id)).toEqual(before);
    expect(await auditOf("message", threadId)).toEqual([]);
  });
});

describe("attachments on the messages desk", () => {
  it("staff read the seller's attachment; finance and other sellers do not", async () => {
    const seller = await createCustomer();
    const other = await createCustomer();
    const support = await supportMember();
    const finance = await signedInStaff(["finance"]);
    const up = await post("/aliyun/oss/upload", {
      token: seller.token,
      form: { file: files.file(await files.png(), "傷.png"), modular: "message" },
    });
    const url = up.json.url as string;
    // Not yet in a message: the desk shows nothing of it, so support does not read it either.
    expect(await fetchFile(url, { staff: support })).toBe(404);
    await startThread(seller, "添付つき", "写真です", [{ url }]);
    expect(await fetchFile(url, { staff: support })).toBe(200);
    expect(await fetchFile(url, { staff: finance })).toBe(404);
    expect(await fetchFile(url, { seller: other })).toBe(404);
    expect(await fetchFile(url, { seller })).toBe(200);
  });

  it("a staff upload is the desk's until a reply gives it to the thread's seller, and to no other", async () => {
    const seller = await createCustomer();
    const other = await createCustomer();
    const support = await supportMember();
    const threadId = await startThread(seller, "写真の送付");
    const otherThread = await startThread(other, "別の売り手");
    const photo = await staffUpload(support, await files.png(), "検品.png");
    const row = await getDb().uploadedFile.findFirstOrThrow({ where: { url: photo.url } });
    expect(row).toMatchObject({ customerId: null, ownerId: null, modular: "message", isPublic: false });
    expect(await fetchFile(photo.url, { staff: support })).toBe(200);
    expect(await fetchFile(photo.url, { seller })).toBe(404);

    const res = await staffPost(support, "/staff/messages/reply", {
      threadId,
      content: "検品写真です",
      attachments: [{ url: photo.url, originalFilename: "forged.exe" }],
    });
    expect(res.json.code, res.json.msg).toBe(200);
    const reply = await getDb().message.findUniqueOrThrow({ where: { id: res.json.data.id } });
    // The name comes from the upload's row, never from the request.
    expect(reply.attachments).toEqual([{ url: photo.url, originalFilename: "検品.png", name: row.name }]);
    expect(await fetchFile(photo.url, { seller })).toBe(200);
    expect(await fetchFile(photo.url, { seller: other })).toBe(404);
    expect(await fetchFile(photo.url, { staff: support })).toBe(200);
    const seen = await get(`/shop/message/${threadId}`, { token: seller.token });
    expect(seen.json.data.messages.at(-1).attachments).toEqual([
      { url: photo.url, originalFilename: "検品.png", name: row.name },
    ]);

    // Given to one seller, it is not sent to another; a seller's own upload is not a staff file either.
    const before = await messagesOf(other.id);
    const stolen = await staffPost(support, "/staff/messages/reply", {
      threadId: otherThread,
      content: "同じ写真",
      attachments: [{ url: photo.url }],
    });
    expect(stolen.json.msg).toBe(
      "添付ファイルが見つかりません。この画面でアップロードしたファイルを添付してください",
    );
    const own = await post("/aliyun/oss/upload", {
      token: other.token,
      form: { file: files.file(await files.png(), "own.png"), modular: "message" },
    });
    const sellers = await staffPost(support, "/staff/messages/reply", {
      threadId: otherThread,
      content: "売り手のファイル",
      attachments: [{ url: own.json.url }],
    });
    expect(sellers.json.code).toBe(500);
    expect(await messagesOf(other.id)).toEqual(before);
    expect(await auditOf("message", otherThread)).toEqual([]);
  });

  it("the upload takes the message list and checks the bytes", async () => {
    const support = await supportMember();
    const video = await staffCall("POST", "/staff/messages/upload", support.cookie, {
      form: { file: files.file(files.mp4(), "clip.mp4"), modular: "order" },
      lang: "en-us",
    });
    expect(video.json.code).toBe(500);
    const fake = await staffCall("POST", "/staff/messages/upload", support.cookie, {
      form: { file: files.file(files.pdf(), "photo.png") },
    });
    expect(fake.json.code).toBe(500);
    const empty = await staffCall("POST", "/staff/messages/upload", support.cookie, { form: {} });
    expect(empty.json.code).toBe(500);
  });
});

describe("the feedback desk", () => {
  async function feedback(c: Seller, content: string, images: string[] = []) {
    const res = await post("/shop/applyMessage/add", { token: c.token, body: { content, images } });
    expect(res.json.code, res.json.msg).toBe(200);
    return res.json.data.id as number;
  }
  const feedbackRow = (id: number) => getDb().feedback.findUniqueOrThrow({ where: { id } });

  it("refuses without a session, with a seller's token or without the role, and nothing changes", async () => {
    const seller = await createCustomer();
    const finance = await signedInStaff(["finance"]);
    const warehouse = await signedInStaff(["warehouse"]);
    const id = await feedback(seller, "梱包について");
    const before = await feedbackRow(id);
    for (const [p, body] of [
      ["/staff/feedback/start", { id }],
      ["/staff/feedback/reply", { id, reply: "回答" }],
    ] as const) {
      expect((await staffPost(null, p, body)).json.code).toBe(401);
      expect((await staffCall("POST", p, null, { body, token: seller.token })).json.code).toBe(401);
      for (const m of [finance, warehouse])
        expect((await staffPost(m, p, body, "en-us")).json).toEqual({
          code: 500,
          msg: "You currently have no permission",
        });
    }
    expect((await staffGet(finance, "/staff/feedback")).json.code).toBe(500);
    expect((await staffGet(null, "/staff/feedback")).json.code).toBe(401);
    expect(await feedbackRow(id)).toEqual(before);
    expect(await auditOf("feedback", id)).toEqual([]);
  });

  it("lists open feedback oldest first, filtered by status and text, with the seller's pictures readable", async () => {
    const seller = await createCustomer();
    const support = await supportMember();
    const finance = await signedInStaff(["finance"]);
    const photo = await post("/aliyun/oss/upload", {
      token: seller.token,
      form: { file: files.file(await files.png(), "箱.png"), modular: "evidence" },
    });
    const first = await feedback(seller, "箱が潰れていました", [photo.json.url]);
    const second = await feedback(seller, "緩衝材を増やしてください");
    const done = await feedback(seller, "回答済みのもの");
    await replyToFeedback({ id: done, reply: "対応します" });
    await startFeedback({ id: second });

    const all = await staffGet(support, "/staff/feedback", { q: seller.email });
    expect(all.json.total).toBe(2);
    expect(all.json.rows!.map((r) => [r.id, r.status])).toEqual([
      [first, P.PENDING],
      [second, P.IN_PROCESS],
    ]);
    expect(all.json.rows![0]).toMatchObject({ images: [photo.json.url], customer: { email: seller.email } });
    const pending = await staffGet(support, "/staff/feedback", { q: seller.email, status: P.PENDING });
    expect(pending.json.rows!.map((r) => r.id)).toEqual([first]);
    const byText = await staffGet(support, "/staff/feedback", { q: "緩衝材を増やして" });
    expect(byText.json.rows!.map((r) => r.id)).toContain(second);
    // Answered feedback is off the default list, read by its status, or with every status by its number.
    const answered = await staffGet(support, "/staff/feedback", { q: seller.email, status: P.PROCESSED });
    expect(answered.json.rows!.map((r) => [r.id, r.reply])).toEqual([[done, "対応します"]]);
    const byNumber = await staffGet(support, "/staff/feedback", { q: String(done), status: "all" });
    expect(byNumber.json.rows!.find((r) => r.id === done)).toMatchObject({ status: P.PROCESSED });
    expect((await staffGet(support, "/staff/feedback", { status: 9 }, "en-us")).json.code).toBe(500);

    expect(await fetchFile(photo.json.url, { staff: support })).toBe(200);
    expect(await fetchFile(photo.json.url, { staff: finance })).toBe(404);
  });

  it("start and reply: the seller sees the answer, each step one audit row, a double click nothing more", async () => {
    const seller = await createCustomer();
    const support = await supportMember();
    const id = await feedback(seller, "次回から緩衝材を多めにお願いします");

    const started = await staffPost(support, "/staff/feedback/start", { id });
    expect(started.json).toMatchObject({
      code: 200,
      msg: "対応中にしました",
      data: { status: P.IN_PROCESS },
    });
    const again = await staffPost(support, "/staff/feedback/start", { id });
    expect(again.json).toMatchObject({ code: 200, msg: "既に対応中です", data: { replayed: true } });

    const body = { id, reply: "今後は緩衝材を二重にして発送いたします。" };
    const [a, b] = await Promise.all([
      staffPost(support, "/staff/feedback/reply", body),
      staffPost(support, "/staff/feedback/reply", body),
    ]);
    expect([a.json.data.replayed, b.json.data.replayed].sort()).toEqual([false, true]);
    expect([a.json.msg, b.json.msg].sort()).toEqual(["回答しました", "この回答は送信済みです"].sort());
    const other = await staffPost(support, "/staff/feedback/reply", { id, reply: "別の回答" });
    expect(other.json).toEqual({ code: 500, msg: "このフィードバックには回答済みです" });

    expect(await feedbackRow(id)).toMatchObject({ status: P.PROCESSED, reply: body.reply });
    const notices = await getDb().message.count({ where: { customerId: seller.id, textKey: { not: null } } });
    expect(notices).toBe(1);
    const audits = await auditOf("feedback", id);
    expect(audits.map((r) => [r.action, r.actor, r.before, r.after])).toEqual([
      ["feedback.start", support.email, { status: P.PENDING }, { status: P.IN_PROCESS }],
      [
        "feedback.reply",
        support.email,
        { status: P.IN_PROCESS, reply: null },
        { status: P.PROCESSED, reply: body.reply },
      ],
    ]);

    const list = await get("/shop/applyMessage/list", { token: seller.token });
    expect(list.json.rows![0]).toMatchObject({ id, reply: body.reply, unread: true, status: P.PROCESSED });
    // Answered feedback leaves the desk, and cannot be taken up again.
    expect((await staffGet(support, "/staff/feedback", { q: seller.email })).json.total).toBe(0);
    expect((await staffPost(support, "/staff/feedback/start", { id })).json.msg).toBe(
      "このフィードバックには回答済みです",
    );
  });

  it("bad input and withdrawn feedback answer a message and change nothing", async () => {
    const seller = await createCustomer();
    const support = await supportMember();
    const id = await feedback(seller, "取り下げる予定");
    await post("/shop/applyMessage/cancel", { token: seller.token, body: { id } });
    const before = await feedbackRow(id);
    expect((await staffPost(support, "/staff/feedback/reply", { id, reply: " " }, "en-us")).json).toEqual({
      code: 500,
      msg: "Please enter a message",
    });
    expect((await staffPost(support, "/staff/feedback/reply", { id, reply: "回答" })).json).toEqual({
      code: 500,
      msg: "現在の状態ではこの操作はできません",
    });
    expect((await staffPost(support, "/staff/feedback/start", { id: "x" })).json.code).toBe(500);
    expect((await staffPost(support, "/staff/feedback/start", { id: 2_000_000_000 })).json.msg).toBe(
      "データが見つかりません",
    );
    expect(await feedbackRow(id)).toEqual(before);
    expect(await auditOf("feedback", id)).toEqual([]);
  });
});
