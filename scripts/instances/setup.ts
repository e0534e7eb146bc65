import type { Door } from "./http";
import {
  freePort,
  nextStartArgs,
  startChild,
  stopChild,
  waitForHttp,
  waitForLog,
  workerArgs,
  type Child,
} from "./processes";
import { startProxy } from "./proxy";

export type SetupOptions = {
  databaseUrl: string;
  jwtSecret: string;
  /** the shops run the job workers themselves (the default of a shop with DATABASE_URL) instead of workers */
  jobsInProcess: boolean;
  logDir: string;
  /** the run's SMTP server: every process mails there, so the job check can count deliveries */
  smtpUrl: string;
  /** Breakages for --self-test: instance B signs with another key, or keeps its state in another database. */
  jwtSecretB?: string;
  databaseUrlB?: string;
};

export type Setup = {
  a: Door;
  b: Door;
  proxy: Door & { served: Map<string, number> };
  /** the processes that run the job workers: two `npm run worker`, or the two shops */
  jobRunners: Child[];
  children: Child[];
  stop: () => Promise<void>;
};

/** Every process's environment: production, one database, one key, one public address (the proxy's). */
function environment(o: SetupOptions, appUrl: string): NodeJS.ProcessEnv {
  // Real captchas: a fixed text is for the browser tests only.
  const inherited = { ...process.env };
  delete inherited.CAPTCHA_TEST_TEXT;
  return {
    ...inherited,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: o.databaseUrl,
    JWT_SECRET: o.jwtSecret,
    DEMO_SEED: "1",
    // One load balancer in front: the client address is the last X-Forwarded-For entry (lib/api/client-ip.ts).
    TRUST_PROXY: "1",
    APP_URL: appUrl,
    JOBS_IN_PROCESS: o.jobsInProcess ? "1" : "0",
    SMTP_URL: o.smtpUrl,
  };
}

/**
 * Two `next start` on free ports from the existing build, the round-robin proxy in front, and the job workers
 * as docker-compose runs them (two `npm run worker`, the shops with JOBS_IN_PROCESS=0) or in the shops.
 */
export async function startSetup(o: SetupOptions): Promise<Setup> {
  const ports = { a: await freePort(), b: await freePort() };
  const proxy = await startProxy([
    { name: "A", port: ports.a },
    { name: "B", port: ports.b },
  ]);
  const env = environment(o, proxy.url);
  const envB = {
    ...env,
    ...(o.jwtSecretB ? { JWT_SECRET: o.jwtSecretB } : {}),
    ...(o.databaseUrlB ? { DATABASE_URL: o.databaseUrlB, DEMO_SEED: "0" } : {}),
  };
  const children: Child[] = [];
  const stop = async () => {
    await Promise.all(children.map((c) => stopChild(c)));
    await proxy.close();
  };
  try {
    const a = startChild("shop-a", nextStartArgs(ports.a), env, o.logDir);
    const b = startChild("shop-b", nextStartArgs(ports.b), envB, o.logDir);
    children.push(a, b);
    const doors = {
      a: { name: "A", url: `http://127.0.0.1:${ports.a}` },
      b: { name: "B", url: `http://127.0.0.1:${ports.b}` },
    };
    const probe = "/api/shop/pay/paypal/status";
    await Promise.all([waitForHttp(a, doors.a.url + probe), waitForHttp(b, doors.b.url + probe)]);
    let jobRunners = [a, b];
    if (!o.jobsInProcess) {
      jobRunners = [1, 2].map((n) => startChild(`worker-${n}`, workerArgs(), env, o.logDir));
      children.push(...jobRunners);
    }
    const started = o.jobsInProcess ? /\[jobs\] queue started \(workers/ : /\[jobs\] worker running/;
    await Promise.all(jobRunners.map((c) => waitForLog(c, started)));
    return {
      ...doors,
      proxy: { name: "proxy", url: proxy.url, served: proxy.served },
      jobRunners,
      children,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
