import fs from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { NAMED_ENDPOINTS } from "@/lib/api/endpoints";
import { clientSources } from "@/scripts/api-client/client-source";

const root = process.cwd();
const apiDir = path.join(root, "app/api");

/**
 * Not endpoints of the API: the envelope answer for unknown paths; the reference about the endpoints (the
 * OpenAPI document, its rendered page and the renderer's script); PayPal's webhook, which answers PayPal
 * with HTTP statuses on the raw signed body, never a client with an envelope (docs/wallet.md).
 */
const NOT_ENDPOINTS = new Set(
  ["[[...path]]", "openapi.json", "docs", "shop/pay/paypal/webhook"].map((d) => path.join(apiDir, d)),
);

/** Every route.ts under app/api that serves an endpoint. */
function routeFiles(dir = apiDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_ENDPOINTS.has(full) ? [] : routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `app/api/shop/order/[id]/route.ts` → `/shop/order/{id}` */
const pathOfFile = (file: string) =>
  path
    .relative(apiDir, path.dirname(file))
    .split(path.sep)
    .map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"))
    .reduce((p, s) => `${p}/${s}`, "");

const fileOfPath = (p: string) =>
  path.join(
    apiDir,
    ...p
      .split("/")
      .filter(Boolean)
      .map((s) => s.replace(/^\{(\w+)\}$/, "[$1]")),
    "route.ts",
  );

const SERVED = /export const (GET|POST|PUT|DELETE) = serve\(\s*(\w+)/g;
const EXPORTED = /export (?:const|async function|function) (GET|POST|PUT|DELETE|PATCH)\b/g;

describe("issue 31: one declaration per endpoint", () => {
  const served = routeFiles().flatMap((file) => {
    const source = fs.readFileSync(file, "utf8");
    return [...source.matchAll(SERVED)].map(([, method, name]) => ({
      file,
      method,
      name,
      path: pathOfFile(file),
    }));
  });

  it("every method a route file exports is served from a declaration", () => {
    const undeclared = routeFiles().flatMap((file) => {
      const source = fs.readFileSync(file, "utf8");
      const servedHere = new Set([...source.matchAll(SERVED)].map((m) => m[1]));
      return [...source.matchAll(EXPORTED)]
        .map((m) => m[1])
        .filter((method) => !servedHere.has(method))
        .map((method) => `${method} ${pathOfFile(file)}`);
    });
    expect(undeclared).toEqual([]);
  });

  it("every route file serves the declaration of its own method and path", () => {
    const byName = new Map(NAMED_ENDPOINTS.map((e) => [e.name, e.endpoint]));
    const wrong = served
      .filter(({ method, name, path: p }) => {
        const endpoint = byName.get(name);
        // A route file may import a declaration under another name; it must still be one of the declarations.
        return endpoint ? endpoint.method !== method || endpoint.path !== p : false;
      })
      .map(({ method, name, path: p }) => `${method} ${p} serves ${name}`);
    expect(wrong).toEqual([]);
  });

  it("every declaration has its route file, exporting its method", () => {
    const missing = NAMED_ENDPOINTS.filter(({ endpoint }) => {
      const file = fileOfPath(endpoint.path);
      if (!fs.existsSync(file)) return true;
      return !new RegExp(`export const ${endpoint.method} = serve\\(`).test(fs.readFileSync(file, "utf8"));
    }).map(({ name, endpoint }) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it("no two declarations share a method and path, or a name", () => {
    const keys = NAMED_ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const names = NAMED_ENDPOINTS.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("staff endpoints name their permission; path parameters have a schema", () => {
    const bad = NAMED_ENDPOINTS.filter(
      ({ endpoint }) =>
        (endpoint.access === "staff") !== (endpoint.permission !== undefined) ||
        endpoint.path.includes("{") !== (endpoint.params !== undefined),
    ).map((e) => e.name);
    expect(bad).toEqual([]);
  });

  it("lib/client/endpoints.ts and lib/client/routes are written from the declarations (run `npm run api:client`)", async () => {
    const sources = clientSources();
    for (const [relative, source] of sources) {
      const file = path.join(root, relative);
      const expected = await format(source, { ...(await resolveConfig(file)), filepath: file });
      expect(fs.existsSync(file) && fs.readFileSync(file, "utf8"), relative).toBe(expected);
    }
    const written = fs.readdirSync(path.join(root, "lib/client/routes")).map((f) => `lib/client/routes/${f}`);
    expect(written.filter((f) => !sources.has(f))).toEqual([]);
  });
});
