// Which sources a route's first-load JavaScript is made of (docs/performance.md "First-load JavaScript").
//
//   BROWSER_SOURCE_MAPS=1 next build
//   PAGE_WEIGHT_SCRIPTS=/tmp/scripts.json npx playwright test tests/e2e/every-route.spec.ts --project phone
//   node scripts/page-weight-sources.mjs /tmp/scripts.json /ws-home /404
//
// Each chunk's gzip size is shared out over the sources its bytes map to (the chunk's source map), so the
// shares add up to the route's compressed scripts; a package counts as one source, Next.js by its folders.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const [scriptsFile, ...routes] = process.argv.slice(2);
if (!scriptsFile) {
  console.error("usage: node scripts/page-weight-sources.mjs <PAGE_WEIGHT_SCRIPTS file> [route...]");
  process.exit(2);
}
const dist = process.env.NEXT_DIST_DIR || ".next";
const scripts = JSON.parse(readFileSync(scriptsFile, "utf8"));

const B64 = Object.fromEntries(
  [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]),
);

/** Each generated line's segments as [column, source index or -1] (source map v3 mappings). */
function decode(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments = [];
    let column = 0;
    for (const text of line ? line.split(",") : []) {
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of text) {
        const digit = B64[c];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A source named by its package (Next.js by its folder), or by its path in the repository. */
function sourceName(source) {
  if (!source) return "(unmapped)";
  const file = source.replace(/^turbopack:\/\/\/?/, "").replace(/^\[project\]\//, "");
  const pkg = file.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)(\/.*)?/);
  if (!pkg) return file;
  return pkg[1] === "next" ? `next${(pkg[2] ?? "").split("/").slice(0, 4).join("/")}` : pkg[1];
}

const chunks = new Map();
/** The gzip bytes of one chunk, shared out by source. */
function chunkSources(file) {
  if (chunks.has(file)) return chunks.get(file);
  const code = readFileSync(file, "utf8");
  const gzip = gzipSync(code, { level: 9 }).length;
  const chars = new Map();
  const add = (name, n) => chars.set(name, (chars.get(name) ?? 0) + n);
  const url = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = url && path.join(path.dirname(file), url);
  if (!mapFile || !existsSync(mapFile)) add(`(no source map) ${path.basename(file)}`, code.length);
  else {
    const map = JSON.parse(readFileSync(mapFile, "utf8"));
    const lines = code.split("\n");
    const sections = map.sections ?? [{ offset: { line: 0, column: 0 }, map }];
    let mapped = 0;
    for (const { offset, map: section } of sections) {
      decode(section.mappings).forEach((segments, i) => {
        const line = lines[offset.line + i];
        if (line === undefined) return;
        const base = i === 0 ? offset.column : 0;
        segments.forEach(([column, source], j) => {
          const end = j + 1 < segments.length ? segments[j + 1][0] + base : line.length;
          const n = Math.max(0, end - column - base);
          add(source < 0 ? "(unmapped)" : sourceName(section.sources[source]), n);
          mapped += n;
        });
      });
    }
    if (code.length > mapped) add("(unmapped)", code.length - mapped);
  }
  const shares = new Map([...chars].map(([name, n]) => [name, (n / code.length) * gzip]));
  chunks.set(file, shares);
  return shares;
}

for (const route of routes.length ? routes : Object.keys(scripts)) {
  const total = new Map();
  for (const address of scripts[route] ?? []) {
    const file = path.join(dist, new URL(address).pathname.replace(/^\/_next\//, ""));
    if (!existsSync(file)) {
      console.error(`${route}: ${file} is not in ${dist} (another build?)`);
      continue;
    }
    for (const [name, bytes] of chunkSources(file)) total.set(name, (total.get(name) ?? 0) + bytes);
  }
  const sum = [...total.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${route}: ${(sum / 1024).toFixed(1)} KB (each chunk gzipped at level 9)`);
  for (const [name, bytes] of [...total].sort((a, b) => b[1] - a[1]).filter(([, b]) => b >= 100))
    console.log(`${(bytes / 1024).toFixed(2).padStart(7)}  ${name}`);
}
