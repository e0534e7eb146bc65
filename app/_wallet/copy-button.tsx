"use client";

import { useTranslations } from "next-intl";
import { useToast } from "../_components/toast";

/** Copies into the clipboard; success and SPEC §8 "copy failure" show as toasts. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations();
  const toast = useToast();
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      toast.show("success", t("walletPage.copied"));
    } catch {
      toast.show("error", t("spec.copyFailed"));
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t("walletPage.copyOf", { field: label })}
      className="shrink-0 rounded-md border border-slate-300 px-2 py-0.5 text-xs text-slate-600 hover:border-brand hover:text-brand"
    >
      {t("walletPage.copy")}
    </button>
  );
}
