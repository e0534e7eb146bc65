import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { hashPassword } from "@/lib/accounts/password";
import { createSession } from "@/lib/auth/session";

export const uniqueEmail = (tag = "user") => `${tag}-${randomUUID().slice(0, 8)}@example.test`;
export const PASSWORD = "Secret123";

/**
 * One bcrypt hash per password per test process: a hash costs 0.1–0.2 s of CPU and the files create
 * customers by the hundred; a customer's login still checks its password against a real hash.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** A customer straight in the database, with a session token. */
export async function createCustomer(
  overrides: {
    email?: string;
    password?: string;
    amazonShopName?: string | null;
    rakutenShopName?: string | null;
  } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const customer = await getDb().customer.create({
    data: {
      email,
      userName: email.split("@")[0],
      passwordHash: await hashOnce(overrides.password ?? PASSWORD),
      amazonShopName: overrides.amazonShopName ?? null,
      rakutenShopName: overrides.rakutenShopName ?? null,
    },
  });
  const token = await createSession(customer.id, "127.0.0.1", "vitest");
  return { id: customer.id, email, token, password: overrides.password ?? PASSWORD };
}

/** Reads the captcha answer from the database, as only the image shows it to a person. */
export async function solvedCaptcha(): Promise<{ uuid: string; code: string }> {
  const { get } = await import("./api");
  const res = await get("/shop/captchaImage");
  const row = await getDb().captcha.findUniqueOrThrow({ where: { id: res.json.uuid } });
  return { uuid: res.json.uuid, code: row.answer.toUpperCase() };
}

/** Makes the last code for an address old enough to resend (instead of waiting 60 s). */
export async function ageEmailCodes(email: string, seconds = 61) {
  await getDb()
    .$executeRaw`UPDATE email_code SET created_at = created_at - make_interval(secs => ${seconds}) WHERE email = ${email}`;
}

export async function forgedToken(): Promise<string> {
  const { SignJWT } = await import("jose");
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("1")
    .setJti(randomUUID())
    .setIssuer("kaitsuke-shop")
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("not-the-server-secret-not-the-server-secret"));
}
