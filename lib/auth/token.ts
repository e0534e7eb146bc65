import { SignJWT, jwtVerify } from "jose";
import { env } from "@/lib/env";
import { LIMITS } from "@/lib/codes";

const ISSUER = "kaitsuke-shop";
const key = () => new TextEncoder().encode(env().JWT_SECRET);

export type TokenClaims = { customerId: number; sessionId: string };

export async function signToken(claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.customerId))
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key());
}

/** Verified claims, or null for a forged, malformed or expired token. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ["HS256"] });
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
