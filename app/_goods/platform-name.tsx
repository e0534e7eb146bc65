"use client";

import { useTranslations } from "next-intl";
import { labelKeyOf } from "@/lib/codes";

/** A marketplace's name in the reader's language (codes.platform.*: 1688, Taobao / 淘宝 / 타오바오, JD …). */
export function PlatformName({ code }: { code: number }) {
  const t = useTranslations();
  const key = labelKeyOf("platform", code);
  return <>{key ? t(key) : String(code)}</>;
}
