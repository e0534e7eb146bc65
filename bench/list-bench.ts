/**
 * The list benchmarks (order list, problem list): one measured seller whose own rows stay the same while
 * the other customers' rows grow from one size to the next, served by `next start`, by a node:http + pg
 * baseline issuing the same SQL (bench/list-baseline.ts) and by the bare Next.js app answering from that SQL
 * (bench/bare-next.ts, bench/bare-next/raw-lists.mjs), at the same connections, one after the other; the bare
 * app only after answering the same as the shop for every request.
 *
 * Options: --skip-build, --duration=20, --connections=64, --sizes=… (each benchmark has its defaults),
 * --ports=app,baseline,bare (instead of the benchmark's), --bare-dir=… (where the bare app is copied and built,
 * instead of the benchmarks' shared folder).
 */
import path from "node:path";
import pg from "pg";
import { bareNext } from "./bare-next";
import { arg, createHarness, measureRow, pick, saveResults, table, type Row } from "./harness";
import type { ListKind } from "./list-queries";
import { BARE_NEXT, BASELINE, NEXT_START } from "./ratios";

export type ListBench = {
  kind: ListKind;
  /** dedicated database (overridable by an environment variable) */
  databaseUrl: string;
  targetEmail: string;
  defaultSizes: string;
  /** the bare Next.js app (bench/bare-next/app/api/shop/…) serves the same paths */
  ports: [app: number, baseline: number, bare: number];
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

type ListAnswer = { code: number; total?: number; rows?: { id: number; lines: unknown[] }[]; data?: unknown };
/** "total 500, orders 12,9,… with 2,2,… lines": what must be equal in the shop's and the bare app's order pages. */
export const pageSummary = (a: ListAnswer) =>
  a.code !== 200 || !a.rows
    ? `code ${a.code}`
    : `total ${a.total}, orders ${a.rows.map((r) => r.id)} with ${a.rows.map((r) => r.lines.length)} lines`;

/**
 * What must be equal in the shop's and the bare app's answers. The bare order list sends its statement's rows
 * as they come (their ids and lines compared); the problem and packing-list lists and their statistics answer
 * the shop's own rows and figures, compared whole (all but the message, which the shop translates).
 */
export const answerSummary = (kind: ListKind, a: ListAnswer) =>
  kind === "orders"
    ? pageSummary(a)
    : a.code !== 200
      ? `code ${a.code}`
      : JSON.stringify({ total: a.total, rows: a.rows, data: a.data });

async function checkSameAnswers(
  kind: ListKind,
  [appPort, barePort]: [number, number],
  paths: readonly string[],
  init: RequestInit,
) {
  for (const p of paths) {
    const [app, bare] = await Promise.all(
      [appPort, barePort].map(async (port) =>
        answerSummary(kind, await (await fetch(`http://127.0.0.1:${port}${p}`, init)).json()),
      ),
    );
    if (app !== bare) throw new Error(`different answers for ${p}: shop ${app} vs bare ${bare}`);
  }
  console.log(`  ${paths.length} requests: the same answers from the shop and the bare app`);
}

export async function runListBench(spec: ListBench) {
  const connections = Number(arg("connections", "64"));
  const duration = Number(arg("duration", "20"));
  const warmup = 5;
  const sizes = arg("sizes", spec.defaultSizes).split(",").map(Number);
  const ports = arg("ports", "");
  const [appPort, baselinePort, barePort] = ports ? ports.split(",").map(Number) : spec.ports;
  if (!barePort) throw new Error("--ports=app,baseline,bare: three ports");
  const h = createHarness(spec.databaseUrl);
  try {
    await h.prepareDatabase();
    const db = new pg.Client({ connectionString: spec.databaseUrl });
    await db.connect();
    const { token, customerId } = await targetSession(h, db, spec);
    h.buildIfNeeded();
    const bare = bareNext(h.env, arg("bare-dir", "") || undefined);
    bare.build();
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
      // The baseline writes the SQL it recorded there (per size: it names this data's ids); the bare app answers from it.
      const sqlFile = path.join(bare.dir, "captured-list-sql.json");
      h.env.BENCH_SQL_FILE = sqlFile;
      const baseline = h.startTsx("baseline", "bench/list-baseline.ts", [String(baselinePort), spec.kind]);
      await h.waitFor(`http://127.0.0.1:${appPort}${spec.paths[0]}`, { headers });
      await h.waitFor(`http://127.0.0.1:${baselinePort}${spec.paths[0]}`);
      const check = await (await fetch(`http://127.0.0.1:${appPort}${spec.paths[0]}`, { headers })).json();
      if (!spec.check(check)) throw new Error(`unexpected answer ${JSON.stringify(check).slice(0, 300)}`);
      const servers = [
        { server: NEXT_START, port: appPort, pid: app.pid! },
        { server: BASELINE, port: baselinePort, pid: baseline.pid! },
      ];
      const bareApp = h.track(bare.start(barePort, { BENCH_SQL_FILE: sqlFile }));
      await h.waitFor(`http://127.0.0.1:${barePort}${spec.paths[0]}`, { headers });
      await checkSameAnswers(spec.kind, [appPort, barePort], spec.paths, { headers });
      servers.push({ server: BARE_NEXT, port: barePort, pid: bareApp.pid! });
      for (const { server, port, pid } of servers) {
        const run = { url: `http://127.0.0.1:${port}`, nextPath, connections, pid, headers };
        rows.push(
          await measureRow(spec.scenario(size), server, run, { warmupSec: warmup, durationSec: duration }),
        );
      }
      await h.stop(baseline);
      await h.stop(bareApp);
    }
    await db.end();
    saveResults(`${spec.kind}-latest.json`, {
      at: new Date().toISOString(),
      connections,
      durationSec: duration,
      rows,
    });
    console.log(`\n${table(rows)}\n\n(bench/results/${spec.kind}-latest.json)`);
    for (const r of rows.filter((r) => r.server === BARE_NEXT)) {
      const shop = rows.find((s) => s.scenario === r.scenario && s.server === NEXT_START)!;
      const ratio = shop.cpuMsPerRequest / r.cpuMsPerRequest;
      console.log(
        `${r.scenario}: server CPU ${shop.cpuMsPerRequest.toFixed(2)} ms/req (shop) vs ${r.cpuMsPerRequest.toFixed(2)} (bare): ${ratio.toFixed(2)}× (target ≤ 1.2)`,
      );
    }
  } finally {
    h.stopAll();
  }
}
