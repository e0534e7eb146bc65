import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { getDb } from "@/lib/db/client";
import { runningJobs, startJobs } from "@/lib/jobs/boss";
import { QUEUES, scheduleOptions } from "@/lib/jobs/queues";
import { deliverMail } from "@/lib/mail/send-mail";
import type { Door } from "./http";

/**
 * The breakages of `npm run check:instances -- --self-test` (docs/instances.md "Each check can fail"): each
 * check runs once against a setup broken the way it exists to catch, and must fail there.
 */

/** A database beside the given one, for an instance B that keeps its state apart (made and dropped here). */
export async function siblingDatabase(databaseUrl: string, suffix: string) {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1)}_${suffix}`.replace(/[^A-Za-z0-9_]/g, "_").slice(0, 63);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href,
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  return {
    url: Object.assign(new URL(url), { pathname: `/${name}` }).href,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A front for instance B that gives every idempotency key a suffix, header and body alike: B then never
 * finds the key A stored, as an instance keeping keys of its own would not.
 */
export async function keyForgettingFront(target: Door): Promise<Door & { close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      let body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([k]) => !["host", "content-length", "connection", "accept-encoding"].includes(k),
        ),
      ) as Record<string, string>;
      if (headers["idempotency-key"]) headers["idempotency-key"] += "-b";
      if (body.includes('"idempotencyKey"'))
        body = JSON.stringify({
          ...JSON.parse(body),
          idempotencyKey: `${JSON.parse(body).idempotencyKey}-b`,
        });
      const answer = await fetch(new URL(req.url!, target.url), {
        method: req.method,
        headers,
        body: body || undefined,
      });
      // fetch has decoded the body: its length and encoding headers no longer describe what is sent on
      const passed = [...answer.headers].filter(([k]) => !["content-encoding", "content-length"].includes(k));
      res.writeHead(answer.status, [...passed.flat(), "x-served-by", target.name]);
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    name: target.name,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const ROGUE_KEY = "check-instances-self-test";

/**
 * Job runners that do not share: a second schedule of `topup-expire` under a key of its own (what an
 * instance registering its own schedule does), and a reader that delivers the run's queued mails without
 * claiming them (what a worker taking jobs without SKIP LOCKED does).
 */
export async function rogueJobs(run: string) {
  const boss = runningJobs() ?? (await startJobs("send"));
  await boss.schedule(QUEUES.topUpExpiry.name, "* * * * *", null, { ...scheduleOptions(), key: ROGUE_KEY });
  const copied = new Set<string>();
  let stopped = false;
  const copying = (async () => {
    while (!stopped) {
      const jobs = await getDb().$queryRaw<
        { id: string; data: { to: string; subject: string; text: string } }[]
      >`
        SELECT id::text, data FROM pgboss.job
        WHERE name = ${QUEUES.mail.name} AND data->>'subject' LIKE ${`check:instances ${run} mail %`}`;
      for (const job of jobs.filter((j) => !copied.has(j.id))) {
        copied.add(job.id);
        await deliverMail(job.data);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await copying;
      await boss.unschedule(QUEUES.topUpExpiry.name, ROGUE_KEY);
    },
  };
}
