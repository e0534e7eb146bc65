"use client";

import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { checkLazily, type CheckResult, type Schema, type SchemaLoader } from "@/lib/inputs/schema-check";
import { useToast } from "./toast";

/**
 * Runs a form's lazily loaded schema (lib/inputs/schema-check.ts): `checking` while it loads; a schema that
 * cannot be loaded shows the network message and answers null (nothing is sent).
 */
export function useSchemaCheck() {
  const t = useTranslations();
  const toast = useToast();
  const [checking, setChecking] = useState(false);
  const run = useCallback(
    async <S extends Schema>(load: SchemaLoader<S>, values: unknown): Promise<CheckResult<S> | null> => {
      setChecking(true);
      try {
        return await checkLazily(load, values);
      } catch (error) {
        console.warn("[validate] schema not loaded or not run", error);
        toast.show("error", t("spec.networkError"));
        return null;
      } finally {
        setChecking(false);
      }
    },
    [t, toast],
  );
  return { run, checking };
}
