import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { copyFile, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { LIMITS } from "@/lib/codes";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { applyMigrations } from "@/lib/db/migrate";
import { openPglite, pgliteRunner } from "@/lib/db/sql-runner";
import { UPLOAD_MODULARS, PUBLIC_MODULARS } from "@/lib/uploads/allowed-types";
import { recordInspection } from "@/lib/warehouse/record-inspection";
import { startInspection } from "@/lib/warehouse/record-arrival";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import { GET as serveDemoPicture } from "@/app/demo/goods/[file]/route";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { startS3 } from "../helpers/s3";
import { paidOrder, photo, toArrived } from "../helpers/warehouse";
import { tradeLabel } from "../helpers/shipping";
import * as files from "../helpers/files";

// Issue 27: slips, labels, inspection photos, attachments and avatars are their owner's alone
// (docs/decisions.md "Private files"). Before, /uploads/<key> served any recorded file to anyone.

const S3_VARS = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_PUBLIC_URL",
];

let uploadDir: string;
function useLocalDisk() {
  for (const k of S3_VARS) delete process.env[k];
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
}

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "uploads-private-it-"));
  useLocalDisk();
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  resetEnvForTests();
});

type Seller = { id: number; token: string };
/** How a request for a file is signed in: the screens' cookie, the spec client's bearer token, or not at all. */
type Who = { cookie: Seller } | { bearer: Seller } | null;

async function upload(seller: Seller, bytes: Uint8Array, name: string, modular: string) {
  const res = await post("/aliyun/oss/upload", {
    token: seller.token,
    form: { file: files.file(bytes, name), modular },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return { url: res.json.url as string, name: res.json.name as string };
}

function fileRequest(url: string, who: Who) {
  const headers: Record<string, string> = {};
  if (who && "cookie" in who) headers.cookie = `lang=ja; ${SESSION_COOKIE}=${who.cookie.token}`;
  if (who && "bearer" in who) headers.authorization = `Bearer ${who.bearer.token}`;
  return new Request(`http://localhost${url}`, { headers });
}

async function fetchFile(url: string, who: Who) {
  const key = url.replace(/^\/uploads\//, "");
  const res = await serveUpload(fileRequest(url, who), { params: Promise.resolve({ key: key.split("/") }) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Everything a 404 says, so a private file's answer can be compared with an unknown key's. */
const shape = async (url: string, who: Who) => {
  const { res, bytes } = await fetchFile(url, who);
  return { status: res.status, headers: [...res.headers.entries()], body: bytes.toString() };
};
const UNKNOWN = "/uploads/slip/2026/01/0f8fad5b-d9cb-469f-a165-70867728950e.png";

describe("private files on local disk", () => {
  it("a bank-transfer slip: 404 without a session (it was 200), its bytes for the owner, 404 for another seller", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const bytes = await files.png(24, 24);
    const slip = await upload(owner, bytes, "振込明細.png", "slip");
    expect(slip.url).toBe(`/uploads/${slip.name}`);

    const anonymous = await fetchFile(slip.url, null);
    expect(anonymous.res.status).toBe(404);
    expect(anonymous.bytes.equals(bytes)).toBe(false);
    // Not found looks the same whether the file exists or not, and no cache keeps it.
    const unknown = await shape(UNKNOWN, null);
    expect(await shape(slip.url, null)).toEqual(unknown);
    expect(await shape(slip.url, { cookie: other })).toEqual(unknown);
    expect(await shape(slip.url, { bearer: other })).toEqual(unknown);
    expect(unknown.headers).toContainEqual(["cache-control", "private, no-store"]);

    for (const who of [{ cookie: owner }, { bearer: owner }]) {
      const mine = await fetchFile(slip.url, who);
      expect(mine.res.status).toBe(200);
      expect(mine.bytes.equals(bytes)).toBe(true);
      expect(mine.res.headers.get("content-type")).toBe("image/png");
      expect(mine.res.headers.get("cache-control")).toBe("private, no-store");
      expect(mine.res.headers.get("vary")).toBe("Cookie, Authorization");
    }
  });

  it("a slip used for a top-up stays private, and a forged or logged-out session reads nothing", async () => {
    const owner = await createCustomer();
    const slip = await upload(owner, files.pdf(), "slip.pdf", "slip");
    const bank = await getDb().bankAccount.create({
      data: { bank: "ゆうちょ銀行", name: "カイツケ(カ", branchBank: "〇一八店", bankAccount: "9903319" },
    });
    try {
      const topUp = await post("/shop/account/topUp", {
        token: owner.token,
        body: { amount: 1000, bankAccountId: bank.id, slipFileUrl: slip.url },
      });
      expect(topUp.json.code, topUp.json.msg).toBe(200);
      expect(topUp.json.data.slipFileUrl).toBe(slip.url);
    } finally {
      // Later suites (the e2e demo seed) share the database: no receiving account of this test stays active.
      await getDb().bankAccount.update({ where: { id: bank.id }, data: { active: false } });
    }
    expect((await fetchFile(slip.url, { cookie: owner })).res.status).toBe(200);

    expect((await fetchFile(slip.url, { cookie: { id: owner.id, token: "garbage" } })).res.status).toBe(404);
    await post("/shop/user/logout", { token: owner.token });
    expect((await fetchFile(slip.url, { cookie: owner })).res.status).toBe(404);
  });

  it("every kind a seller uploads is private except image-search pictures, which anyone may load and cache", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const bytes = await files.png(12, 12);
    for (const modular of Object.keys(UPLOAD_MODULARS)) {
      const ext = (UPLOAD_MODULARS as Record<string, readonly string[]>)[modular].includes("png")
        ? "png"
        : "";
      const file = ext
        ? await upload(owner, bytes, `a.${ext}`, modular)
        : await upload(owner, files.pdf(), "a.pdf", modular);
      const row = await getDb().uploadedFile.findUniqueOrThrow({ where: { name: file.name } });
      const isPublic = (PUBLIC_MODULARS as readonly string[]).includes(modular);
      expect(row, modular).toMatchObject({ customerId: owner.id, ownerId: owner.id, isPublic });
      const anonymous = await fetchFile(file.url, null);
      const others = await fetchFile(file.url, { cookie: other });
      const mine = await fetchFile(file.url, { cookie: owner });
      expect(mine.res.status, modular).toBe(200);
      if (isPublic) {
        expect(anonymous.res.status, modular).toBe(200);
        expect(anonymous.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(others.res.status, modular).toBe(200);
      } else {
        expect(anonymous.res.status, modular).toBe(404);
        expect(others.res.status, modular).toBe(404);
        expect(mine.res.headers.get("cache-control")).toBe("private, no-store");
      }
    }
    expect(PUBLIC_MODULARS).toEqual(["search"]);
  });

  it("an image-search picture is public: anonymous 200 with the long immutable cache", async () => {
    const seller = await createCustomer();
    const bytes = await files.jpg(20, 20);
    const picture = await upload(seller, bytes, "shoe.jpg", "search");
    const { res, bytes: served } = await fetchFile(picture.url, null);
    expect(res.status).toBe(200);
    expect(served.equals(bytes)).toBe(true);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("vary")).toBeNull();
  });

  it("a goods picture of the demo catalogue stays public and cacheable", async () => {
    process.env.DEMO_SEED = "1";
    resetEnvForTests();
    try {
      const res = await serveDemoPicture(new Request("http://localhost/demo/goods/12.png"), {
        params: Promise.resolve({ file: "12.png" }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    } finally {
      delete process.env.DEMO_SEED;
      resetEnvForTests();
    }
  });

  it("an avatar is its seller's alone", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const avatar = await upload(owner, await files.png(), "me.png", "avatar");
    const set = await get("/shop/user/updateAvatar", { token: owner.token, query: { avatar: avatar.url } });
    expect(set.json.code, set.json.msg).toBe(200);
    expect((await fetchFile(avatar.url, { cookie: owner })).res.status).toBe(200);
    expect((await fetchFile(avatar.url, { cookie: other })).res.status).toBe(404);
    expect((await fetchFile(avatar.url, null)).res.status).toBe(404);
  });

  it("a label PDF is its seller's alone", async () => {
    const { customer: owner, lineIds } = await paidOrder();
    const other = await createCustomer();
    const labelId = await tradeLabel(owner.id, lineIds, false);
    const label = await getDb().label.findUniqueOrThrow({ where: { id: labelId } });
    expect((await fetchFile(label.fileUrl, { cookie: owner })).res.status).toBe(200);
    expect((await fetchFile(label.fileUrl, { cookie: other })).res.status).toBe(404);
    expect((await fetchFile(label.fileUrl, null)).res.status).toBe(404);
  });
});

describe("inspection photos", () => {
  async function inspected() {
    const o = await paidOrder();
    await toArrived(o.order.id, o.lineIds);
    await startInspection({ orderId: o.order.id });
    const url = await photo();
    return { ...o, url };
  }
  const record = (orderId: number, lineId: number, url: string) =>
    recordInspection({ orderId, lines: [{ lineId, passedQty: 10, photos: [url], defects: [] }] });

  it("are nobody's until recorded, then open for the order's seller and not for another", async () => {
    const { order, customer: seller, lineIds, url } = await inspected();
    const other = await createCustomer();
    // Stored by the agent, not yet on an order: no seller sees it (staff will, once they have sessions).
    expect(await getDb().uploadedFile.findFirstOrThrow({ where: { url } })).toMatchObject({
      customerId: null,
      ownerId: null,
      isPublic: false,
    });
    expect((await fetchFile(url, { cookie: seller })).res.status).toBe(404);

    await record(order.id, lineIds[0], url);
    const line = await getDb().orderLine.findUniqueOrThrow({ where: { id: lineIds[0] } });
    expect(line.inspectionImages).toEqual([url]);
    const mine = await fetchFile(url, { cookie: seller });
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get("content-type")).toBe("image/png");
    expect((await fetchFile(url, { cookie: other })).res.status).toBe(404);
    expect((await fetchFile(url, null)).res.status).toBe(404);
  });

  it("a photo recorded for one seller's order is refused for another's, which changes nothing", async () => {
    const a = await inspected();
    const b = await inspected();
    await record(a.order.id, a.lineIds[0], a.url);
    await expect(record(b.order.id, b.lineIds[0], a.url)).rejects.toMatchObject({
      messageKey: "validation.warehouse.photoUnknown",
    });
    const line = await getDb().orderLine.findUniqueOrThrow({ where: { id: b.lineIds[0] } });
    expect(line.inspectionImages).toEqual([]);
    expect((await fetchFile(a.url, { cookie: b.customer })).res.status).toBe(404);
    expect((await getDb().uploadedFile.findFirstOrThrow({ where: { url: a.url } })).ownerId).toBe(
      a.customer.id,
    );
  });
});

describe("private files in S3 (s3rver on loopback, real SDK)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3("private-files");
  });
  afterEach(() => {
    vi.useRealTimers();
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

  it("sends the owner to a presigned URL that works, never a public bucket URL; others get 404", async () => {
    useS3({ S3_PUBLIC_URL: "https://cdn.example.test/files" });
    const owner = await createCustomer();
    const other = await createCustomer();
    const bytes = files.pdf();
    const slip = await upload(owner, bytes, "明細.pdf", "slip");
    expect(slip.url).toBe(`/uploads/${slip.name}`);
    expect((await s3.getObject(slip.name)).bytes.equals(bytes)).toBe(true);

    const { res } = await fetchFile(slip.url, { cookie: owner });
    expect(res.status).toBe(302);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toBe("Cookie, Authorization");
    const signed = new URL(res.headers.get("location")!);
    expect(signed.origin).toBe(s3.endpoint);
    expect(signed.pathname).toBe(`/${s3.bucket}/${slip.name}`);
    expect(signed.searchParams.get("X-Amz-Expires")).toBe(String(LIMITS.privateFileUrlSeconds));
    expect(signed.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);

    const fetched = await fetch(signed);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    expect(fetched.headers.get("content-type")).toBe("application/pdf");
    expect(fetched.headers.get("content-disposition")).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent("明細.pdf")}`,
    );

    for (const who of [null, { cookie: other }, { bearer: other }]) {
      const denied = await fetchFile(slip.url, who);
      expect(denied.res.status).toBe(404);
      expect(denied.res.headers.get("location")).toBeNull();
    }
  });

  it("a presigned URL stops working after LIMITS.privateFileUrlSeconds", async () => {
    useS3();
    const owner = await createCustomer();
    const slip = await upload(owner, await files.png(), "slip.png", "slip");
    // Signed as if a moment longer ago than the URL lives.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - (LIMITS.privateFileUrlSeconds + 5) * 1000);
    const { res } = await fetchFile(slip.url, { cookie: owner });
    vi.useRealTimers();
    expect(res.status).toBe(302);
    const expired = await fetch(res.headers.get("location")!);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("Request has expired");
  });

  it("a public image-search picture keeps the bucket's public URL and its long cache", async () => {
    useS3({ S3_PUBLIC_URL: "https://cdn.example.test/files/" });
    const seller = await createCustomer();
    const picture = await upload(seller, await files.png(), "shoe.png", "search");
    expect(picture.url).toBe(`https://cdn.example.test/files/${picture.name}`);
    const head = await s3.getObject(picture.name);
    expect(head.contentType).toBe("image/png");
    useS3();
    const { res } = await fetchFile(`/uploads/${picture.name}`, null);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("migration 20261126000500_private_files", () => {
  it("gives files stored before it their owners: the uploader's, and an inspection photo to its order's seller", async () => {
    const source = path.resolve("prisma/migrations");
    const names = (await readdir(source)).filter((n) => /^\d{14}_/.test(n)).sort();
    const mine = "20261126000500_private_files";
    expect(names).toContain(mine);
    const dir = await mkdtemp(path.join(tmpdir(), "migrations-private-"));
    const copy = async (name: string) => {
      await mkdir(path.join(dir, name));
      await copyFile(path.join(source, name, "migration.sql"), path.join(dir, name, "migration.sql"));
    };
    for (const name of names.filter((n) => n < mine)) await copy(name);
    const db = openPglite("memory://");
    const runner = pgliteRunner(db);
    try {
      await applyMigrations(runner, dir);
      await runner.exec(`
        INSERT INTO customer (id, email, user_name, password_hash, updated_at) VALUES
          (1, 'a@example.test', 'a', 'x', now()), (2, 'b@example.test', 'b', 'x', now());
        INSERT INTO orders (id, customer_id, order_no, order_status, platform, goods_amount_fen, goods_amount_yen,
          total_yen, rate_used, updated_at) VALUES (10, 2, 'O10', 88, 1, 100, 20, 20, 20, now());
        INSERT INTO order_line (id, order_id, goods_name, unit_price_fen, quantity, inspection_images)
          VALUES (100, 10, 'g', 100, 1, ARRAY['/uploads/inspection/line.png']);
        INSERT INTO problem (id, customer_id, order_id, problem_type, quantity, images, updated_at)
          VALUES (1000, 2, 10, 3, 1, ARRAY['/uploads/inspection/defect.png'], now());
        INSERT INTO uploaded_file (customer_id, url, original_filename, name, mime_type, size_bytes, modular) VALUES
          (1, '/uploads/slip/a.png', 'a.png', 'slip/a.png', 'image/png', 1, 'slip'),
          (1, '/uploads/shopmall/b.png', 'b.png', 'shopmall/b.png', 'image/png', 1, 'shopmall'),
          (NULL, '/uploads/inspection/line.png', 'l.png', 'inspection/line.png', 'image/png', 1, 'inspection'),
          (NULL, '/uploads/inspection/defect.png', 'd.png', 'inspection/defect.png', 'image/png', 1, 'inspection'),
          (NULL, '/uploads/inspection/loose.png', 'x.png', 'inspection/loose.png', 'image/png', 1, 'inspection');
      `);
      await copy(mine);
      expect(await applyMigrations(runner, dir)).toEqual([mine]);
      const rows = await runner.query<{ name: string; owner_id: number | null; is_public: boolean }>(
        `SELECT name, owner_id, is_public FROM uploaded_file ORDER BY name`,
      );
      expect(rows).toEqual([
        { name: "inspection/defect.png", owner_id: 2, is_public: false },
        { name: "inspection/line.png", owner_id: 2, is_public: false },
        { name: "inspection/loose.png", owner_id: null, is_public: false },
        { name: "shopmall/b.png", owner_id: 1, is_public: false },
        { name: "slip/a.png", owner_id: 1, is_public: false },
      ]);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
