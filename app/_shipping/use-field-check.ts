"use client";

import { useCallback, useState } from "react";
import type { z } from "zod";
import { useTranslations } from "next-intl";
import { firstIssue } from "@/lib/validation/first-issue";
import { useToast } from "../_components/toast";

/** The element id of a form field named by its path in the request body ("lines.0.fnsku"). */
export const fieldId = (path: string) => `field-${path.replace(/[^A-Za-z0-9]+/g, "-")}`;

/** Input classes, marked when the field is the one the first failing rule names (also while focused). */
export const fieldClass = (invalid: boolean) =>
  invalid ? "input border-rose-500! ring-2 ring-rose-200!" : "input";

/**
 * SPEC §5 for the shipment forms: the first failing rule shows an error toast and marks its field (scrolled
 * to and focused), and nothing is sent. `invalid` is the marked field's path until the next check passes.
 */
export function useFieldCheck() {
  const t = useTranslations();
  const toast = useToast();
  const [invalid, setInvalid] = useState<string | null>(null);

  const fail = useCallback(
    (field: string, key: string, values?: Record<string, string | number>) => {
      toast.show("error", t(key, values));
      setInvalid(field);
      // After the marked field has rendered.
      requestAnimationFrame(() => {
        const el = document.getElementById(fieldId(field));
        el?.scrollIntoView({ block: "center", behavior: "smooth" });
        el?.focus({ preventScroll: true });
      });
    },
    [t, toast],
  );

  const check = useCallback(
    <S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null => {
      const r = schema.safeParse(values);
      if (r.success) {
        setInvalid(null);
        return r.data;
      }
      const issue = firstIssue(r.error);
      fail(String(issue.values.field), issue.key, issue.values);
      return null;
    },
    [fail],
  );

  return { invalid, check, fail, clearInvalid: () => setInvalid(null) };
}
