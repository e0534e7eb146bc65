import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { firstIssue } from "@/lib/validation/first-issue";

/** The first failing rule (SPEC §5) as an AppError carrying that rule's message key. */
export function validationError(error: z.ZodError): AppError {
  const { key, values } = firstIssue(error);
  return new AppError("VALIDATION", values, key);
}
