import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { getDb } from "@/lib/db/client";
import { createSession } from "@/lib/auth/session";
import { resetEnvForTests } from "@/lib/env";
import { UPLOAD_MODULARS } from "@/lib/uploads/allowed-types";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import { post } from "../helpers/api";
import { createCustomer, forgedToken } from "../helpers/accounts";
import { startS3 } from "../helpers/s3";
import * as files from "../helpers/files";

const S3_VARS = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_PUBLIC_URL",
];
const MISMATCH = {
  ja: "ファイル形式が一致しないため、アップロードできません",
  "zh-cn": "文件类型不匹配，无法上传",
  "en-us": "File type does not match and cannot be uploaded",
  ko: "파일 형식이 일치하지 않아 업로드할 수 없습니다",
};
const UNAUTHORIZED_JA = "ログインの有効期限が切れました。再度ログインしてください";
const MB = 1024 * 1024;

let uploadDir: string;
function useLocalDisk() {
  for (const k of S3_VARS) delete process.env[k];
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
}

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "uploads-it-"));
  useLocalDisk();
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  resetEnvForTests();
});

type Bytes = Buffer | Uint8Array;
function upload(token: string | undefined, bytes: Bytes, name: string, modular?: string, lang?: string) {
  const form: Record<string, string | Blob> = { file: files.file(bytes, name, "image/png") };
  if (modular !== undefined) form.modular = modular;
  return post("/aliyun/oss/upload", { token, form, lang });
}

/** GET /uploads/<key> with the owner's session cookie, as the shop's own pages send it (files are private). */
async function fetchUpload(url: string, token: string) {
  const key = url.replace(/^\/uploads\//, "");
  const req = new Request(`http://localhost${url}`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  const res = await serveUpload(req, { params: Promise.resolve({ key: key.split("/") }) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function filesOnDisk(dir = uploadDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const rowsOf = (customerId: number) => getDb().uploadedFile.findMany({ where: { customerId } });

const KEY = /^(shopmall|avatar|document|message|order|search)\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]+$/;

/** One real file per extension. */
const FIXTURES: Record<string, () => Bytes | Promise<Bytes>> = {
  png: () => files.png(),
  jpg: () => files.jpg(),
  jpeg: () => files.jpg(),
  pdf: files.pdf,
  doc: files.doc,
  docx: () => files.docx(),
  xls: files.xls,
  xlsx: () => files.xlsx(),
  mp4: () => files.mp4(),
  avi: files.avi,
};
const MIME: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  mp4: "video/mp4",
  avi: "video/x-msvideo",
};

describe("POST /aliyun/oss/upload on local disk", () => {
  it("stores an image under an unguessable key, records it, and serves it back", async () => {
    const c = await createCustomer();
    const bytes = await files.png(40, 30);
    const res = await upload(c.token, bytes, "検品写真.PNG");
    expect(res.json).toMatchObject({
      code: 200,
      msg: "操作に成功しました",
      originalFilename: "検品写真.PNG",
    });
    const { url, name } = res.json;
    expect(res.json.data).toEqual({ url, name, originalFilename: "検品写真.PNG" });
    expect(name).toMatch(KEY);
    expect(name).toMatch(/^shopmall\/.*\.png$/);
    expect(url).toBe(`/uploads/${name}`);

    const [row] = await rowsOf(c.id);
    expect(row).toMatchObject({
      url,
      name,
      originalFilename: "検品写真.PNG",
      mimeType: "image/png",
      sizeBytes: bytes.length,
      modular: "shopmall",
      storage: "local",
    });
    expect(await readFile(path.join(uploadDir, name))).toEqual(bytes);

    const served = await fetchUpload(url, c.token);
    expect(served.res.status).toBe(200);
    expect(served.res.headers.get("content-type")).toBe("image/png");
    expect(served.res.headers.get("cache-control")).toBe("private, no-store");
    expect(served.res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.res.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(served.bytes).toEqual(bytes);
  });

  it("gives every upload of the same file its own key", async () => {
    const c = await createCustomer();
    const bytes = await files.jpg();
    const a = await upload(c.token, bytes, "a.jpg");
    const b = await upload(c.token, bytes, "a.jpg");
    expect(a.json.code).toBe(200);
    expect(b.json.code).toBe(200);
    expect(a.json.name).not.toBe(b.json.name);
  });

  it("keeps only the file name of a path and serves documents as attachments", async () => {
    const c = await createCustomer();
    const res = await upload(c.token, files.pdf(), "C:\\fakepath\\請求書 (3).pdf", "document");
    expect(res.json).toMatchObject({ code: 200, originalFilename: "請求書 (3).pdf" });
    const served = await fetchUpload(res.json.url, c.token);
    expect(served.res.headers.get("content-type")).toBe("application/pdf");
    const x = await upload(c.token, files.xlsx(), "在庫.xlsx", "document");
    const sheet = await fetchUpload(x.json.url, c.token);
    expect(sheet.res.headers.get("content-disposition")).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent("在庫.xlsx")}`,
    );
  });

  it("refuses a .png that is really a PDF: nothing stored, no row", async () => {
    const c = await createCustomer();
    const before = await filesOnDisk();
    for (const lang of ["ja", "zh-cn", "en-us", "ko"] as const) {
      const res = await upload(c.token, files.pdf(), "photo.png", undefined, lang);
      expect(res.json).toEqual({ code: 500, msg: MISMATCH[lang] });
    }
    expect(await rowsOf(c.id)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
  });

  it.each([
    ["photo.jpg", () => files.png(), "shopmall"],
    ["photo.png", () => files.jpg(), "shopmall"],
    ["report.docx", files.pdf, "document"],
    ["report.pdf", () => files.docx(), "document"],
    ["sheet.xls", files.doc, "document"],
    ["letter.doc", files.xls, "document"],
    ["slides.doc", files.ppt, "document"],
    ["macro.docx", () => files.docx({ macro: true }), "document"],
    ["archive.xlsx", files.plainZip, "document"],
    ["clip.mp4", files.avi, "order"],
    ["clip.avi", () => files.mp4(), "order"],
    ["movie.mp4", () => files.mp4("qt"), "order"],
    ["text.png", () => Buffer.from("hello, not an image"), "shopmall"],
  ])("refuses %s whose bytes are another type (%#)", async (name, make, modular) => {
    const c = await createCustomer();
    const res = await upload(c.token, await make(), name, modular);
    expect(res.json).toEqual({ code: 500, msg: MISMATCH.ja });
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it("accepts a .docx that file-type alone calls a plain zip (content types after 1024 entries)", async () => {
    const c = await createCustomer();
    const bytes = files.docx({ contentTypesLast: true, media: 1100 });
    const res = await upload(c.token, bytes, "写真付き報告.docx", "order");
    expect(res.json.code).toBe(200);
    expect((await rowsOf(c.id))[0].mimeType).toBe(MIME.docx);
  });

  for (const [modular, allowed] of Object.entries(UPLOAD_MODULARS)) {
    it(`modular "${modular}" takes exactly ${allowed.join(", ")}`, async () => {
      const c = await createCustomer();
      for (const ext of allowed) {
        const bytes = await FIXTURES[ext]();
        const res = await upload(c.token, bytes, `file.${ext}`, modular);
        expect(res.json.code, `${modular} ${ext}: ${res.json.msg}`).toBe(200);
        expect(res.json.name).toMatch(new RegExp(`^${modular}/.*\\.${ext}$`));
        const row = await getDb().uploadedFile.findUniqueOrThrow({ where: { name: res.json.name } });
        expect(row).toMatchObject({
          customerId: c.id,
          modular,
          mimeType: MIME[ext],
          sizeBytes: bytes.length,
        });
        const served = await fetchUpload(res.json.url, c.token);
        expect(served.bytes).toEqual(Buffer.from(bytes));
      }
      for (const ext of Object.keys(FIXTURES).filter((e) => !(allowed as readonly string[]).includes(e))) {
        const res = await upload(c.token, await FIXTURES[ext](), `file.${ext}`, modular);
        expect(res.json, `${modular} must refuse ${ext}`).toEqual({ code: 500, msg: MISMATCH.ja });
      }
      for (const name of ["noext", "script.html", "image.svg", "image.gif"]) {
        const res = await upload(c.token, await files.png(), name, modular);
        expect(res.json, name).toEqual({ code: 500, msg: MISMATCH.ja });
      }
      expect(await getDb().uploadedFile.count({ where: { customerId: c.id } })).toBe(allowed.length);
    });
  }

  it("keeps each customer within a quota: files per hour and bytes per day", async () => {
    const c = await createCustomer();
    const row = (i: number, sizeBytes: number) => ({
      customerId: c.id,
      url: `/uploads/quota/${c.id}-${i}.png`,
      name: `quota/${c.id}-${i}-${randomUUID()}.png`,
      originalFilename: "a.png",
      mimeType: "image/png",
      sizeBytes,
    });
    await getDb().uploadedFile.createMany({ data: Array.from({ length: 199 }, (_, i) => row(i, 10)) });
    expect((await upload(c.token, await files.png(), "a.png")).json.code).toBe(200); // the 200th
    const over = await upload(c.token, await files.png(), "b.png", undefined, "en-us");
    expect(over.json).toEqual({ code: 530, msg: "Upload limit reached. Please try again later" });
    expect(await getDb().uploadedFile.count({ where: { customerId: c.id } })).toBe(200);

    const big = await createCustomer();
    await getDb().uploadedFile.create({ data: { ...row(0, 1024 * 1024 * 1024 - 100), customerId: big.id } });
    expect((await upload(big.token, await files.png(), "c.png")).json.code).toBe(530);
  });

  it("defaults to shopmall and refuses unknown modulars", async () => {
    const c = await createCustomer();
    expect((await upload(c.token, await files.png(), "a.png", "")).json.name).toMatch(/^shopmall\//);
    const res = await upload(c.token, await files.png(), "a.png", "../etc");
    expect(res.json).toEqual({ code: 500, msg: "アップロードの種類が正しくありません" });
  });

  it("refuses a control character in any form field, as every other input, and stores nothing", async () => {
    const c = await createCustomer();
    const before = await filesOnDisk();
    const refused = { code: 500, msg: "使用できない文字（制御文字）が含まれています" };
    // The form had its own parse: a field the schema does not know was dropped unread and the file stored.
    const extra = await post("/aliyun/oss/upload", {
      token: c.token,
      form: { file: files.file(await files.png(), "a.png", "image/png"), note: "a\u0001b" },
    });
    expect(extra.json).toEqual(refused);
    // …and a modular with one answered "unknown modular" instead of the rule every input has.
    expect((await upload(c.token, await files.png(), "a.png", "shop\u0000mall")).json).toEqual(refused);
    expect(await rowsOf(c.id)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
  });

  it("asks for a file when there is none, it is empty, or the body is not multipart", async () => {
    const c = await createCustomer();
    const want = { code: 500, msg: "ファイルを選択してください" };
    expect(
      (await post("/aliyun/oss/upload", { token: c.token, form: { modular: "shopmall" } })).json,
    ).toEqual(want);
    expect((await upload(c.token, new Uint8Array(0), "empty.png")).json).toEqual(want);
    expect((await post("/aliyun/oss/upload", { token: c.token, body: { file: "x.png" } })).json).toEqual(
      want,
    );
    expect(
      (await post("/aliyun/oss/upload", { token: c.token, form: { file: "just a string" } })).json,
    ).toEqual(want);
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it("refuses files over the limit of their kind (10 MB images, 20 MB documents, 50 MB video)", async () => {
    const c = await createCustomer();
    const before = await filesOnDisk();
    const png = await files.png();
    const big = (size: number, head: Bytes) => {
      const b = Buffer.alloc(size);
      Buffer.from(head).copy(b);
      return b;
    };
    expect((await upload(c.token, big(10 * MB + 1, png), "big.png")).json).toEqual({
      code: 500,
      msg: "ファイルサイズは10 MB以内にしてください",
    });
    expect(
      (await upload(c.token, big(20 * MB + 1, files.pdf()), "big.pdf", "document", "en-us")).json,
    ).toEqual({
      code: 500,
      msg: "The file must not be larger than 20 MB",
    });
    expect((await upload(c.token, big(50 * MB + 1, files.mp4()), "big.mp4", "order")).json).toEqual({
      code: 500,
      msg: "ファイルサイズは50 MB以内にしてください",
    });
    // A body beyond the largest limit is cut off while it streams in.
    expect((await upload(c.token, big(51 * MB, files.mp4()), "huge.mp4", "order")).json).toEqual({
      code: 500,
      msg: "ファイルサイズは50 MB以内にしてください",
    });
    // A declared length over the cap is refused before reading.
    const declared = await post("/aliyun/oss/upload", {
      token: c.token,
      form: { file: files.file(png, "a.png") },
      headers: { "content-length": String(200 * MB) },
    });
    expect(declared.json).toEqual({ code: 500, msg: "ファイルサイズは50 MB以内にしてください" });
    expect(await rowsOf(c.id)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
    // Exactly at the limit is fine.
    const atLimit = await upload(c.token, big(10 * MB, png), "limit.png");
    expect(atLimit.json.code).toBe(200);
    expect((await rowsOf(c.id)).map((r) => r.sizeBytes)).toEqual([10 * MB]);
  }, 60_000);

  it("answers 401 to missing, forged, expired and revoked tokens and stores nothing", async () => {
    const c = await createCustomer();
    const expired = await createSession(c.id, "127.0.0.1", "vitest");
    await getDb().session.update({
      where: { id: decodeJwt(expired).jti! },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const revoked = await createSession(c.id, "127.0.0.1", "vitest");
    await post("/shop/user/logout", { token: revoked });
    const before = await filesOnDisk();
    for (const token of [undefined, await forgedToken(), expired, revoked, "garbage"]) {
      const res = await upload(token, await files.png(), "a.png");
      expect(res.json).toEqual({ code: 401, msg: UNAUTHORIZED_JA });
    }
    expect(await rowsOf(c.id)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
  });
});

describe("GET /uploads/<key>", () => {
  it("serves only recorded keys and never leaves the upload directory", async () => {
    // A file on disk without a row is not served.
    const key = `shopmall/2026/01/${randomUUID()}.png`;
    await mkdir(path.dirname(path.join(uploadDir, key)), { recursive: true });
    await writeFile(path.join(uploadDir, key), await files.png());
    for (const url of [
      `/uploads/${key}`,
      "/uploads/../../etc/passwd",
      "/uploads/%2e%2e/%2e%2e/etc/passwd",
      "/uploads/shopmall",
      `/uploads/shopmall/2026/01/${randomUUID()}.png`,
    ]) {
      const res = await serveUpload(new Request("http://localhost/uploads/x"), {
        params: Promise.resolve({ key: url.replace(/^\/uploads\//, "").split("/") }),
      });
      expect(res.status, url).toBe(404);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("answers 404 when the recorded file is gone", async () => {
    const c = await createCustomer();
    const res = await upload(c.token, await files.png(), "a.png");
    await rm(path.join(uploadDir, res.json.name));
    expect((await fetchUpload(res.json.url, c.token)).res.status).toBe(404);
  });
});

describe("POST /aliyun/oss/upload into S3 (s3rver on loopback, real SDK)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    useLocalDisk();
    await s3?.close();
  });
  const useS3 = (extra: Record<string, string> = {}) => {
    for (const k of S3_VARS) delete process.env[k];
    Object.assign(process.env, s3.env, extra);
    resetEnvForTests();
  };

  it("puts the exact bytes into the bucket and the shop sends its owner to them", async () => {
    useS3();
    const c = await createCustomer();
    const bytes = files.docx();
    const res = await upload(c.token, bytes, "報告書.docx", "order");
    expect(res.json).toMatchObject({ code: 200, originalFilename: "報告書.docx" });
    const { name, url } = res.json;
    expect(name).toMatch(/^order\/.*\.docx$/);
    expect(url).toBe(`/uploads/${name}`);
    const object = await s3.getObject(name);
    expect(object.bytes).toEqual(bytes);
    expect(object.contentType).toBe(MIME.docx);
    expect((await rowsOf(c.id))[0]).toMatchObject({ storage: "s3", name, url, mimeType: MIME.docx });
    expect(await filesOnDisk()).not.toContain(path.join(uploadDir, name));

    // A private file in S3: a redirect to a short-lived signed URL of the bucket (uploads-private tests).
    const served = await fetchUpload(url, c.token);
    expect(served.res.status).toBe(302);
    const signed = await fetch(served.res.headers.get("location")!);
    expect(signed.headers.get("content-type")).toBe(MIME.docx);
    expect(Buffer.from(await signed.arrayBuffer())).toEqual(bytes);
  });

  it("stores a larger video byte for byte (no chunk framing)", async () => {
    useS3();
    const c = await createCustomer();
    const bytes = Buffer.concat([files.mp4(), Buffer.alloc(3 * MB, 7)]);
    const res = await upload(c.token, bytes, "検品動画.mp4", "order");
    expect(res.json.code).toBe(200);
    expect((await s3.getObject(res.json.name)).bytes.equals(bytes)).toBe(true);
  });

  it("answers with the bucket's public URL when S3_PUBLIC_URL is set, for public files only", async () => {
    useS3({ S3_PUBLIC_URL: "https://cdn.example.test/files/" });
    const c = await createCustomer();
    const res = await upload(c.token, await files.png(), "a.png", "search");
    expect(res.json.url).toBe(`https://cdn.example.test/files/${res.json.name}`);
    expect((await s3.getObject(res.json.name)).contentType).toBe("image/png");
    const own = await upload(c.token, await files.png(), "a.png");
    expect(own.json.url).toBe(`/uploads/${own.json.name}`);
  });

  it("puts nothing into the bucket for a refused file", async () => {
    useS3();
    const c = await createCustomer();
    const before = await s3.keys();
    expect((await upload(c.token, files.pdf(), "fake.png")).json).toEqual({ code: 500, msg: MISMATCH.ja });
    expect(await s3.keys()).toEqual(before);
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it("files stored before a switch to S3 are still served from disk", async () => {
    useLocalDisk();
    const c = await createCustomer();
    const bytes = await files.png();
    const res = await upload(c.token, bytes, "before.png");
    useS3();
    expect((await fetchUpload(res.json.url, c.token)).bytes).toEqual(bytes);
  });

  it("says the upload failed when the store is unreachable, and records nothing", async () => {
    useS3({ S3_ENDPOINT: "http://127.0.0.1:9" });
    const c = await createCustomer();
    const res = await upload(c.token, await files.png(), "a.png");
    expect(res.json).toEqual({
      code: 520,
      msg: "アップロードに失敗しました。しばらくしてから再度お試しください",
      traceId: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
    expect(await rowsOf(c.id)).toEqual([]);
  });
});
