import { NAMED_ENDPOINTS } from "@/lib/api/endpoints";

/**
 * The source of lib/client/endpoints.ts: for each declared endpoint its method, path and envelope, typed by
 * the declaration through a type-only import, so the screens call it without loading its zod schemas
 * (zod stays out of a page's first-load JavaScript, tests/unit/client-zod-free.test.ts).
 */
export function clientSource(): string {
  const modules = [...new Set(NAMED_ENDPOINTS.map((e) => e.module))].sort();
  const seen = new Map<string, string>();
  for (const { name, module } of NAMED_ENDPOINTS) {
    if (seen.has(name))
      throw new Error(`endpoint name ${name} is declared in ${seen.get(name)} and ${module}`);
    seen.set(name, module);
  }
  const lines = [
    "// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.",
    'import type { ClientRoute } from "./endpoint";',
    ...modules.map((m) => `import type * as ${m} from "@/lib/api/endpoints/${m}";`),
    "",
  ];
  for (const { name, module, endpoint } of [...NAMED_ENDPOINTS].sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    lines.push(
      `export const ${name}: ClientRoute<typeof ${module}.${name}> = ${JSON.stringify({
        method: endpoint.method,
        path: endpoint.path,
        envelope: endpoint.envelope,
      })};`,
    );
  }
  return `${lines.join("\n")}\n`;
}
