import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { createEnrolledStaff } from "@/lib/staff/team";
import { currentCode, newTotpSecret } from "@/lib/staff/totp";
import type { StaffRole } from "@/lib/staff/roles";
import { call, type CallOptions } from "./api";

export const STAFF_PASSWORD = "Staff1234";

/** A staff member ready to sign in (password and authenticator set), made through the domain function. */
export async function createStaffMember(roles: StaffRole[], overrides: { serviceCode?: string } = {}) {
  const email = `staff-${randomUUID().slice(0, 8)}@example.test`;
  const totpSecret = newTotpSecret();
  const { id } = await createEnrolledStaff(CLI_ACTOR, {
    email,
    name: `Staff ${roles.join("+")}`,
    roles,
    language: "ja",
    serviceCode: overrides.serviceCode,
    password: STAFF_PASSWORD,
    totpSecret,
  });
  return { id, email, totpSecret, roles };
}

/** The console's page sends same-origin requests: the browser says so with Sec-Fetch-Site. */
export const CONSOLE = { "sec-fetch-site": "same-origin" };

export function staffCall(method: string, path: string, cookie: string | null, options: CallOptions = {}) {
  return call(method, path, {
    ...options,
    headers: { ...CONSOLE, ...(cookie ? { cookie } : {}), ...options.headers },
  });
}

/** Signs a member in through the API (password + the authenticator's code now) and answers its cookie. */
export async function staffSignIn(member: { email: string; totpSecret: string }, at = Date.now()) {
  const res = await staffCall("POST", "/staff/auth/login", null, {
    body: { email: member.email, password: STAFF_PASSWORD, code: currentCode(member.totpSecret, at) },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  const value = /^staff_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  expect(value).toBeTruthy();
  return `staff_session=${value}`;
}

/** A signed-in member with these roles: its cookie, for staffCall. */
export async function signedInStaff(roles: StaffRole[], overrides: { serviceCode?: string } = {}) {
  const member = await createStaffMember(roles, overrides);
  // A code works once per 30-second step: sign in with the previous step's code so a test may use "now".
  // That code is one step old; near the step's end the server would see it two steps old and refuse it,
  // so a sign-in in the step's last 3 seconds waits for the next step.
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 50));
  return { ...member, cookie: await staffSignIn(member, Date.now() - 30_000) };
}
