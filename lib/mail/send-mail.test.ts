import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { deliverMail } from "./send-mail";

let dir = "";
const saved = { MAIL_DIR: process.env.MAIL_DIR, SMTP_URL: process.env.SMTP_URL };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mail-"));
  process.env.MAIL_DIR = dir;
  delete process.env.SMTP_URL;
  resetEnvForTests();
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  resetEnvForTests();
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

it("without SMTP keeps every mail, several to one address at once included", async () => {
  const mails = Array.from({ length: 5 }, (_, i) => ({ to: "a@example.test", subject: `s${i}`, text: "t" }));
  await Promise.all(mails.map((m) => deliverMail(m)));
  const files = await readdir(dir);
  expect(files).toHaveLength(5);
  expect(files.every((f) => f.endsWith("-a@example.test.txt"))).toBe(true);
});
