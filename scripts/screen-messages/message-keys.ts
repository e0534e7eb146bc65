import path from "node:path";
import ts from "typescript";
import ja from "../../messages/ja.json";
import { isClientModule, parseSource, resolveLocal, root, runtimeImports, sourceFiles } from "./module-graph";

type Tree = { [key: string]: string | Tree };
const MESSAGES = ja as Tree;
const TRANSLATOR_HOOKS = new Set(["useTranslations", "getTranslations"]);
const APP = path.join(root, "app");

/** The message (or group of messages) at a dotted path, if there is one. */
function hasPath(dotted: string): boolean {
  let node: string | Tree | undefined = MESSAGES;
  for (const part of dotted.split(".")) {
    if (typeof node !== "object" || !(part in node)) return false;
    node = node[part];
  }
  return true;
}

/**
 * The message paths one module names: a translator's namespace (`useTranslations("ns")` gets all of "ns"),
 * a literal key ("ns.a.b"), and the fixed head of a built key (`ns.a.${x}` needs all of "ns.a").
 */
function keysNamedIn(file: string, { client }: { client: boolean }): Set<string> {
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      const literal = ts.isTemplateHead(node) ? node.parent : node;
      const call = literal.parent;
      const firstArg = ts.isCallExpression(call) && call.arguments[0] === literal;
      const hook = firstArg && ts.isIdentifier(call.expression) && TRANSLATOR_HOOKS.has(call.expression.text);
      const text = node.text.replace(/\.$/, "");
      // On the server, `t("ns.key")` is translated there; a key in any other place may reach a client component.
      const counts = hook
        ? client
        : /^\w+\.\w/.test(text) || ts.isTemplateHead(node)
          ? client || !firstArg
          : false;
      if (counts && text && hasPath(text)) found.add(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parseSource(file));
  return found;
}

/** Paths none of whose ancestors is in the list, sorted. */
function withoutCovered(paths: Iterable<string>): string[] {
  const all = new Set(paths);
  const covered = (p: string) => {
    for (let i = p.lastIndexOf("."); i > 0; i = p.lastIndexOf(".", i - 1))
      if (all.has(p.slice(0, i))) return true;
    return false;
  };
  return [...all].filter((p) => !covered(p)).sort();
}

/**
 * The messages the screens under a page or layout can show in the browser: those named by the client
 * modules it reaches (statically or through `import()`), and the keys named by the server components of
 * app/, which may hand one to a client component. A server component's own translator reads the request's
 * messages on the server and needs none of them in the page.
 */
export function neededMessageKeys(entry: string): string[] {
  const seen = new Set<string>();
  const needed = new Set<string>();
  const walk = (file: string, clientSide: boolean) => {
    const client = clientSide || isClientModule(file);
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (client || file.startsWith(APP + path.sep))
      for (const k of keysNamedIn(file, { client })) needed.add(k);
    for (const spec of runtimeImports(file, { lazy: true })) {
      const next = resolveLocal(file, spec);
      if (next) walk(next, client);
    }
  };
  walk(entry, false);
  return withoutCovered(needed);
}

/** Every file that renders a screen or frames one: app/**\/page.tsx, layout.tsx, not-found.tsx. */
export const screenFiles = (): string[] =>
  sourceFiles(APP)
    .filter((f) => /^(page|layout|not-found)\.tsx$/.test(path.basename(f)))
    .sort();

/**
 * The manifest's name for a screen file: its path under app/ without the extension, and without the route
 * groups above its own folder ("(shop)/cart/page" is "cart/page"); a file directly in a group keeps it
 * ("(shop)/layout"), so that it is not taken for the root's.
 */
export const screenIdOf = (file: string): string =>
  path
    .relative(APP, file)
    .replace(/\.tsx$/, "")
    .replace(/(^|\/)\([^/]+\)\/(?=[^/]+\/)/g, "$1");

/** The manifest lib/i18n/screen-messages.json: each screen file that needs messages and their paths. */
export function screenMessagesManifest(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  // In the order of the screens' names, which route groups do not change.
  const files = screenFiles().sort((a, b) => (screenIdOf(a) < screenIdOf(b) ? -1 : 1));
  for (const file of files) {
    const keys = neededMessageKeys(file);
    if (keys.length) out[screenIdOf(file)] = keys;
  }
  return out;
}

/** The `screen` a file hands to `<ScreenMessages screen="…">`, or null. */
export function declaredScreen(file: string): string | null {
  let declared: string | null = null;
  const visit = (node: ts.Node) => {
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText() === "screen" &&
      ts.isJsxOpeningElement(node.parent.parent) &&
      node.parent.parent.tagName.getText() === "ScreenMessages" &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    )
      declared = node.initializer.text;
    ts.forEachChild(node, visit);
  };
  visit(parseSource(file));
  return declared;
}
