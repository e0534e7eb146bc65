import { randomBytes } from "node:crypto";
import { checkJobs, watchJobs, type JobWatch } from "./check-jobs";
import { checkLimits } from "./check-limits";
import { checkPayments } from "./check-payments";
import { checkSessions } from "./check-sessions";
import type { Seller, Staff } from "./fixtures";
import type { Check } from "./report";
import { keyForgettingFront, rogueJobs, siblingDatabase } from "./self-test";
import type { Setup, SetupOptions } from "./setup";

/** What the checks of one run share: its name, its data, its SMTP server. */
export type RunContext = {
  run: string;
  ticks: number;
  jobsInProcess: boolean;
  databaseUrl: string;
  mailbox: { mails: { to: string; subject: string }[] };
  payer: Seller;
  jobsSeller: Seller;
  signIn: Staff;
  finance: Staff[];
  /** work to undo when the run ends (a database made for the self-test) */
  cleanups: (() => Promise<void>)[];
};

type Body = (check: Check, setup: Setup) => Promise<void>;

export type Plan = {
  n: number;
  title: string;
  /** `watch`: the job check's slots, chosen when the setup came up (the other checks run meanwhile) */
  run: (check: Check, setup: Setup, watch: JobWatch | null) => Promise<void>;
  /** --self-test: the setup broken the way the check exists to catch; the check must fail there */
  breakage: string;
  broken: () => Promise<{ options?: Partial<SetupOptions>; run: Body }>;
};

/** The four checks of issue 32, and how each is shown able to fail (docs/instances.md). */
export function plans(x: RunContext): Plan[] {
  const sessions: Body = (c, s) => checkSessions(c, s, x.signIn);
  const limits: Body = (c, s) => checkLimits(c, s, x.run);
  const payments: Body = (c, s) => checkPayments(c, s, x.payer, x.finance, x.run);
  const jobs = async (c: Check, s: Setup, watch: JobWatch | null) =>
    checkJobs(c, s, watch ?? (await watchJobs(x.ticks)), x.jobsSeller, x.mailbox, x.run);
  return [
    {
      n: 1,
      title:
        "1. Sessions: signed in on A, the same session on B and through the proxy; signed out anywhere, out everywhere",
      run: sessions,
      breakage: "B signs tokens with another JWT_SECRET",
      broken: async () => ({ options: { jwtSecretB: randomBytes(32).toString("hex") }, run: sessions }),
    },
    {
      n: 2,
      title: "2. Rate limits: counted across A and B as on one instance",
      run: limits,
      breakage: "B keeps its state in a database of its own",
      broken: async () => {
        const other = await siblingDatabase(x.databaseUrl, `selftest_${x.run}`);
        x.cleanups.push(other.drop);
        return { options: { databaseUrlB: other.url }, run: limits };
      },
    },
    {
      n: 3,
      title: "3. Idempotent payments: one key on A and B at once, and replayed → charged once",
      run: payments,
      breakage: "B never finds the idempotency keys A stored",
      broken: async () => ({
        run: async (c, s) => {
          const front = await keyForgettingFront(s.b);
          try {
            await payments(c, { ...s, b: front });
          } finally {
            await front.close();
          }
        },
      }),
    },
    {
      n: 4,
      title: `4. Scheduled jobs: ${x.jobsInProcess ? "two shops running the jobs" : "two workers"} → once per slot, each queued job once`,
      run: jobs,
      breakage: "a second schedule of the job, and a reader delivering queued mails without claiming them",
      broken: async () => ({
        run: async (c, s) => {
          const rogue = await rogueJobs(x.run);
          try {
            await jobs(c, s, null);
          } finally {
            await rogue.stop();
          }
        },
      }),
    },
  ];
}
