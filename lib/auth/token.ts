import { SignJWT, jwtVerify } from "jose";
import { env } from "@/lib/env";
import { LIMITS } from "@/lib/codes";

const ISSUER = "kaitsuke-shop";
/** Tokens this process has verified under the key, with their claims and expiry (seconds). */
type Verified = Map<string, { claims: TokenClaims; exp: number }>;
let imported: { secret: string; key: Promise<CryptoKey>; verified: Verified } | undefined;

/**
 * Every signed-in request verifies its token: an HMAC through WebCrypto, 7 % of the order list's CPU
 * (docs/performance.md "Where an API request's CPU goes"). A token that verified once is remembered with its
 * expiry, under the key it verified with; the session row is still read on every request (lib/auth/session.ts),
 * so a revoked session ends at once. Bounded: the oldest entries go first.
 */
const VERIFIED_MAX = 10_000;

/**
 * The HMAC key, imported once per secret: given the secret's bytes, jose imports them again on every
 * sign and verify, 40 % of a verification's time (docs/performance.md "Where an API request's CPU goes").
 */
function key(): Promise<CryptoKey> {
  const secret = env().JWT_SECRET;
  if (imported?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    const hmac = { name: "HMAC", hash: "SHA-256" };
    const key = crypto.subtle.importKey("raw", raw, hmac, false, ["sign", "verify"]);
    imported = { secret, key, verified: new Map() };
  }
  return imported.key;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

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
  const keyOfSecret = key();
  // The tokens verified under this very key (a new secret starts an empty map).
  const verified = imported!.verified;
  const verifyWith = await keyOfSecret;
  const known = verified.get(token);
  if (known) return known.exp > nowSeconds() ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, verifyWith, { issuer: ISSUER, algorithms: ["HS256"] });
    const customerId = Number(payload.sub);
    if (!Number.isSafeInteger(customerId) || !payload.jti) return null;
    const claims = { customerId, sessionId: payload.jti };
    if (payload.exp !== undefined) {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, exp: payload.exp });
    }
    return claims;
  } catch {
    return null;
  }
}

export function tokenExpiry(from = new Date()): Date {
  return new Date(from.getTime() + LIMITS.tokenDays * 24 * 3600 * 1000);
}
