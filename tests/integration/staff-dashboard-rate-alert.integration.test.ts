import { beforeAll, describe, expect, it } from "vitest";
import { atTime } from "@/lib/clock";
import { japanInstant } from "@/lib/japan-time";
import { alertMissingRate } from "@/lib/rates/rate-source";
import { setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { dashboardQueues } from "@/lib/staff/dashboard";
import { startTestJobs } from "../helpers/jobs";

/**
 * The 11:00 rate alert on the staff dashboard (docs/staff.md "Dashboard"): shown to the members who may enter
 * the rate, until it is entered. A day of its own, so no other test's rate or alert touches it.
 */
const DAY = "2028-05-17";
const dashboardAt = (local: string, roles: string[]) =>
  atTime(japanInstant(`${DAY}T${local}`), () => dashboardQueues(roles));
const daysAt = async (local: string, roles: string[]) =>
  (await dashboardAt(local, roles)).alerts.rateMissing.map((alert) => alert.day);

beforeAll(async () => {
  // The alert queues its mails to finance as jobs.
  await startTestJobs("send");
});

describe("the dashboard's rate alert", () => {
  it("shows the day without a rate after 11:00 to finance and owners, and drops it once the rate is in", async () => {
    expect(await daysAt("10:59:00", ["finance"])).not.toContain(DAY);

    expect(await atTime(japanInstant(`${DAY}T11:00:00`), () => alertMissingRate())).toEqual({
      alerted: true,
      day: DAY,
    });
    expect(await daysAt("11:30:00", ["finance"])).toContain(DAY);
    expect(await daysAt("11:30:00", ["owner"])).toContain(DAY);
    // Roles that may not enter the rate are not told about it.
    for (const roles of [["support"], ["purchaser"], ["warehouse"]])
      expect((await dashboardAt("11:30:00", roles)).alerts.rateMissing).toEqual([]);

    await setRate(CLI_ACTOR, { bankTts: "21.40", bankName: "三菱UFJ銀行", effectiveDate: DAY });
    expect(await daysAt("11:45:00", ["finance"])).not.toContain(DAY);
  });
});
