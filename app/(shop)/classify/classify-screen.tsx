"use client";

import Link from "@/app/_components/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { Category } from "@/lib/client/goods-api";
import { categoryLabel, useCategories } from "./use-categories";
import { LoadingCards } from "../../_components/skeleton";

const leafHref = (c: Category) =>
  `/search-details?${new URLSearchParams({ categoryId: String(c.id), name: categoryLabel(c) })}`;

/**
 * Top categories in a narrow column on the left, the chosen one's children on the right; a child with
 * children of its own lists them below its name. Picking a leaf opens its goods in
 * /search-details?categoryId=…
 */
export function ClassifyScreen() {
  const t = useTranslations();
  const top = useCategories(0);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const current = picked ?? top.data?.[0]?.id;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t("search.classifyTitle")}</h1>
        <Link href="/search" className="text-sm text-brand hover:underline">
          {t("search.title")}
        </Link>
      </div>
      {top.isError ? (
        <p className="card text-sm text-rose-600" role="alert">
          {t("common.loadFailed")}{" "}
          <button type="button" className="underline" onClick={() => void top.refetch()}>
            {t("common.retry")}
          </button>
        </p>
      ) : top.isPending ? (
        <LoadingCards />
      ) : !top.data.length ? (
        <p className="card text-sm text-slate-500" data-testid="no-categories">
          {t("search.noCategories")}
        </p>
      ) : (
        <div className="card flex min-h-[60vh] gap-0 overflow-hidden p-0">
          <ul
            className="w-28 shrink-0 overflow-y-auto border-r border-slate-100 bg-slate-50 sm:w-44"
            aria-label={t("search.topCategories")}
            data-testid="top-categories"
          >
            {top.data.map((c) => (
              <li key={c.id}>
                {c.hasChildren ? (
                  <button
                    type="button"
                    aria-pressed={c.id === current}
                    onClick={() => setPicked(c.id)}
                    className={`block w-full px-3 py-3 text-left text-sm ${c.id === current ? "border-l-4 border-brand bg-white font-semibold text-brand" : "border-l-4 border-transparent text-slate-700 hover:bg-white"}`}
                  >
                    {categoryLabel(c)}
                  </button>
                ) : (
                  <Link
                    href={leafHref(c)}
                    className="block border-l-4 border-transparent px-3 py-3 text-sm text-slate-700 hover:bg-white"
                  >
                    {categoryLabel(c)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className="min-w-0 flex-1 p-3">{current !== undefined && <Children parentId={current} />}</div>
        </div>
      )}
    </div>
  );
}

function Children({ parentId }: { parentId: number }) {
  const t = useTranslations();
  const list = useCategories(parentId);
  if (list.isError) {
    return (
      <p className="text-sm text-rose-600" role="alert">
        {t("common.loadFailed")}{" "}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          {t("common.retry")}
        </button>
      </p>
    );
  }
  if (list.isPending) return <p className="text-sm text-slate-500">{t("common.loading")}</p>;
  if (!list.data.length) return <p className="text-sm text-slate-500">{t("search.noCategories")}</p>;
  const leaves = list.data.filter((c) => !c.hasChildren);
  const branches = list.data.filter((c) => c.hasChildren);
  return (
    <div className="flex flex-col gap-4" data-testid="sub-categories">
      {leaves.length > 0 && <LeafGrid items={leaves} />}
      {branches.map((c) => (
        <section key={c.id}>
          <h2 className="mb-2 text-sm font-semibold text-slate-700">{categoryLabel(c)}</h2>
          <Grandchildren parentId={c.id} />
        </section>
      ))}
    </div>
  );
}

function Grandchildren({ parentId }: { parentId: number }) {
  const t = useTranslations();
  const list = useCategories(parentId);
  if (list.isError) {
    return (
      <button type="button" className="text-sm text-rose-600 underline" onClick={() => void list.refetch()}>
        {t("common.loadFailed")} · {t("common.retry")}
      </button>
    );
  }
  if (list.isPending) return <p className="text-sm text-slate-500">{t("common.loading")}</p>;
  return <LeafGrid items={list.data} />;
}

/** Deeper levels than three are opened as leaves too: their goods include the subcategories' goods. */
function LeafGrid({ items }: { items: Category[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((c) => (
        <li key={c.id}>
          <Link
            href={leafHref(c)}
            className="flex h-full items-center justify-center rounded-lg bg-slate-50 px-2 py-3 text-center text-sm text-slate-700 ring-1 ring-slate-200 hover:text-brand hover:ring-brand/40"
            data-testid="category-leaf"
          >
            {categoryLabel(c)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
