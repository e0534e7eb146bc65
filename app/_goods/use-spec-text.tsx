"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { specNameKey, specTextFor } from "@/lib/goods/spec-text";

/** An option name (颜色, 尺码…) in the reader's language; other names as the supplier wrote them. */
export function useSpecName() {
  const t = useTranslations("goodsPage.specNames");
  return useCallback(
    (name: string) => {
      const key = specNameKey(name);
      return key ? t(key) : name;
    },
    [t],
  );
}

/** A line's stored options ("颜色:燕麦色;尺码:M") as "Colour: 燕麦色 / Size: M" for the reader. */
export function useSpecText() {
  const specName = useSpecName();
  return useCallback((text: string) => specTextFor(text, specName), [specName]);
}

/** The one-line options under a goods name (cart submit, orders, problems, shipments). */
export function SpecLine({ text }: { text: string | null | undefined }) {
  const specText = useSpecText();
  if (!text) return null;
  return <p className="truncate text-xs text-slate-500">{specText(text)}</p>;
}
