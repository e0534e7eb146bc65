import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { stopJobs } from "@/lib/jobs/boss";
import { runMailJob } from "@/lib/jobs/mail";
import { QUEUES } from "@/lib/jobs/queues";
import { get } from "../helpers/api";
import { uniqueEmail } from "../helpers/accounts";
import { jobsOf, startTestJobs } from "../helpers/jobs";
import { startSmtp } from "../helpers/smtp";
import { signedInStaff, staffCall } from "../helpers/staff";

/**
 * Every mail goes out at once or, when SMTP refuses it, through the "mail-send" queue with retries: an outage
 * delays mail but loses none (docs/jobs.md "Mail"). This file has an SMTP server of its own, stopped and
 * started again on the same port.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let port: number;
const savedUrl = process.env.SMTP_URL;

beforeAll(async () => {
  smtp = await startSmtp();
  port = smtp.port;
  process.env.SMTP_URL = smtp.url;
  resetEnvForTests();
  await startTestJobs("send");
});

afterAll(async () => {
  await smtp.close();
  process.env.SMTP_URL = savedUrl;
  resetEnvForTests();
});

async function smtpDown() {
  await smtp.close();
}
async function smtpUp() {
  smtp = await startSmtp(port);
}

const mailJobsTo = async (email: string) =>
  (await jobsOf(QUEUES.mail.name)).filter((j) => j.data?.to === email);

describe("a mail SMTP refuses", () => {
  it("is queued, the request still succeeds, and the queued mail goes out once SMTP is back", async () => {
    const email = uniqueEmail("queued");
    await smtpDown();
    const res = await get("/shop/user/sendVerificationCode", { query: { email }, lang: "en-us" });
    expect(res.json.code).toBe(200);
    // The code stands: it reaches the seller late instead of never.
    expect(await getDb().emailCode.count({ where: { email } })).toBe(1);
    const [job] = await mailJobsTo(email);
    expect(job.state).toBe("created");

    await smtpUp();
    await runMailJob(job.data);
    const mails = smtp.mails.filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(smtp.lastCode(email)).toMatch(/^\d{6}$/);
    // Run by hand here: out of the way of the worker of the last test.
    await (await startTestJobs()).deleteJob(QUEUES.mail.name, job.id);
  });

  it("is written in the transaction of the change it announces (a staff invitation)", async () => {
    const owner = await signedInStaff(["owner"]);
    const email = uniqueEmail("invited");
    await smtpDown();
    try {
      const res = await staffCall("POST", "/staff/team/invite", owner.cookie, {
        body: { email, name: "Queued", roles: ["support"] },
      });
      expect(res.json.code).toBe(200);
    } finally {
      await smtpUp();
    }
    expect(await getDb().staffUser.count({ where: { email } })).toBe(1);
    const jobs = await mailJobsTo(email);
    expect(jobs).toHaveLength(1);
    expect(String(jobs[0].data?.text)).toContain("/staff/invite?token=");
    expect(smtp.mails.filter((m) => m.to === email)).toHaveLength(0);
    await (await startTestJobs()).deleteJob(QUEUES.mail.name, jobs[0].id);
  });
});

describe("the mail queue's worker (real pg-boss on the test database)", () => {
  it("retries after an SMTP failure and delivers the mail exactly once", async () => {
    await stopJobs();
    await startTestJobs("work", ["mail"]);
    const email = uniqueEmail("retried");
    await smtpDown();
    const res = await get("/shop/user/sendVerificationCode", { query: { email } });
    expect(res.json.code).toBe(200);
    // The worker's own try fails while SMTP is still down: the job waits for its retry.
    await expect.poll(async () => (await mailJobsTo(email))[0]?.state, { timeout: 20_000 }).toBe("retry");
    const [failedOnce] = await mailJobsTo(email);
    expect(failedOnce.retry_count).toBe(0);

    await smtpUp();
    // The backoff (30 s and more) has passed.
    await getDb().$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE id = ${failedOnce.id}::uuid`;
    await expect
      .poll(() => smtp.mails.filter((m) => m.to === email).length, { timeout: 25_000, interval: 500 })
      .toBe(1);
    await expect.poll(async () => (await mailJobsTo(email))[0]?.state, { timeout: 5_000 }).toBe("completed");
    expect(smtp.mails.filter((m) => m.to === email)).toHaveLength(1);
    await stopJobs();
  }, 60_000);
});
