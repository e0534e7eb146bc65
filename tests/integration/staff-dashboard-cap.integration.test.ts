import { describe, expect, it } from "vitest";
import { LIMITS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { createCustomer } from "../helpers/accounts";
import { signedInStaff, staffCall } from "../helpers/staff";

/**
 * A queue longer than LIMITS.dashboardCountCap is counted up to the cap and flagged (docs/staff.md
 * "Dashboard"): the count then costs the same however long the queue grows. Its own file, as its thousand
 * rows would change the exact counts of tests/integration/staff-dashboard.integration.test.ts.
 */
describe("the dashboard's count cap", () => {
  it("answers the cap and `more` beyond it, exact figures up to it, and the oldest item still exactly", async () => {
    const support = await signedInStaff(["support"]);
    const { id: customerId } = await createCustomer();
    const cap = LIMITS.dashboardCountCap;
    const oldest = new Date(Date.now() - 72 * 3_600_000);
    const rows = (n: number, status: number) =>
      Array.from({ length: n }, (_, i) => ({
        customerId,
        content: `feedback ${i}`,
        images: [],
        status,
        createdAt: i === 0 ? oldest : new Date(Date.now() - i * 1000),
      }));
    const feedback = async () => {
      const res = await staffCall("GET", "/staff/dashboard", support.cookie);
      expect(res.json.code, res.json.msg).toBe(200);
      return res.json.data.queues.find((q: { key: string }) => q.key === "feedbackToAnswer");
    };

    await getDb().feedback.createMany({ data: rows(cap, PROBLEM_PROCESS_STATUS.PENDING) });
    expect(await feedback()).toMatchObject({ count: cap, more: false, oldestAt: oldest.toISOString() });

    await getDb().feedback.createMany({ data: rows(1, PROBLEM_PROCESS_STATUS.IN_PROCESS).slice(0, 1) });
    expect(await feedback()).toMatchObject({ count: cap, more: true, oldestAt: oldest.toISOString() });
  });
});
