import { decodeJwt } from "jose";
import { expect } from "vitest";
import { getDb } from "@/lib/db/client";
import { createSession } from "@/lib/auth/session";
import { post, type Envelope } from "./api";
import { forgedToken } from "./accounts";

export const UNAUTHORIZED_JA = "ログインの有効期限が切れました。再度ログインしてください";

/** An expired, a revoked, a forged, a malformed and a missing token for the customer. */
export async function refusedTokens(customerId: number): Promise<(string | undefined)[]> {
  const expired = await createSession(customerId, "127.0.0.1", "vitest");
  await getDb().session.update({
    where: { id: decodeJwt(expired).jti! },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  const revoked = await createSession(customerId, "127.0.0.1", "vitest");
  expect((await post("/shop/user/logout", { token: revoked })).json.code).toBe(200);
  return [expired, revoked, await forgedToken(), "garbage", undefined];
}

/** Each refused token gets the localized 401 envelope and no data. */
export async function assertTokensRefused(
  customerId: number,
  send: (token: string | undefined) => Promise<{ json: Envelope }>,
): Promise<void> {
  for (const token of await refusedTokens(customerId)) {
    const res = await send(token);
    expect(res.json).toMatchObject({ code: 401, msg: UNAUTHORIZED_JA });
    expect(res.json.data).toBeUndefined();
  }
}
