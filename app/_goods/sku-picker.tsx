"use client";

import { useTranslations } from "next-intl";
import { useSpecName } from "./use-spec-text";
import type { DetailSku, SpecGroup } from "@/lib/client/goods-api";
import { isValueAvailable, toggleValue, type Selection } from "@/lib/client/sku-selection";

/**
 * Colour / size groups (colour first). Values show their image when the seller has one; a value with no
 * SKU in stock together with the other chosen values is disabled.
 */
export function SkuPicker({
  groups,
  skus,
  selection,
  onChange,
}: {
  groups: SpecGroup[];
  skus: DetailSku[];
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const t = useTranslations("goodsPage");
  const specName = useSpecName();
  return (
    <div className="flex flex-col gap-3" data-testid="sku-picker">
      {groups.map((g) => (
        <fieldset key={g.name}>
          <legend className="mb-1.5 text-sm text-slate-600">
            {specName(g.name)}
            {selection[g.name] && (
              <span className="ml-2 font-semibold text-slate-900">{selection[g.name]}</span>
            )}
          </legend>
          <div className="flex flex-wrap gap-2">
            {g.values.map((v) => {
              const available = isValueAvailable(skus, selection, g.name, v.value);
              const chosen = selection[g.name] === v.value;
              return (
                <button
                  key={v.value}
                  type="button"
                  aria-pressed={chosen}
                  disabled={!available && !chosen}
                  title={available ? v.value : t("soldOutValue", { value: v.value })}
                  onClick={() => onChange(toggleValue(skus, selection, g.name, v.value))}
                  className={`flex items-center gap-1.5 rounded-lg border px-2 py-1 text-sm ${chosen ? "border-brand bg-orange-50 text-brand" : "border-slate-300 bg-white text-slate-700 hover:border-brand"} disabled:cursor-not-allowed disabled:border-dashed disabled:bg-slate-50 disabled:text-slate-400 disabled:line-through`}
                >
                  {v.image && (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={v.image} alt="" loading="lazy" className="h-8 w-8 rounded object-cover" />
                  )}
                  {v.value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
