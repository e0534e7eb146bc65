"use client";

import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import type { Checked, Schema, SchemaLoader } from "@/lib/inputs/schema-check";
import { useToast } from "../_components/toast";
import { useSchemaCheck } from "../_components/use-schema-check";

/** The element id of a form field named by its path in the request body ("lines.0.fnsku"). */
export const fieldId = (path: string) => `field-${path.replace(/[^A-Za-z0-9]+/g, "-")}`;

/** Input classes, marked when the field is the one the first failing rule names (also while focused). */
export const fieldClass = (invalid: boolean) =>
  invalid ? "input border-rose-500! ring-2 ring-rose-200!" : "input";

/**
 * SPEC §5 for the shipment forms: the first failing rule shows an error toast and marks its field (scrolled
 * to and focused), and nothing is sent. `invalid` is the marked field's path until the next check passes.
 * The schema is loaded by the first check (issue 13: zod is not in the page's first load).
 */
export function useFieldCheck() {
  const t = useTranslations();
  const toast = useToast();
  const [invalid, setInvalid] = useState<string | null>(null);
  /** true while the first check loads its schema */
  const { run, checking } = useSchemaCheck();

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
    async <S extends Schema>(load: SchemaLoader<S>, values: unknown): Promise<Checked<S> | null> => {
      const r = await run(load, values);
      if (!r) return null;
      if (r.ok) {
        setInvalid(null);
        return r.data;
      }
      const { issue } = r;
      fail(String(issue.values.field), issue.key, issue.values);
      return null;
    },
    [fail, run],
  );

  return { invalid, checking, check, fail, clearInvalid: () => setInvalid(null) };
}
