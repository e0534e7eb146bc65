type Tree = { [key: string]: unknown };

/**
 * The part of a language's messages at the given dotted paths ("ns" for a whole namespace, "ns.a.b" for one
 * message or group), in the same shape; paths it does not have are left out.
 */
export function pickMessages<T extends Tree>(messages: T, paths: readonly string[]): Partial<T> {
  const out: Tree = {};
  for (const path of paths) {
    const parts = path.split(".");
    let from: unknown = messages;
    for (const part of parts) from = from && typeof from === "object" ? (from as Tree)[part] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const part of parts.slice(0, -1)) to = (to[part] ??= {}) as Tree;
    to[parts[parts.length - 1]] = from;
  }
  return out as Partial<T>;
}
