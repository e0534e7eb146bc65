import { describe, expect, it } from "vitest";
import { now } from "@/lib/clock";
import { japanYmd } from "@/lib/japan-time";
import { MESSAGES } from "@/lib/i18n/messages";
import { CONSOLE, signedInStaff, staffCall } from "../helpers/staff";

/** The owner's audit desk (GET /api/staff/audit, docs/staff.md "Audit trail"): its filters as the desk sends them. */
describe("the audit trail's filters", () => {
  it("refuses a 'to' day before the 'from' day with the localized date-order message, and lists nothing", async () => {
    const owner = await signedInStaff(["owner"]);
    for (const lang of ["ja", "en-us"] as const) {
      const res = await staffCall("GET", "/staff/audit", owner.cookie, {
        query: { from: "2026-11-20", to: "2026-11-19" },
        headers: CONSOLE,
        lang,
      });
      // The project's envelope for a refused input: HTTP 200, code 500 and the rule's message (SPEC §8).
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ code: 500, msg: MESSAGES[lang].validation.dateOrder });
    }
    // The same day at both ends is one whole day, not an error.
    const day = japanYmd(now());
    const oneDay = await staffCall("GET", "/staff/audit", owner.cookie, {
      query: { from: day, to: day },
      headers: CONSOLE,
    });
    expect(oneDay.json.code).toBe(200);
  });

  it("lists only the action picked from the list, and refuses a code not on it", async () => {
    const owner = await signedInStaff(["owner"]);
    const member = await signedInStaff(["support"]);
    const roles = await staffCall("POST", "/staff/team/roles", owner.cookie, {
      body: { id: member.id, roles: ["support", "finance"] },
      headers: CONSOLE,
    });
    expect(roles.json.code).toBe(200);
    const left = await staffCall("POST", "/staff/team/deactivate", owner.cookie, {
      body: { id: member.id, reason: "left" },
      headers: CONSOLE,
    });
    expect(left.json.code).toBe(200);
    const day = japanYmd(now());
    const picked = await staffCall("GET", "/staff/audit", owner.cookie, {
      query: { action: "staff.roles", from: day, to: day, pageSize: "100" },
      headers: CONSOLE,
    });
    expect(picked.json.code).toBe(200);
    const rows = picked.json.rows as { action: string; entityId: string }[];
    expect(rows.map((r) => r.action)).toEqual(rows.map(() => "staff.roles"));
    expect(rows.filter((r) => r.entityId === String(member.id))).toHaveLength(1);
    // The member's deactivation is on the trail, under its own action.
    const deactivated = await staffCall("GET", "/staff/audit", owner.cookie, {
      query: { action: "staff.deactivate", entityType: "staff", entityId: String(member.id) },
      headers: CONSOLE,
    });
    expect(deactivated.json.total).toBe(1);

    const unknown = await staffCall("GET", "/staff/audit", owner.cookie, {
      query: { action: "staff.fly" },
      headers: CONSOLE,
      lang: "en-us",
    });
    expect(unknown.json).toEqual({
      code: 500,
      msg: MESSAGES["en-us"].validation.invalid.replace("{field}", "action"),
    });
  });
});
