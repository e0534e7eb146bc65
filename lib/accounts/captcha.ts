import { randomUUID } from "node:crypto";
import svgCaptcha from "svg-captcha";
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { LIMITS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";

// svg-captcha's default export draws a given text; its typings only declare create().
const renderText = svgCaptcha as unknown as (text: string, options: object) => string;

/** A new single-use captcha: PNG as base64 (no data: prefix, as the spec's client expects) and its uuid. */
export async function createCaptcha(ip: string): Promise<{ uuid: string; img: string }> {
  // Drawing costs CPU and a row: one client address gets a quota (docs/decisions.md "Accounts").
  const recent = await getDb().captcha.count({
    where: { ip, createdAt: { gte: new Date(Date.now() - 10 * 60_000) } },
  });
  if (recent >= LIMITS.captchasPerIpPer10Minutes) throw new AppError("TOO_MANY_ATTEMPTS");
  const options = { noise: 2, color: true, background: "#f4f6fb" };
  const fixed = env().CAPTCHA_TEST_TEXT;
  const captcha = fixed
    ? { text: fixed, data: renderText(fixed, options) }
    : svgCaptcha.create({ ...options, size: 4, ignoreChars: "0oO1iIlL" });
  const png = await sharp(Buffer.from(captcha.data), { density: 144 }).png().toBuffer();
  const uuid = randomUUID();
  const expiresAt = new Date(Date.now() + LIMITS.captchaTtlMinutes * 60_000);
  await getDb().captcha.create({ data: { id: uuid, answer: captcha.text.toLowerCase(), ip, expiresAt } });
  return { uuid, img: png.toString("base64") };
}

/** Checks and burns the captcha (a wrong answer also burns it: the client fetches a new one). */
export async function consumeCaptcha(uuid: string, code: string): Promise<void> {
  const now = new Date();
  const rows = await getDb().captcha.updateManyAndReturn({
    where: { id: uuid, usedAt: null },
    data: { usedAt: now },
    select: { answer: true, expiresAt: true },
  });
  const verdict = verdictOf(rows[0], code, now);
  if (verdict !== "right") throw new AppError(verdict === "expired" ? "CAPTCHA_EXPIRED" : "CAPTCHA_INVALID");
}

type StoredCaptcha = { answer: string; expiresAt: Date } | undefined | null;

/** The one rule for an answer: unknown, used or out of time is expired; else compared case-blind. */
function verdictOf(captcha: StoredCaptcha, code: string, now: Date): "expired" | "wrong" | "right" {
  if (!captcha || captcha.expiresAt <= now) return "expired";
  return captcha.answer === code.trim().toLowerCase() ? "right" : "wrong";
}

/**
 * Checks the captcha before an email code is sent for registration (issue 12), leaving a right answer for
 * the registration itself; a wrong one burns it like consumeCaptcha, so it cannot be guessed in turns.
 */
export async function checkCaptcha(uuid: string, code: string): Promise<void> {
  const now = new Date();
  const row = await getDb().captcha.findFirst({
    where: { id: uuid, usedAt: null },
    select: { answer: true, expiresAt: true },
  });
  // `data.captcha`: tells the screen to show a new image (other refusals leave the captcha as it is).
  const rejected = { captcha: "rejected" };
  const verdict = verdictOf(row, code, now);
  if (verdict === "expired") throw new AppError("CAPTCHA_EXPIRED", {}, undefined, rejected);
  if (verdict === "right") return;
  await getDb().captcha.updateMany({ where: { id: uuid, usedAt: null }, data: { usedAt: now } });
  throw new AppError("CAPTCHA_INVALID", {}, undefined, rejected);
}
