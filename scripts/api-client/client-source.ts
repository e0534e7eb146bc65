import { NAMED_ENDPOINTS } from "@/lib/api/endpoints";

const HEADER =
  "// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.";

/**
 * The sources of lib/client/endpoints.ts and lib/client/routes/<module>.ts: for each declared endpoint its
 * method, path and envelope, typed by the declaration through a type-only import, so the screens call it
 * without loading its zod schemas (zod stays out of a page's first-load JavaScript,
 * tests/unit/client-zod-free.test.ts). One file per module of declarations, re-exported by endpoints.ts: a
 * screen's JavaScript carries the modules it calls, not all 220 routes (≈ 4 KB compressed on every page while
 * they were one file; docs/performance.md "First-load JavaScript").
 */
export function clientSources(): Map<string, string> {
  const modules = [...new Set(NAMED_ENDPOINTS.map((e) => e.module))].sort();
  const seen = new Map<string, string>();
  for (const { name, module } of NAMED_ENDPOINTS) {
    if (seen.has(name))
      throw new Error(`endpoint name ${name} is declared in ${seen.get(name)} and ${module}`);
    seen.set(name, module);
  }
  const files = new Map<string, string>();
  files.set(
    "lib/client/endpoints.ts",
    `${[HEADER, ...modules.map((m) => `export * from "./routes/${m}";`)].join("\n")}\n`,
  );
  for (const mod of modules) {
    const lines = [
      HEADER,
      'import type { ClientRoute } from "../endpoint";',
      `import type * as ${mod} from "@/lib/api/endpoints/${mod}";`,
      "",
    ];
    for (const { name, endpoint } of NAMED_ENDPOINTS.filter((e) => e.module === mod).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      lines.push(
        `export const ${name}: ClientRoute<typeof ${mod}.${name}> = ${JSON.stringify({
          method: endpoint.method,
          path: endpoint.path,
          envelope: endpoint.envelope,
        })};`,
      );
    }
    files.set(`lib/client/routes/${mod}.ts`, `${lines.join("\n")}\n`);
  }
  return files;
}
