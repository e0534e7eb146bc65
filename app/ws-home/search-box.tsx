"use client";

import { useState } from "react";
import { useLocalStorage } from "../_components/use-local-storage";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

const PLATFORMS = [
  { value: "1688", label: "1688" },
  { value: "taobao", label: "Taobao" },
] as const;

/** Keyword or product link + platform (default 1688, kept in localStorage, SPEC §3). */
export function SearchBox() {
  const t = useTranslations("home");
  const router = useRouter();
  const [stored, setPlatform] = useLocalStorage("platform", "1688");
  const platform = PLATFORMS.some((p) => p.value === stored) ? stored : "1688";
  const [goodsName, setGoodsName] = useState("");

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const q = goodsName.trim();
    if (!q) return;
    router.push(`/search?${new URLSearchParams({ goodsName: q, platform })}`);
  }

  return (
    <form
      onSubmit={submit}
      className="flex gap-2 rounded-xl bg-white p-1.5 text-slate-900 shadow"
      role="search"
    >
      <select
        aria-label={t("platform")}
        className="rounded-lg bg-slate-100 px-2 text-sm"
        value={platform}
        onChange={(e) => setPlatform(e.target.value)}
      >
        {PLATFORMS.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
      <input
        className="min-w-0 flex-1 px-2 text-base outline-none"
        name="goodsName"
        placeholder={t("searchPlaceholder")}
        value={goodsName}
        onChange={(e) => setGoodsName(e.target.value)}
      />
      <button className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white" type="submit">
        {t("searchButton")}
      </button>
    </form>
  );
}
