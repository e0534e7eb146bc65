/**
 * `npm run bench:profile -- --scenario=detail`: where the server's CPU goes for one API request, by owner
 * (Next.js, the shop's own code, zod, Prisma, the pg driver, Node, GC). `next start` runs under
 * `node --cpu-prof` on the 10,000-goods `bench` database while autocannon sends the scenario's requests;
 * every sample of the profile is mapped through the build's source maps and charged to the nearest frame on
 * its stack that belongs to a known owner. Also lists the shop's own functions by inclusive time.
 * docs/performance.md "Where an API request's CPU goes" records the results.
 *
 * Options: --scenario=detail|search|orders|noop (orders: a signed-in seller's order list, without orders),
 * or problems|containers (the seller's list and statistics of `npm run bench:problems` / `bench:containers`,
 * on the database that benchmark left: BENCH_PROBLEMS_DATABASE_URL / BENCH_CONTAINERS_DATABASE_URL),
 * --duration=15 (seconds measured, after 3 of warm-up), --connections=32, --port=3242, --skip-build. Not in
 * `npm test`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { detailPath, keywordPath, seededCatalogue } from "./catalogue";
import { arg, createHarness, pick, root } from "./harness";
import { TARGET_EMAIL as CONTAINERS_SELLER } from "./containers-seed";
import { targetSession } from "./list-bench";
import { CONTAINER_LIST_PATHS, ORDER_LIST_PATHS, PROBLEM_LIST_PATHS } from "./list-queries";
import { measure } from "./measure";
import { TARGET_EMAIL as PROBLEMS_SELLER } from "./problems-seed";

const PORT = Number(arg("port", "3242"));
const SCENARIO = arg("scenario", "detail");
const DURATION = Number(arg("duration", "15"));
const CONNECTIONS = Number(arg("connections", "32"));
const WARMUP = 3;

/** The list benchmarks' scenarios: their seller's requests on the database the benchmark seeded. */
const LISTS: Record<string, { databaseUrl: string; seller: string; paths: readonly string[] }> = {
  problems: {
    databaseUrl:
      process.env.BENCH_PROBLEMS_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_problems",
    seller: PROBLEMS_SELLER,
    paths: PROBLEM_LIST_PATHS,
  },
  containers: {
    databaseUrl:
      process.env.BENCH_CONTAINERS_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_containers",
    seller: CONTAINERS_SELLER,
    paths: CONTAINER_LIST_PATHS,
  },
};
const LIST = LISTS[SCENARIO];
const DATABASE_URL =
  LIST?.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const sourceMaps = new Map<string, SourceMap | null>();

/** A frame's original file, line and name through the build's server source maps (.map files). */
function sourceOf(frame: CallFrame): { source: string; name: string } {
  const name = frame.functionName || "(anonymous)";
  if (!frame.url.startsWith("file://")) return { source: frame.url, name };
  const file = fileURLToPath(frame.url);
  if (!file.includes(".next-bench")) return { source: file, name };
  if (!sourceMaps.has(file)) {
    try {
      sourceMaps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8"))));
    } catch {
      sourceMaps.set(file, null);
    }
  }
  const entry = sourceMaps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry || !("originalSource" in entry)) return { source: file, name };
  // Node returns the original name too (not yet in its types).
  const original = (entry as { name?: string }).name;
  return { source: `${entry.originalSource}:${entry.originalLine + 1}`, name: original ?? name };
}

const SHOP = "the shop's code (lib/, app/)";

/** Who a frame belongs to; null for Node's and V8's own frames, which are charged to their caller. */
function ownerOf(source: string): string | null {
  if (/node_modules\/zod\//.test(source)) return "zod (the routes' schemas)";
  if (/prisma|query_compiler|\.wasm/.test(source)) return "Prisma";
  if (/node_modules\/(pg|pg-[a-z]+|postgres-[a-z]+)\//.test(source)) return "pg driver";
  if (/node_modules\/(next|@opentelemetry)\/|\[turbopack\]|\/\.next-bench\//.test(source)) return "Next.js";
  const library = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (library) return library[1];
  if (/(^|\/)(lib|app)\//.test(source)) return SHOP;
  return null;
}

const SOCKET_WRITES = "socket writes (includes waiting for the core)";
const LEAF_OWNERS = new Map([
  ["(garbage collector)", "garbage collection"],
  ["(program)", "V8 (program)"],
  // A socket write wakes PostgreSQL or the load generator on a 2-core machine: the sample counts the wait.
  ["writev", SOCKET_WRITES],
  ["writevGeneric", SOCKET_WRITES],
]);

function attribute(profile: Profile, skipMs: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owners = new Map<string, number>();
  const shopFunctions = new Map<string, { inclusive: number; self: number }>();
  let elapsed = 0;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    elapsed += dt;
    const leaf = byId.get(id)!;
    if (elapsed < skipMs * 1000 || leaf.callFrame.functionName === "(idle)") return;
    busy += dt;
    let owner = LEAF_OWNERS.get(leaf.callFrame.functionName) ?? null;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const { source, name } = sourceOf(byId.get(cur)!.callFrame);
      const own = ownerOf(source);
      if (own === SHOP) {
        const key = `${source.replace(/^.*?\/((lib|app)\/)/, "$1")} ${name}`;
        const totals = shopFunctions.get(key) ?? { inclusive: 0, self: 0 };
        if (!seen.has(key)) totals.inclusive += dt;
        if (!owner) totals.self += dt;
        shopFunctions.set(key, totals);
        seen.add(key);
      }
      owner ??= own;
    }
    owner ??= "Node.js (http, streams, timers)";
    owners.set(owner, (owners.get(owner) ?? 0) + dt);
  });
  return { owners, shopFunctions, busy };
}

async function sellerToken(h: ReturnType<typeof createHarness>) {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { token } = await targetSession(h, db, {
      targetEmail: LIST?.seller ?? "profile@bench.local",
      databaseUrl: DATABASE_URL,
    });
    return token;
  } finally {
    await db.end();
  }
}

const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

async function main() {
  const h = createHarness(DATABASE_URL);
  try {
    // A list scenario's data is its benchmark's; the others' the 10,000-goods catalogue.
    const ids = LIST ? [] : await seededCatalogue(h, 10_000);
    h.buildIfNeeded();
    const signedIn = SCENARIO === "orders" || LIST;
    const headers = signedIn ? { authorization: `Bearer ${await sellerToken(h)}` } : undefined;
    const paths: Record<string, () => string> = {
      detail: () => detailPath(pick(ids)),
      search: keywordPath,
      orders: () => pick(ORDER_LIST_PATHS),
      noop: () => "/api/bench/no-such-path",
      ...(LIST && { [SCENARIO]: () => pick(LIST.paths) }),
    };
    const nextPath = paths[SCENARIO];
    if (!nextPath) throw new Error(`unknown --scenario=${SCENARIO}`);
    const dir = mkdtempSync(path.join(tmpdir(), "shop-profile-"));
    const started = Date.now();
    const app = h.startNext(PORT, ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=200"]);
    await h.waitFor(`http://127.0.0.1:${PORT}${LIST ? LIST.paths[0] : detailPath(ids[0])}`, { headers });
    const url = `http://127.0.0.1:${PORT}`;
    const load = { url, nextPath, headers, connections: CONNECTIONS, pid: app.pid! };
    await measure({ ...load, durationSec: WARMUP });
    const skipMs = Date.now() - started;
    const run = await measure({ ...load, durationSec: DURATION });
    if (run.errors || (run.non2xx && SCENARIO !== "noop"))
      throw new Error(`failed requests: ${JSON.stringify(run)}`);
    await h.stop(app);
    const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error(`no CPU profile written in ${dir}`);
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Profile;
    rmSync(dir, { recursive: true, force: true });

    const { owners, shopFunctions, busy } = attribute(profile, skipMs);
    console.log(
      `\n${SCENARIO}: ${run.reqPerSec.toFixed(0)} req/s, ${run.cpuMsPerRequest.toFixed(2)} ms of server CPU per request ` +
        `(load ${run.load.toFixed(1)}); ${(busy / 1000).toFixed(0)} ms of busy samples after warm-up\n`,
    );
    console.log("| owner | share of busy samples |\n| --- | ---: |");
    for (const [owner, t] of [...owners].sort((a, b) => b[1] - a[1]))
      console.log(`| ${owner} | ${share(t, busy)} |`);
    console.log(
      "\nThe shop's functions (inclusive counts what a function calls synchronously, Next.js included):",
    );
    console.log("| function | self | inclusive |\n| --- | ---: | ---: |");
    for (const [name, t] of [...shopFunctions].sort((a, b) => b[1].inclusive - a[1].inclusive).slice(0, 12))
      console.log(`| ${name} | ${share(t.self, busy)} | ${share(t.inclusive, busy)} |`);
    console.log(`\n(${path.relative(root, import.meta.filename)})`);
  } finally {
    h.stopAll();
  }
}

await main();
