import { beforeAll, describe, expect, it } from "vitest";
import type { PgBoss } from "pg-boss";
import { getDb } from "@/lib/db/client";
import { startJobs, stopJobs } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { registerWorkers } from "@/lib/jobs/workers";
import { createCustomer } from "../helpers/accounts";
import { jobsOf, startTestJobs } from "../helpers/jobs";
import { signedInStaff, staffCall } from "../helpers/staff";

/** The owner's job console (/staff/jobs, docs/jobs.md "Console"): queue states, failed jobs, retry. */

let boss: PgBoss;
beforeAll(async () => {
  boss = await startTestJobs("send");
});

/** A mail job that ran out of tries, as the worker leaves one after SMTP refused it every time. */
async function failedMailJob(to: string): Promise<string> {
  const id = await boss.send(
    QUEUES.mail.name,
    { to, subject: "Hello", text: "secret code 123456" },
    { retryLimit: 0 },
  );
  const [job] = await boss.fetch(QUEUES.mail.name);
  expect(job.id).toBe(id);
  await boss.fail(QUEUES.mail.name, job.id, { message: "connect ECONNREFUSED 127.0.0.1:25" });
  return id!;
}

const auditOf = (id: string) => getDb().auditLog.findMany({ where: { entityType: "job", entityId: id } });

describe("the job console", () => {
  it("shows each queue's jobs by state and a failed job with its error, never a mail's body", async () => {
    const owner = await signedInStaff(["owner"]);
    const id = await failedMailJob("failed-1@example.test");
    const state = await staffCall("GET", "/staff/jobs", owner.cookie);
    expect(state.json.code).toBe(200);
    const names = state.json.data.queues.map((q: { name: string }) => q.name);
    expect(names).toEqual(Object.values(QUEUES).map((q) => q.name));
    const mail = state.json.data.queues.find((q: { name: string }) => q.name === QUEUES.mail.name);
    expect(mail.counts.failed).toBeGreaterThanOrEqual(1);
    expect(mail.cron).toBeNull();

    const failed = await staffCall("GET", "/staff/jobs/failed", owner.cookie, {
      query: { queue: QUEUES.mail.name, pageSize: 100 },
    });
    const row = failed.json.rows!.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({
      queue: QUEUES.mail.name,
      about: "failed-1@example.test · Hello",
      error: "connect ECONNREFUSED 127.0.0.1:25",
    });
    expect(JSON.stringify(failed.json)).not.toContain("123456");
  });

  it("retries a failed job once, with its audit row; a second click changes nothing", async () => {
    const owner = await signedInStaff(["owner"]);
    const id = await failedMailJob("failed-2@example.test");
    const res = await staffCall("POST", "/staff/jobs/retry", owner.cookie, {
      body: { queue: QUEUES.mail.name, id },
      lang: "en-us",
    });
    expect(res.json).toEqual({ code: 200, msg: "The job is queued to run again" });
    const job = (await jobsOf(QUEUES.mail.name)).find((j) => j.id === id)!;
    expect(job.state).toBe("retry");
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: owner.id,
      action: "job.retry",
      before: { queue: QUEUES.mail.name, state: "failed" },
      after: { queue: QUEUES.mail.name, state: "retry" },
    });

    const again = await staffCall("POST", "/staff/jobs/retry", owner.cookie, {
      body: { queue: QUEUES.mail.name, id },
      lang: "en-us",
    });
    expect(again.json).toEqual({
      code: 500,
      msg: "This job is not in the failed state (it may have been retried already)",
    });
    expect(await auditOf(id)).toHaveLength(1);
    // Out of the way of the other tests, which take the next job of the queue as theirs.
    await boss.deleteJob(QUEUES.mail.name, id);
  });

  it("answers a clear message for a malformed id or an unknown queue, and changes nothing", async () => {
    const owner = await signedInStaff(["owner"]);
    const id = await failedMailJob("failed-3@example.test");
    for (const body of [
      { queue: QUEUES.mail.name, id: "not-a-uuid" },
      { queue: "no-such-queue", id },
    ]) {
      const res = await staffCall("POST", "/staff/jobs/retry", owner.cookie, { body, lang: "ja" });
      expect(res.json.code).toBe(500);
      expect(res.json.msg).toBeTruthy();
    }
    const unknown = await staffCall("POST", "/staff/jobs/retry", owner.cookie, {
      body: { queue: QUEUES.mail.name, id: "00000000-0000-4000-8000-000000000000" },
      lang: "en-us",
    });
    expect(unknown.json.code).toBe(500);
    expect((await jobsOf(QUEUES.mail.name)).find((j) => j.id === id)!.state).toBe("failed");
    expect(await auditOf(id)).toHaveLength(0);
  });
});

describe("the job console is the owner's", () => {
  it("refuses no session, a seller's token and a member without the role; the job stays failed", async () => {
    const seller = await createCustomer();
    const finance = await signedInStaff(["finance"]);
    const id = await failedMailJob("failed-4@example.test");
    const body = { queue: QUEUES.mail.name, id };
    for (const [method, path] of [
      ["GET", "/staff/jobs"],
      ["GET", "/staff/jobs/failed"],
      ["POST", "/staff/jobs/retry"],
    ]) {
      const opts = method === "POST" ? { body } : {};
      expect((await staffCall(method, path, null, opts)).json.code).toBe(401);
      expect((await staffCall(method, path, null, { ...opts, token: seller.token })).json.code).toBe(401);
      const refused = await staffCall(method, path, finance.cookie, { ...opts, lang: "en-us" });
      expect(refused.json).toEqual({ code: 500, msg: "You currently have no permission" });
    }
    expect((await jobsOf(QUEUES.mail.name)).find((j) => j.id === id)!.state).toBe("failed");
    expect(await auditOf(id)).toHaveLength(0);
  });
});

describe("the schedules", () => {
  it("are kept by a working instance, each queue's cron in Japan time, once however many instances start", async () => {
    await stopJobs();
    const first = await startJobs("work", registerWorkers);
    const schedules = await first.getSchedules();
    const scheduled = Object.values(QUEUES).filter((q): q is typeof q & { cron: string } => "cron" in q);
    expect(schedules.map((s) => [s.name, s.cron, s.timezone]).sort()).toEqual(
      scheduled.map((q) => [q.name, q.cron, "Asia/Tokyo"]).sort(),
    );
    await stopJobs();
    // A second start (another instance, a restart) updates the same schedules instead of adding to them.
    const second = await startJobs("work", registerWorkers);
    expect(await second.getSchedules()).toHaveLength(scheduled.length);
    await stopJobs();
    boss = await startTestJobs("send");
  });
});
