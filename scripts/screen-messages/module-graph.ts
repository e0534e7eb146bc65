import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The project's static import graph, read the way the bundler reads it (for checks on what reaches a page). */
export const root = path.resolve(import.meta.dirname, "../..");

const parsed = new Map<string, ts.SourceFile>();

/** A file's syntax tree, read once per run: every page's walk passes through the same shared modules. */
export function parseSource(file: string): ts.SourceFile {
  let src = parsed.get(file);
  if (!src) {
    src = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    parsed.set(file, src);
  }
  return src;
}

/**
 * The modules a file imports at run time: type-only imports and exports are erased; `import()` calls are
 * included only when asked (they load lazily, after the first paint).
 */
export function runtimeImports(file: string, { lazy = false } = {}): string[] {
  const src = parseSource(file);
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
  if (lazy) {
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        out.push(node.arguments[0].text);
      ts.forEachChild(node, visit);
    };
    visit(src);
  }
  return out;
}

/** A project file an import names (`@/…` or relative), or null for a package. */
export function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  return null;
}

export const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });

export const isClientModule = (file: string): boolean =>
  /^\s*["']use client["']/.test(parseSource(file).text);
