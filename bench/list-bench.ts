/**
 * The list benchmarks (order list, problem list): one measured seller whose own rows stay the same while
 * the other customers' rows grow from one size to the next, served by `next start` and by a node:http + pg
 * baseline issuing the same SQL (bench/list-baseline.ts), at the same connections, one after the other.
 *
 * Options: --skip-build, --duration=20, --connections=64, --sizes=… (each benchmark has its defaults).
 */
import pg from "pg";
import { arg, createHarness, measureRow, pick, saveResults, table, type Row } from "./harness";
import type { ListKind } from "./list-queries";

export type ListBench = {
  kind: ListKind;
  /** dedicated database (overridable by an environment variable) */
  databaseUrl: string;
  targetEmail: string;
  defaultSizes: string;
  ports: [app: number, baseline: number];
  paths: readonly string[];
  scenario: (size: number) => string;
  /** fills the database for one size; the target's own rows are the same at every size */
  seed: (db: pg.Client, targetId: number, size: number) => Promise<void>;
  /** a sanity check of the shop's answer to paths[0] before measuring */
  check: (json: { code: number; total?: number; data?: unknown }) => boolean;
};

/** A signed-in seller for the benchmarks, with a session token signed by the servers' secret. */
export async function targetSession(
  h: ReturnType<typeof createHarness>,
  db: pg.Client,
  spec: Pick<ListBench, "targetEmail" | "databaseUrl">,
) {
  await db.query(
    `INSERT INTO customer (email, user_name, password_hash, updated_at) VALUES ($1, 'bench', 'x', now())
     ON CONFLICT (email) DO NOTHING`,
    [spec.targetEmail],
  );
  const { rows } = await db.query<{ id: number }>("SELECT id FROM customer WHERE email = $1", [
    spec.targetEmail,
  ]);
  // The shop's own session code signs the token, with the servers' secret.
  process.env.DATABASE_URL = spec.databaseUrl;
  process.env.JWT_SECRET = h.env.JWT_SECRET;
  const { createSession } = await import("@/lib/auth/session");
  const token = await createSession(rows[0].id, "127.0.0.1", "bench");
  const { closeDb } = await import("@/lib/db/client");
  await closeDb();
  return { token, customerId: rows[0].id };
}

export async function runListBench(spec: ListBench) {
  const connections = Number(arg("connections", "64"));
  const duration = Number(arg("duration", "20"));
  const warmup = 5;
  const sizes = arg("sizes", spec.defaultSizes).split(",").map(Number);
  const [appPort, baselinePort] = spec.ports;
  const h = createHarness(spec.databaseUrl);
  try {
    await h.prepareDatabase();
    const db = new pg.Client({ connectionString: spec.databaseUrl });
    await db.connect();
    const { token, customerId } = await targetSession(h, db, spec);
    h.buildIfNeeded();
    const app = h.startNext(appPort);
    const headers = { authorization: `Bearer ${token}` };
    const nextPath = () => pick(spec.paths);
    const rows: Row[] = [];
    for (const size of sizes) {
      console.log(`\n▶ seed: ${spec.scenario(size)}`);
      const started = Date.now();
      await spec.seed(db, customerId, size);
      console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      h.env.BENCH_TOKEN = token;
      const baseline = h.startTsx("baseline", "bench/list-baseline.ts", [String(baselinePort), spec.kind]);
      await h.waitFor(`http://127.0.0.1:${appPort}${spec.paths[0]}`, { headers });
      await h.waitFor(`http://127.0.0.1:${baselinePort}${spec.paths[0]}`);
      const check = await (await fetch(`http://127.0.0.1:${appPort}${spec.paths[0]}`, { headers })).json();
      if (!spec.check(check)) throw new Error(`unexpected answer ${JSON.stringify(check).slice(0, 300)}`);
      for (const { server, port, pid } of [
        { server: "next start", port: appPort, pid: app.pid! },
        { server: "node:http + pg", port: baselinePort, pid: baseline.pid! },
      ]) {
        const run = { url: `http://127.0.0.1:${port}`, nextPath, connections, pid, headers };
        rows.push(
          await measureRow(spec.scenario(size), server, run, { warmupSec: warmup, durationSec: duration }),
        );
      }
      baseline.kill("SIGTERM");
    }
    await db.end();
    saveResults(`${spec.kind}-latest.json`, {
      at: new Date().toISOString(),
      connections,
      durationSec: duration,
      rows,
    });
    console.log(`\n${table(rows)}\n\n(bench/results/${spec.kind}-latest.json)`);
  } finally {
    h.stopAll();
  }
}
