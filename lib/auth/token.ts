import { SignJWT, jwtVerify } from "jose";
import { env } from "@/lib/env";
import { LIMITS } from "@/lib/codes";

const ISSUER = "kaitsuke-shop";
let imported: { secret: string; key: Promise<CryptoKey> } | undefined;

/**
 * The HMAC key, imported once per secret: given the secret's bytes, jose imports them again on every
 * sign and verify, 40 % of a verification's time (docs/performance.md "Where an API request's CPU goes").
 */
function key(): Promise<CryptoKey> {
  const secret = env().JWT_SECRET;
  if (imported?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    const hmac = { name: "HMAC", hash: "SHA-256" };
    imported = { secret, key: crypto.subtle.importKey("raw", raw, hmac, false, ["sign", "verify"]) };
  }
  return imported.key;
}

export type TokenClaims = { customerId: number; sessionId: string };

export async function signToken(claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.customerId))
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await key());
}

/** Verified claims, or null for a forged, malformed or expired token. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(), { issuer: ISSUER, algorithms: ["HS256"] });
    const customerId = Number(payload.sub);
    if (!Number.isSafeInteger(customerId) || !payload.jti) return null;
    return { customerId, sessionId: payload.jti };
  } catch {
    return null;
  }
}

export function tokenExpiry(from = new Date()): Date {
  return new Date(from.getTime() + LIMITS.tokenDays * 24 * 3600 * 1000);
}
