import type { z } from "zod";

export type Issue = { key: string; values: Record<string, string | number> };

/** The first failing rule of a zod error as a message key + values (SPEC §5: first rule wins). */
export function firstIssue(error: z.ZodError): Issue {
  const issue = error.issues[0];
  const field = issue?.path.join(".") || "-";
  const key = issue?.message?.startsWith("validation.") ? issue.message : "validation.invalid";
  const values: Record<string, string | number> = { field };
  if (issue && "minimum" in issue) values.min = Number(issue.minimum);
  if (issue && "maximum" in issue) values.max = Number(issue.maximum);
  return { key, values };
}
