import type { z } from "zod";
import { validationError } from "@/lib/api/validation-error";
import { AppError } from "@/lib/errors";
import { CONTROL_CHARACTERS } from "./rules";

/**
 * No text the shop stores or searches may carry NUL or other control characters (PostgreSQL refuses NUL,
 * the rest are never meant): refused in every string and every key, before any schema's own rules.
 * Nesting past 8 levels is left to the schema (no input of the shop goes that deep).
 */
export function refuseControlCharacters(input: unknown, depth = 0): void {
  if (typeof input === "string") {
    if (CONTROL_CHARACTERS.test(input)) throw new AppError("VALIDATION", {}, "validation.controlCharacters");
  } else if (input && typeof input === "object" && depth < 8) {
    for (const [key, value] of Object.entries(input)) {
      refuseControlCharacters(key, depth + 1);
      refuseControlCharacters(value, depth + 1);
    }
  }
}

/**
 * THE parse of the shop's input, done once where the input comes in: the API's route wrapper
 * (lib/api/handler.ts), the operator commands (scripts/op) and the seed. Control characters are refused,
 * then the schema applies; the first failing rule is the AppError. Domain functions take its output and
 * do not parse again (docs/decisions.md "Parse once, at the edge").
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseControlCharacters(input);
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
