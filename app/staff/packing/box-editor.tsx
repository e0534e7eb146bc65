"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/client/endpoint";
import { staffPackingContainer, staffPackingContainers, staffPackingPack } from "@/lib/client/endpoints";
import { volumetricGrams } from "@/lib/pricing/freight";
import { checkFbaBox } from "@/lib/shipping/fba-box";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import type { DeskContainer } from "./container-panel";
import { useSpecText } from "@/app/_goods/use-spec-text";

type Draft = { l: string; w: string; h: string; grams: string; net: string; items: Record<number, string> };
const emptyBox = (): Draft => ({ l: "", w: "", h: "", grams: "", net: "", items: {} });
const num = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : 0);
const schemas = () => import("@/lib/validation/shipping");

/** Re-reads the desk after an answer: the panel and the step lists. */
export function useDeskRefresh(id: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(staffPackingContainer, id) });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(staffPackingContainers) });
  };
}

function BoxFields({
  c,
  box,
  index,
  left,
  onChange,
  onRemove,
}: {
  c: DeskContainer;
  box: Draft;
  index: number;
  left: (lineId: number) => number;
  onChange: (box: Draft) => void;
  onRemove?: () => void;
}) {
  const { t } = useFormAction();
  const specText = useSpecText();
  const set = (patch: Partial<Draft>) => onChange({ ...box, ...patch });
  const pieces = Object.values(box.items).reduce((n, v) => n + num(v), 0);
  const volumetric = volumetricGrams(num(box.l) * num(box.w) * num(box.h));
  const fba =
    c.destination === "fba" && num(box.l) && num(box.w) && num(box.h) && num(box.grams)
      ? checkFbaBox({
          lengthCm: num(box.l),
          widthCm: num(box.w),
          heightCm: num(box.h),
          actualWeightGrams: num(box.grams),
          pieces,
        })
      : null;
  const size = (name: "l" | "w" | "h", label: string) => (
    <TextInput
      label={label}
      name={`box${index + 1}-${name}`}
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      value={box[name]}
      onChange={(v) => set({ [name]: v })}
    />
  );
  return (
    <fieldset className="flex flex-col gap-2 rounded border p-2" data-testid="box-draft">
      <legend className="px-1 font-semibold">{t("staff.packing.pack.boxTitle", { n: index + 1 })}</legend>
      <div className="grid grid-cols-3 gap-2">
        {size("l", t("staff.packing.pack.length"))}
        {size("w", t("staff.packing.pack.width"))}
        {size("h", t("staff.packing.pack.height"))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <TextInput
          label={t("staff.packing.pack.weight")}
          name={`box${index + 1}-grams`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint={t("staff.packing.pack.scaleHint")}
          value={box.grams}
          onChange={(v) => set({ grams: v })}
        />
        <TextInput
          label={t("staff.packing.pack.net")}
          name={`box${index + 1}-net`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={box.net}
          onChange={(v) => set({ net: v })}
        />
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        {t("staff.packing.pack.volumetric", { kg: volumetric / 1_000 })}
      </p>
      {fba?.tooLarge && <p className="text-sm text-red-700">{t("staff.packing.pack.fbaTooLarge")}</p>}
      {fba?.tooSmall && <p className="text-sm text-red-700">{t("staff.packing.pack.fbaTooSmall")}</p>}
      {fba?.heavy && <p className="text-sm text-amber-700">{t("staff.packing.pack.fbaHeavy")}</p>}
      <ul className="flex flex-col gap-1">
        {c.lines.map((l) => (
          <li key={l.id} className="grid grid-cols-[1fr_5rem] items-end gap-2">
            <span className="text-sm break-all">
              {l.goodsName}{" "}
              {l.goodsSpecs && <span className="text-slate-600">{specText(l.goodsSpecs)} </span>}
              <span className="text-xs text-slate-500">
                ({t("staff.packing.pack.left", { n: left(l.id) })})
              </span>
            </span>
            <TextInput
              label={t("staff.packing.pack.pieces")}
              name={`box${index + 1}-line${l.id}`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              value={box.items[l.id] ?? ""}
              onChange={(v) => set({ items: { ...box.items, [l.id]: v } })}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            set({
              items: Object.fromEntries(
                c.lines.map((l) => [l.id, String(num(box.items[l.id] ?? "") + left(l.id))]),
              ),
            })
          }
        >
          {t("staff.packing.pack.fillRest")}
        </button>
        {onRemove && (
          <button type="button" className="btn-secondary" onClick={onRemove}>
            {t("staff.packing.pack.removeBox")}
          </button>
        )}
      </div>
    </fieldset>
  );
}

/**
 * The boxes as packed (0 → 7): each box's size, its weight from the scale (a scale that types into the field
 * works like a keyboard) and its pieces per line; the volumetric weight and Amazon's limits show as the figures
 * are typed, before the boxes are closed. The server checks everything again.
 */
export function BoxEditor({ c }: { c: DeskContainer }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useDeskRefresh(c.id);
  const [boxes, setBoxes] = useState<Draft[]>([emptyBox()]);
  const left = (lineId: number) => {
    const line = c.lines.find((l) => l.id === lineId);
    return (line?.quantity ?? 0) - boxes.reduce((n, b) => n + num(b.items[lineId] ?? ""), 0);
  };
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      containerId: c.id,
      boxes: boxes.map((b) => ({
        lengthCm: b.l,
        widthCm: b.w,
        heightCm: b.h,
        actualWeightGrams: b.grams,
        netWeightGrams: b.net,
        items: Object.entries(b.items)
          .filter(([, v]) => num(v) > 0)
          .map(([id, v]) => ({ containerLineId: Number(id), quantity: v })),
      })),
    };
    const checked = await validate(() => schemas().then((m) => m.ZPacking), body);
    if (!checked) return;
    const res = await send(staffPackingPack, { body: checked });
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="pack-form">
      <h3 className="font-semibold">{t("staff.packing.pack.title")}</h3>
      {boxes.map((b, i) => (
        <BoxFields
          key={i}
          c={c}
          box={b}
          index={i}
          left={left}
          onChange={(next) => setBoxes(boxes.map((x, j) => (j === i ? next : x)))}
          onRemove={boxes.length > 1 ? () => setBoxes(boxes.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      <button
        type="button"
        className="btn-secondary sm:self-start"
        onClick={() => setBoxes([...boxes, emptyBox()])}
      >
        {t("staff.packing.pack.addBox")}
      </button>
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.packing.pack.submit", { boxes: boxes.length })}
      </button>
    </form>
  );
}
