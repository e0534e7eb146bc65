/**
 * `npm run bench:documents` (issue 32): the new documents, measured before they ship — the qualified invoice PDF
 * (lib/invoices/invoice-pdf.ts), and the commercial invoice of a 50-line packing list as PDF and as workbook
 * (lib/customs/customs-pdf.ts, customs-xlsx.ts), with the customs packing list PDF beside them. The render
 * functions the endpoints call, on inputs built in memory as the endpoints load them (bench/documents-inputs.ts):
 * the database reads before a render are the same as any API read's and are measured by the other benchmarks.
 *
 * One child process per document (bench/documents-child.ts), so one kind's peak memory and parsed fonts do not
 * carry into the next. Each child, with the shop's serving flag (--max-semi-space-size=128, scripts/run.mjs):
 *   1. imports the render module and builds the input (timed, but under tsx it includes transpiling: a rough
 *      upper bound of what the first request pays to load the module in a build);
 *   2. PDFs: opens an empty document, which reads and parses the four fonts once per process (21 MB,
 *      lib/documents/fonts.ts) — the fonts' cost, timed apart from the first document;
 *   3. renders the first document (cold code, font tables read on first use), then `--warmup` more;
 *   4. renders `--iterations` documents back to back: wall ms and process CPU ms each, so documents per second
 *      on one core is the sequential rate, and CPU ms per document is the same figure freed from the machine's
 *      load (two shared cores);
 *   5. renders `--memory-iterations` more, each after a full GC: the heap and external (Buffer) memory one
 *      document adds, a lower bound of its allocations (young-generation collections during it are not seen);
 *   6. answers its peak RSS (getrusage maxrss) and the heap it kept (after a GC) against after the warm-up.
 * The last document of each kind is written to bench/results/documents/ and read back by the parent (page count,
 * the rare kanji and the 50 lines in the text), so the figures are of the documents they claim to be.
 *
 * Options: --kinds=invoice,customs-invoice,customs-xlsx,customs-packing-list --iterations=200 --warmup=20
 * --memory-iterations=10 --semi-space=128 (MB; 0: Node's default, to see how much of the peak RSS is the young
 * generation the serving flag lets grow rather than what a document needs). Results: bench/results/documents.json
 * (documents-semi-space-N.json for another setting); docs/performance-documents.md has the figures.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { KIND_NAMES, type ChildResult, type Kind } from "./documents-child";
import { arg, root, saveResults } from "./harness";

const TITLES: Record<Kind, string> = {
  invoice: "qualified invoice PDF, 6 lines at 10 %, 8 % and exempt, 𠮷 recipient",
  "customs-invoice": "commercial invoice PDF, 50 lines",
  "customs-xlsx": "commercial invoice + packing list workbook (.xlsx), 50 lines, 5 boxes",
  "customs-packing-list": "customs packing list PDF, 50 lines in 5 boxes",
};

const iterations = Number(arg("iterations", "200"));
const warmup = Number(arg("warmup", "20"));
const memoryIterations = Number(arg("memory-iterations", "10"));
const semiSpace = Number(arg("semi-space", "128"));
const outDir = path.join(root, "bench", "results", "documents");

/** The last document read back: what a reader would see, so a broken render cannot pass for a fast one. */
async function check(r: ChildResult): Promise<{ pages: number | null; problems: string[] }> {
  const bytes = readFileSync(r.file);
  if (r.kind === "customs-xlsx") {
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const lines = wb
      .getWorksheet("Invoice")
      ?.getColumn(1)
      .values.filter((v) => typeof v === "number");
    return {
      pages: null,
      problems: lines?.length === 50 ? [] : [`${lines?.length ?? 0} invoice lines, not 50`],
    };
  }
  const { readPdf } = await import("@/lib/documents/test-support");
  const pages = await readPdf(bytes);
  const text = pages.map((p) => p.text).join("\n");
  const wanted =
    r.kind === "invoice"
      ? ["適格請求書", "𠮷田トレーディング株式会社 御中", "登録番号", "※"]
      : [
          "PL202611260001",
          "𠮷野家",
          "女士纯棉短袖T恤",
          r.kind === "customs-invoice" ? "Ceramic mug" : "G.W.",
        ];
  const problems = wanted.filter((s) => !text.includes(s)).map((s) => `"${s}" not in the text`);
  if (r.kind === "customs-invoice") {
    // every line's amount, as the unit test reads them (lib/customs/customs-papers-files.test.ts)
    const { customsPapers } = await import("./documents-inputs");
    const { yen } = await import("@/lib/customs/customs-pdf");
    const missing = customsPapers().lines.filter((l) => !text.includes(yen(l.amountYen)));
    if (missing.length) problems.push(`lines ${missing.map((l) => l.lineNo).join(", ")} not found`);
  }
  return { pages: pages.length, problems };
}

const f = (n: number | null, digits = 1) => (n === null || !Number.isFinite(n) ? "–" : n.toFixed(digits));

async function parent() {
  const kinds = arg("kinds", KIND_NAMES.join(",")).split(",") as Kind[];
  for (const k of kinds) if (!KIND_NAMES.includes(k)) throw new Error(`unknown kind ${k}`);
  const results: (ChildResult & { pages: number | null; problems: string[] })[] = [];
  for (const kind of kinds) {
    console.log(
      `\n▶ ${TITLES[kind]}: first, ${warmup} warm-up, ${iterations} timed, ${memoryIterations} after a GC`,
    );
    const run = spawnSync(
      process.execPath,
      [
        "--expose-gc",
        ...(semiSpace ? [`--max-semi-space-size=${semiSpace}`] : []),
        "--import",
        "tsx",
        path.join(root, "bench", "documents-child.ts"),
        `--kind=${kind}`,
        `--out=${outDir}`,
        `--iterations=${iterations}`,
        `--warmup=${warmup}`,
        `--memory-iterations=${memoryIterations}`,
      ],
      { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 16 * 1024 * 1024 },
    );
    const line = run.stdout.split("\n").find((l) => l.startsWith("RESULT "));
    if (run.status !== 0 || !line)
      throw new Error(`${kind}: child failed (exit ${run.status})\n${run.stdout}`);
    const r = JSON.parse(line.slice("RESULT ".length)) as ChildResult;
    const checked = await check(r);
    results.push({ ...r, ...checked });
    console.log(
      `  p50 ${f(r.wall.p50)} ms, p99 ${f(r.wall.p99)} ms, ${f(r.docsPerSec)} docs/s, peak RSS ${f(r.peakRssMb, 0)} MB` +
        (checked.problems.length ? `\n  ✗ ${checked.problems.join("; ")}` : ""),
    );
  }

  const time = [
    "| document | pages | size KB | module import ms (tsx) | fonts ms | first doc ms | p50 ms | p99 ms | max ms | docs/s, one core | CPU ms/doc | 1000 ÷ CPU ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${TITLES[r.kind]} | ${r.pages ?? "2 sheets"} | ${f(r.bytes / 1024)} | ${f(r.importMs, 0)} | ${f(r.fontsMs, 0)} | ${f(r.firstMs, 0)} | ${f(r.wall.p50)} | ${f(r.wall.p99)} | ${f(r.wall.max)} | ${f(r.docsPerSec)} | ${f(r.cpuMsPerDoc)} | ${f(1000 / r.cpuMsPerDoc)} |`,
    ),
  ].join("\n");
  const memory = [
    "| document | RSS after import MB | after fonts MB | after first doc MB | peak RSS MB | peak − after import MB | heap between docs MB | heap per doc MB (median / max) | heap kept after the run MB |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${TITLES[r.kind]} | ${f(r.rssAfterImportMb, 0)} | ${f(r.rssAfterFontsMb, 0)} | ${f(r.rssAfterFirstMb, 0)} | ${f(r.peakRssMb, 0)} | ${f(r.peakRssMb - r.rssAfterImportMb, 0)} | ${f(r.heapAfterWarmupMb, 0)} | ${f(r.heapPerDocMb.p50)} / ${f(r.heapPerDocMb.max)} | ${f(Math.abs(r.heapKeptMb) < 0.05 ? 0 : r.heapKeptMb)} |`,
    ),
  ].join("\n");
  const problems = results.flatMap((r) => r.problems.map((p) => `${r.kind}: ${p}`));
  console.log(
    `\n${time}\n\n${memory}\n\nload average at the end: ${loadavg()[0].toFixed(1)}; --max-semi-space-size=${semiSpace || "Node's default"}`,
  );
  saveResults(semiSpace === 128 ? "documents.json" : `documents-semi-space-${semiSpace}.json`, {
    at: new Date().toISOString(),
    node: process.version,
    options: { iterations, warmup, memoryIterations, semiSpace },
    load: loadavg()[0],
    results,
  });
  if (problems.length) {
    console.error(`\nThe documents are not what they should be:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
}

await parent();
