import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { signToken, verifyToken } from "./token";

const SECRET_A = "a".repeat(40);
const SECRET_B = "b".repeat(40);
const inAnHour = () => new Date(Date.now() + 3600_000);
const original = process.env.JWT_SECRET;

function useSecret(secret: string) {
  process.env.JWT_SECRET = secret;
  resetEnvForTests();
}

afterEach(() => {
  if (original === undefined) delete process.env.JWT_SECRET;
  else process.env.JWT_SECRET = original;
  resetEnvForTests();
});

describe("session tokens", () => {
  const claims = { customerId: 42, sessionId: "0b7e4c1e-8a7f-4d5e-9c3b-2f1a6d8e9b01" };

  it("verifies its own tokens, many times with the one imported key", async () => {
    useSecret(SECRET_A);
    const token = await signToken(claims, inAnHour());
    for (let i = 0; i < 3; i++) expect(await verifyToken(token)).toEqual(claims);
  });

  it("refuses a token signed with another secret, also after the secret changes in the process", async () => {
    useSecret(SECRET_A);
    const token = await signToken(claims, inAnHour());
    expect(await verifyToken(token)).toEqual(claims);
    useSecret(SECRET_B);
    expect(await verifyToken(token)).toBeNull();
    expect(await verifyToken(await signToken(claims, inAnHour()))).toEqual(claims);
  });

  it("refuses a token it verified before once the token has expired", async () => {
    useSecret(SECRET_A);
    const token = await signToken(claims, new Date(Date.now() + 60_000));
    expect(await verifyToken(token)).toEqual(claims);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    try {
      expect(await verifyToken(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses expired, altered and malformed tokens", async () => {
    useSecret(SECRET_A);
    expect(await verifyToken(await signToken(claims, new Date(Date.now() - 1000)))).toBeNull();
    const [header, , signature] = (await signToken(claims, inAnHour())).split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "43", jti: claims.sessionId, iss: "kaitsuke-shop" }));
    expect(await verifyToken(`${header}.${forged.toString("base64url")}.${signature}`)).toBeNull();
    expect(await verifyToken("not-a-token")).toBeNull();
  });
});
