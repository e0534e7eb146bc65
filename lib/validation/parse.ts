import type { z } from "zod";
import { validationError } from "@/lib/api/validation-error";

/** Parses a domain function's input with its schema; the first failing rule is the AppError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
