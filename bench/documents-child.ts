/**
 * One document kind measured in a process of its own (started by bench/documents.ts, which describes the steps):
 * it imports nothing of the benchmarks' HTTP tooling, so its memory is the render's and the shop modules' alone.
 * Prints one line, `RESULT {json}`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { summarize, type Summary } from "./stats";

export const KIND_NAMES = ["invoice", "customs-invoice", "customs-xlsx", "customs-packing-list"] as const;
export type Kind = (typeof KIND_NAMES)[number];

export type ChildResult = {
  kind: Kind;
  bytes: number;
  importMs: number;
  /** reading and parsing the fonts on an empty document; null for the workbook */
  fontsMs: number | null;
  firstMs: number;
  wall: Summary;
  cpuMsPerDoc: number;
  docsPerSec: number;
  rssAfterImportMb: number;
  rssAfterFontsMb: number;
  rssAfterFirstMb: number;
  /** heap used after the warm-up and a full GC: what the process keeps between documents */
  heapAfterWarmupMb: number;
  peakRssMb: number;
  heapPerDocMb: Summary;
  externalPerDocMb: Summary;
  heapKeptMb: number;
  file: string;
};

const MB = 1024 * 1024;

/** The render of one kind, its inputs built once, before anything is timed. */
async function renderer(kind: Kind): Promise<{ ext: string; render: () => Promise<Buffer> }> {
  const inputs = await import("./documents-inputs");
  const { translator } = await import("@/lib/i18n/messages");
  switch (kind) {
    case "invoice": {
      const { renderInvoice } = await import("@/lib/invoices/invoice-pdf");
      const invoice = inputs.qualifiedInvoice();
      return { ext: "pdf", render: () => renderInvoice(invoice, "ja") };
    }
    case "customs-invoice": {
      const { renderCommercialInvoice } = await import("@/lib/customs/customs-pdf");
      const papers = inputs.customsPapers();
      return { ext: "pdf", render: () => renderCommercialInvoice(papers, translator("ja")) };
    }
    case "customs-packing-list": {
      const { renderCustomsPackingList } = await import("@/lib/customs/customs-pdf");
      const papers = inputs.customsPapers();
      return { ext: "pdf", render: () => renderCustomsPackingList(papers, translator("ja")) };
    }
    case "customs-xlsx": {
      const { commercialInvoiceXlsx } = await import("@/lib/customs/customs-xlsx");
      const papers = inputs.customsPapers();
      return { ext: "xlsx", render: () => commercialInvoiceXlsx(papers) };
    }
  }
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function measureKind(
  kind: Kind,
  {
    iterations,
    warmup,
    memoryIterations,
    outDir,
  }: Record<"iterations" | "warmup" | "memoryIterations", number> & {
    outDir: string;
  },
): Promise<ChildResult> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  let started = performance.now();
  const { ext, render } = await renderer(kind);
  const importMs = performance.now() - started;
  const rssAfterImportMb = process.memoryUsage().rss / MB;

  let fontsMs: number | null = null;
  if (ext === "pdf") {
    const { newDocument } = await import("@/lib/documents/pdf-text");
    started = performance.now();
    const { doc, bytes } = newDocument("a4", "fonts");
    doc.addPage();
    await bytes();
    fontsMs = performance.now() - started;
  }
  const rssAfterFontsMb = process.memoryUsage().rss / MB;

  started = performance.now();
  let last = await render();
  const firstMs = performance.now() - started;
  const rssAfterFirstMb = process.memoryUsage().rss / MB;
  for (let i = 0; i < warmup; i++) last = await render();
  gc();
  const heapAfterWarmup = process.memoryUsage().heapUsed;

  const wall: number[] = [];
  const cpuBefore = cpuMs();
  const loopStarted = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    last = await render();
    wall.push(performance.now() - t);
  }
  const loopMs = performance.now() - loopStarted;
  const cpuMsPerDoc = (cpuMs() - cpuBefore) / iterations;

  const heap: number[] = [];
  const external: number[] = [];
  for (let i = 0; i < memoryIterations; i++) {
    gc();
    const before = process.memoryUsage();
    last = await render();
    const after = process.memoryUsage();
    heap.push((after.heapUsed - before.heapUsed) / MB);
    external.push((after.external - before.external) / MB);
  }
  gc();
  const heapKeptMb = (process.memoryUsage().heapUsed - heapAfterWarmup) / MB;

  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${kind}.${ext}`);
  writeFileSync(file, last);
  return {
    kind,
    bytes: last.length,
    importMs,
    fontsMs,
    firstMs,
    wall: summarize(wall),
    cpuMsPerDoc,
    docsPerSec: iterations / (loopMs / 1000),
    rssAfterImportMb,
    rssAfterFontsMb,
    rssAfterFirstMb,
    heapAfterWarmupMb: heapAfterWarmup / MB,
    // getrusage's maxrss: kilobytes on Linux
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    heapPerDocMb: summarize(heap),
    externalPerDocMb: summarize(external),
    heapKeptMb,
    file,
  };
}

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const kind = option("kind") as Kind | undefined;
if (kind && process.argv[1]?.endsWith("documents-child.ts")) {
  const result = await measureKind(kind, {
    iterations: Number(option("iterations")),
    warmup: Number(option("warmup")),
    memoryIterations: Number(option("memory-iterations")),
    outDir: option("out")!,
  });
  console.log(`RESULT ${JSON.stringify(result)}`);
}
