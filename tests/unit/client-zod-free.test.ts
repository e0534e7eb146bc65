import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { checkLazily } from "@/lib/inputs/schema-check";
import { postalCodeDigits } from "@/lib/inputs/postal-code";
import { ZPostalCode } from "@/lib/validation/address";
import { ZLogin } from "@/lib/validation/account";

const root = path.resolve(import.meta.dirname, "../..");

/** The modules a file imports at run time (type-only imports and exports are erased, dynamic ones are lazy). */
function runtimeImports(file: string): string[] {
  const src = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const typeOnly = (els: readonly { isTypeOnly: boolean }[]) =>
    els.length > 0 && els.every((e) => e.isTypeOnly);
  const out: string[] = [];
  for (const st of src.statements) {
    if (ts.isImportDeclaration(st)) {
      const c = st.importClause;
      if (c?.isTypeOnly) continue;
      if (c && !c.name && c.namedBindings && ts.isNamedImports(c.namedBindings))
        if (typeOnly(c.namedBindings.elements)) continue;
      out.push((st.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      if (st.exportClause && ts.isNamedExports(st.exportClause) && typeOnly(st.exportClause.elements))
        continue;
      out.push((st.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });

describe("issue 13: zod is not in a page's first-load JavaScript", () => {
  it("no client module reaches zod through static imports", () => {
    const clientEntries = sourceFiles(path.join(root, "app")).filter((f) =>
      /^\s*["']use client["']/.test(fs.readFileSync(f, "utf8")),
    );
    expect(clientEntries.length).toBeGreaterThan(50);
    const from = new Map<string, string | null>(clientEntries.map((f) => [f, null]));
    const queue = [...clientEntries];
    const chains: string[] = [];
    while (queue.length) {
      const file = queue.shift()!;
      for (const spec of runtimeImports(file)) {
        if (spec === "zod" || spec.startsWith("zod/")) {
          const chain = [];
          for (let f: string | null | undefined = file; f; f = from.get(f))
            chain.unshift(path.relative(root, f));
          chains.push(chain.join(" → "));
          continue;
        }
        const next = resolveLocal(file, spec);
        if (next && !from.has(next)) {
          from.set(next, file);
          queue.push(next);
        }
      }
    }
    expect(chains).toEqual([]);
  });

  it("checkLazily parses with the loaded schema and names the first failing rule", async () => {
    const load = () => Promise.resolve(ZLogin);
    expect(await checkLazily(load, { account: " A@Example.com ", password: "secret1" })).toEqual({
      ok: true,
      data: { account: "a@example.com", password: "secret1" },
    });
    expect(await checkLazily(load, { account: "", password: "" })).toEqual({
      ok: false,
      issue: { key: "validation.emailRequired", values: { field: "account", min: 1 } },
    });
    await expect(checkLazily(() => Promise.reject(new Error("chunk")), {})).rejects.toThrow("chunk");
  });

  it("the screens' postal code rule is ZPostalCode's", () => {
    for (const input of [
      "1000001",
      "100-0001",
      "１００－０００１",
      " 100ー0001 ",
      "100-001",
      "",
      "abc-defg",
      "1000-001",
    ]) {
      const r = ZPostalCode.safeParse(input);
      expect(postalCodeDigits(input)).toBe(r.success ? r.data.replace("-", "") : null);
    }
  });
});
