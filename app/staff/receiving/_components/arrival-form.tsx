"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { staffReceivingLookup } from "@/lib/api/endpoints/staffWarehouse";
import { NumberInput } from "@/app/_components/inputs/number-input";
import { TextInput } from "@/app/_components/inputs/text-input";

export type LookupAnswer = ResponseOf<typeof staffReceivingLookup>;
export type LookupOrder = LookupAnswer["orders"][number];
export type ArrivalLines = { lineId: number; arrivedQty: number }[];

/**
 * One order of a scanned parcel: each line with the pieces ordered, here and still expected, and the pieces that
 * came in now (filled with the expected ones: a complete parcel is one tap; a short one is corrected per line).
 */
export function ArrivalForm({
  order,
  busy,
  submitLabel,
  onSubmit,
}: {
  order: LookupOrder;
  busy: boolean;
  submitLabel: string;
  onSubmit: (lines: ArrivalLines, note: string) => void;
}) {
  const t = useTranslations("staff.receiving");
  const [pieces, setPieces] = useState<Record<number, number | "">>(() =>
    Object.fromEntries(order.lines.map((l) => [l.id, l.expectedQty])),
  );
  const [note, setNote] = useState("");
  const short = order.lines.reduce((n, l) => n + Math.max(0, l.expectedQty - Number(pieces[l.id] || 0)), 0);

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(
          order.lines.map((l) => ({ lineId: l.id, arrivedQty: Number(pieces[l.id] || 0) })),
          note,
        );
      }}
    >
      <ul className="flex flex-col gap-2">
        {order.lines.map((line) => (
          <li key={line.id} className="flex gap-3 border-t pt-2" data-testid="arrival-line">
            {line.goodsImageUrl && (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={line.goodsImageUrl} alt="" className="h-16 w-16 shrink-0 rounded object-cover" />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="line-clamp-2 text-sm font-medium">{line.goodsName}</p>
              {(line.specs || line.skuId) && (
                <p className="text-xs text-slate-600">
                  {[line.specs, line.skuId].filter(Boolean).join(" · ")}
                </p>
              )}
              <p className="text-xs text-slate-600">
                {t("counts", {
                  quantity: line.quantity,
                  arrived: line.arrivedQty,
                  expected: line.expectedQty,
                })}
              </p>
              <NumberInput
                label={t("piecesNow")}
                name={`pieces-${line.id}`}
                integer
                min={0}
                max={line.expectedQty}
                value={pieces[line.id] ?? ""}
                onChange={(v) => setPieces((p) => ({ ...p, [line.id]: v }))}
                disabled={busy}
              />
            </div>
          </li>
        ))}
      </ul>
      <TextInput label={t("note")} name="note" maxLength={500} value={note} onChange={setNote} />
      {short > 0 && (
        <p className="text-sm font-medium text-amber-700" data-testid="arrival-short">
          {t("shortWarning", { missing: short })}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
