import type { z } from "zod";
import { firstIssue, type Issue } from "@/lib/validation/first-issue";

/**
 * Checking a form with its shared zod schema, loaded when the form is first checked (issue 13: zod, ≈ 31 KB
 * gzip, is then not in any page's first-load JavaScript; the route handlers parse with the same schemas).
 * Only types come from zod here, so screens may import this module.
 */

export type Schema = z.ZodType;

/** e.g. `() => import("@/lib/validation/account").then((m) => m.ZLogin)` */
export type SchemaLoader<S extends Schema = Schema> = () => Promise<S>;

/** What a form holds once its schema accepted it. */
export type Checked<S extends Schema> = z.output<S>;

export type CheckResult<S extends Schema> = { ok: true; data: Checked<S> } | { ok: false; issue: Issue };

/** The parsed values, or the first failing rule (SPEC §5); rejects when the schema cannot be loaded. */
export async function checkLazily<S extends Schema>(
  load: SchemaLoader<S>,
  values: unknown,
): Promise<CheckResult<S>> {
  const r = (await load()).safeParse(values);
  return r.success ? { ok: true, data: r.data } : { ok: false, issue: firstIssue(r.error) };
}
