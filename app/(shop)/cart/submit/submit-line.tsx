"use client";

import { useTranslations } from "next-intl";
import { LIMITS } from "@/lib/codes";
import { fenToYuan, yuanToFen } from "@/lib/pricing/convert";
import { NumberInput } from "../../../_components/inputs/number-input";
import { TextInput } from "../../../_components/inputs/text-input";
import { Yuan } from "@/app/_components/yuan";
import type { SubmitCartRow } from "./submit-cart";
import { SpecLine } from "../../../_goods/use-spec-text";

type Codes = { asin: string; fnsku: string; sellerSku: string };

type Props = {
  row: SubmitCartRow;
  count: number;
  unitFen: number | undefined;
  codes: Codes;
  onCount: (n: number) => void;
  onCodes: (c: Codes) => void;
};

/** One chosen cart line: picture, name, specs, unit price, quantity (1 … stock) and its FBA codes. */
export function SubmitLine({ row, count, unitFen, codes, onCount, onCodes }: Props) {
  const t = useTranslations("orderPage");
  const picture = row.pictureUrl ?? row.goodsImageUrl;
  const max = Math.min(row.stock ?? LIMITS.maxOrderQuantity, LIMITS.maxOrderQuantity);
  return (
    <li
      className="flex flex-col gap-3 border-t border-slate-100 pt-3 first:border-0 first:pt-0"
      data-testid="submit-line"
    >
      <div className="flex gap-3">
        <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100">
          {/* eslint-disable-next-line @next/next/no-img-element -- platform images come from any host */}
          {picture && <img src={picture} alt="" loading="lazy" className="h-full w-full object-cover" />}
        </div>
        <div className="min-w-0 flex-1 text-sm">
          <p className="line-clamp-2 break-words">{row.goodsName}</p>
          <SpecLine text={row.goodsSpecs} />
          <p className="mt-1 text-xs text-slate-600">
            <Yuan amount={fenToYuan(unitFen ?? yuanToFen(row.goodsPrice))} />
            {row.stock !== null && (
              <span className="ml-2 text-slate-500">{t("stock", { count: row.stock })}</span>
            )}
          </p>
          <div className="mt-2 w-32">
            <NumberInput
              label={t("quantityLabel")}
              value={count}
              min={1}
              max={max}
              integer
              onChange={(v) => onCount(v === "" ? 1 : v)}
              data-testid="quantity-input"
            />
          </div>
        </div>
      </div>
      <details
        className="rounded-lg bg-slate-50 px-3 py-2 text-sm"
        open={!!(codes.asin || codes.fnsku || codes.sellerSku)}
      >
        <summary className="cursor-pointer text-slate-600">{t("fbaCodes")}</summary>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          <TextInput
            label="ASIN"
            value={codes.asin}
            maxLength={10}
            onChange={(asin) => onCodes({ ...codes, asin: asin.toUpperCase() })}
            autoComplete="off"
          />
          <TextInput
            label="FNSKU"
            value={codes.fnsku}
            maxLength={10}
            onChange={(fnsku) => onCodes({ ...codes, fnsku: fnsku.toUpperCase() })}
            autoComplete="off"
          />
          <TextInput
            label={t("sellerSku")}
            value={codes.sellerSku}
            maxLength={64}
            onChange={(sellerSku) => onCodes({ ...codes, sellerSku })}
            autoComplete="off"
          />
        </div>
      </details>
    </li>
  );
}
