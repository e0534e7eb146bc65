import type { z } from "zod";

const MESSAGE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/;

export type Issue = { key: string; values: Record<string, string | number> };

/** The first failing rule of a zod error as a message key + values (SPEC §5: first rule wins). */
export function firstIssue(error: z.ZodError): Issue {
  const issue = error.issues[0];
  const field = issue?.path.join(".") || "-";
  // Our schemas name a message key ("validation.required", "spec.logisticsInvalid" …); zod's own texts do not.
  const key = issue?.message && MESSAGE_KEY.test(issue.message) ? issue.message : "validation.invalid";
  const values: Record<string, string | number> = { field };
  if (issue && "minimum" in issue) values.min = Number(issue.minimum);
  if (issue && "maximum" in issue) values.max = Number(issue.maximum);
  // A rule of our own may name more (which box a tracking number is on, say): its `params`.
  if (issue?.code === "custom" && issue.params)
    for (const [name, value] of Object.entries(issue.params))
      if (typeof value === "string" || typeof value === "number") values[name] = value;
  return { key, values };
}
