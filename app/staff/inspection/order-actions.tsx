"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { staffInspectionOrders as OrdersEndpoint } from "@/lib/api/endpoints/staffInspection";
import { queryKeyOf } from "@/lib/client/endpoint";
import {
  staffInspectionInspect,
  staffInspectionLocation,
  staffInspectionOrders,
  staffInspectionStart,
  staffInspectionStore,
  staffInspectionWhere,
} from "@/lib/client/endpoints";
import { INVENTORY_STATUS, PROBLEM_TYPE, STORAGE_TYPE, labelKeyOf } from "@/lib/codes";
import { measuredSizeCm } from "@/lib/warehouse/measurements";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { PhotoPicker } from "./photo-picker";
import { useSpecText } from "@/app/_goods/use-spec-text";

export type DeskOrder = ResponseOf<typeof OrdersEndpoint>["rows"][number];
type DeskLine = DeskOrder["lines"][number];

const schemas = () => import("@/lib/validation/warehouse");

/** After any answer the lists are read again: a refusal often means someone else moved the order meanwhile. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffInspectionOrders) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffInspectionWhere) }),
    ]);
}

function CodeSelect({
  label,
  codes,
  group,
  value,
  onChange,
  name,
}: {
  label: string;
  codes: Record<string, number>;
  group: string;
  value: number;
  onChange: (code: number) => void;
  name: string;
}) {
  const { t } = useFormAction();
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span>{label}</span>
      <select name={name} className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {Object.values(codes).map((code) => {
          const key = labelKeyOf(group, code);
          return (
            <option key={code} value={code}>
              {key ? t(key) : String(code)}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** 4 → 8: the inspection starts (a second tap is refused: the order is at 8 already). */
export function StartButton({ row }: { row: DeskOrder }) {
  const { send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  return (
    <button
      type="button"
      className="btn-primary w-full sm:w-auto sm:self-start"
      disabled={busy}
      data-testid="start-inspection"
      onClick={async () => {
        const res = await send(staffInspectionStart, { body: { orderId: row.id } });
        if (res) toast.show("success", res.msg);
        await refresh();
      }}
    >
      {t("staff.inspection.start")}
    </button>
  );
}

type Defect = { problemType: number; quantity: string; note: string; photos: string[] };
/** One piece's weight (g) and sides (cm) as typed; blank is "not measured this round". */
type Measure = { weight: string; length: string; width: string; height: string };
type LineDraft = { photos: string[]; defects: Defect[]; measure: Measure };

const NO_MEASURE: Measure = { weight: "", length: "", width: "", height: "" };
const typed = (m: Measure) => Object.values(m).some((v) => v.trim() !== "");
const orBlank = (v: string) => v.trim() || undefined;

/** What earlier rounds measured of one piece of the line, if anything: "measured 350 g · 20 × 15 × 10 cm". */
export function MeasuredNote({ line }: { line: DeskLine }) {
  const { t } = useFormAction();
  const size = measuredSizeCm(line);
  const sides = size && { length: size[0], width: size[1], height: size[2] };
  const grams = line.measuredWeightGrams;
  const text =
    grams !== null && sides
      ? t("staff.inspection.measured.both", { grams, ...sides })
      : grams !== null
        ? t("staff.inspection.measured.weight", { grams })
        : sides && t("staff.inspection.measured.size", sides);
  if (!text) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="line-measured">
      {text}
    </p>
  );
}

/**
 * One piece's weight and size where the bench can weigh and measure it (optional; the size all three sides or
 * none): numeric keyboards on the phone, the server's schema says what is wrong.
 */
function MeasureFields({ value, onChange }: { value: Measure; onChange: (m: Measure) => void }) {
  const { t } = useFormAction();
  const side = (key: "length" | "width" | "height", label: string) => (
    <TextInput
      aria-label={label}
      name={`${key}Cm`}
      inputMode="numeric"
      autoComplete="off"
      enterKeyHint="next"
      maxLength={3}
      className="input w-16 px-2 text-center"
      value={value[key]}
      onChange={(v) => onChange({ ...value, [key]: v })}
    />
  );
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="line-measure">
      <div className="w-24">
        <TextInput
          label={t("staff.inspection.weight")}
          name="weightGrams"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="next"
          maxLength={6}
          className="input px-2 text-right"
          value={value.weight}
          onChange={(weight) => onChange({ ...value, weight })}
        />
      </div>
      <fieldset className="text-sm">
        <legend className="mb-1">{t("staff.inspection.size")}</legend>
        <div className="flex items-center gap-1">
          {side("length", t("staff.inspection.length"))}
          <span aria-hidden="true">×</span>
          {side("width", t("staff.inspection.width"))}
          <span aria-hidden="true">×</span>
          {side("height", t("staff.inspection.height"))}
        </div>
      </fieldset>
    </div>
  );
}

const isShortage = (d: Defect) => d.problemType === PROBLEM_TYPE.SHORTAGE;
const pieces = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : 0);

function DefectFields({
  lineNo,
  index,
  defect,
  onChange,
  onRemove,
  disabled,
}: {
  lineNo: number;
  index: number;
  defect: Defect;
  onChange: (d: Defect) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useFormAction();
  return (
    <fieldset
      className="flex flex-col gap-2 rounded border border-rose-200 bg-rose-50 p-2"
      data-testid="defect"
    >
      <legend className="px-1 text-sm font-semibold text-rose-900">
        {t("staff.inspection.defect", { n: index + 1 })}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        <CodeSelect
          label={t("staff.inspection.defectType")}
          name="problemType"
          codes={PROBLEM_TYPE}
          group="problemType"
          value={defect.problemType}
          onChange={(problemType) => onChange({ ...defect, problemType })}
        />
        <TextInput
          label={t("staff.inspection.defectPieces")}
          name="quantity"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={defect.quantity}
          onChange={(quantity) => onChange({ ...defect, quantity })}
        />
      </div>
      <TextInput
        label={t("staff.inspection.defectNote")}
        name="note"
        maxLength={1000}
        value={defect.note}
        onChange={(note) => onChange({ ...defect, note })}
      />
      {!isShortage(defect) && (
        <PhotoPicker
          label={t("staff.inspection.defectPhotos", { line: lineNo, n: index + 1 })}
          value={defect.photos}
          onChange={(photos) => onChange({ ...defect, photos })}
          disabled={disabled}
          testId="defect-photos"
        />
      )}
      <button type="button" className="self-start text-sm text-rose-800 underline" onClick={onRemove}>
        {t("staff.inspection.defectRemove")}
      </button>
    </fieldset>
  );
}

function LineFields({
  line,
  lineNo,
  draft,
  onChange,
  disabled,
}: {
  line: DeskLine;
  lineNo: number;
  draft: LineDraft;
  onChange: (d: LineDraft) => void;
  disabled: boolean;
}) {
  const { t } = useFormAction();
  const specText = useSpecText();
  const defective = draft.defects.filter((d) => !isShortage(d)).reduce((n, d) => n + pieces(d.quantity), 0);
  const passed = line.toInspect - defective;
  const setDefect = (i: number, d: Defect) =>
    onChange({ ...draft, defects: draft.defects.map((x, j) => (j === i ? d : x)) });
  return (
    <li className="flex flex-col gap-2 border-t pt-3 first:border-t-0 first:pt-0" data-testid="inspect-line">
      <div className="flex gap-3">
        <div className="h-14 w-14 shrink-0 overflow-hidden rounded bg-slate-100">
          {line.goodsImageUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- platform images come from any host
            <img src={line.goodsImageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
          )}
        </div>
        <div className="min-w-0 flex-1 text-sm">
          <p className="break-words font-medium">
            {lineNo}. {line.goodsName}
          </p>
          {line.specs && <p className="break-words text-slate-600">{specText(line.specs)}</p>}
          <p className="text-slate-700">
            {t("staff.inspection.counts", {
              quantity: line.quantity,
              arrived: line.arrivedQty,
              toInspect: line.toInspect,
            })}
          </p>
          <MeasuredNote line={line} />
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <p
          className={`text-sm font-semibold ${passed < 0 ? "text-rose-700" : "text-emerald-800"}`}
          data-testid="line-result"
        >
          {t("staff.inspection.result", { passed: Math.max(0, passed), defective })}
        </p>
        <MeasureFields value={draft.measure} onChange={(measure) => onChange({ ...draft, measure })} />
      </div>
      {line.toInspect > 0 && (
        <PhotoPicker
          label={t("staff.inspection.linePhotos", { line: lineNo })}
          value={draft.photos}
          onChange={(photos) => onChange({ ...draft, photos })}
          disabled={disabled}
          testId="line-photos"
        />
      )}
      {draft.defects.map((d, i) => (
        <DefectFields
          key={i}
          lineNo={lineNo}
          index={i}
          defect={d}
          onChange={(next) => setDefect(i, next)}
          onRemove={() => onChange({ ...draft, defects: draft.defects.filter((_, j) => j !== i) })}
          disabled={disabled}
        />
      ))}
      {draft.defects.length < 6 && (
        <button
          type="button"
          className="btn-secondary w-full sm:w-auto sm:self-start"
          onClick={() =>
            onChange({
              ...draft,
              defects: [
                ...draft.defects,
                { problemType: PROBLEM_TYPE.DAMAGED, quantity: "1", note: "", photos: [] },
              ],
            })
          }
        >
          {t("staff.inspection.defectAdd")}
        </button>
      )}
    </li>
  );
}

/** 8 → 88 (or 24 with a defect): per line the photos and the defects; every other piece passes. */
export function InspectForm({ row }: { row: DeskOrder }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>(() =>
    Object.fromEntries(row.lines.map((l) => [l.id, { photos: [], defects: [], measure: NO_MEASURE }])),
  );
  const [note, setNote] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // A line inspected earlier is sent only to measure it again (nothing to pass, no photo needed).
    const lines = row.lines
      .filter((l) => l.toInspect > 0 || drafts[l.id].defects.length > 0 || typed(drafts[l.id].measure))
      .map((l) => {
        const d = drafts[l.id];
        const defective = d.defects.filter((x) => !isShortage(x)).reduce((n, x) => n + pieces(x.quantity), 0);
        return {
          lineId: l.id,
          passedQty: Math.max(0, l.toInspect - defective),
          photos: d.photos,
          weightGrams: orBlank(d.measure.weight),
          lengthCm: orBlank(d.measure.length),
          widthCm: orBlank(d.measure.width),
          heightCm: orBlank(d.measure.height),
          defects: d.defects.map((x) => ({
            problemType: x.problemType,
            quantity: x.quantity.trim(),
            note: x.note.trim() || undefined,
            photos: isShortage(x) ? [] : x.photos,
          })),
        };
      });
    const body = { orderId: row.id, lines, note };
    if (!(await validate(() => schemas().then((m) => m.ZInspection), body))) return;
    const res = await send(staffInspectionInspect, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="inspect-form">
      <h3 className="font-semibold">{t("staff.inspection.inspectTitle")}</h3>
      <p className="text-xs text-slate-500">{t("staff.inspection.measureHint")}</p>
      <ul className="flex flex-col gap-3">
        {row.lines.map((line, i) => (
          <LineFields
            key={line.id}
            line={line}
            lineNo={i + 1}
            draft={drafts[line.id]}
            onChange={(d) => setDrafts({ ...drafts, [line.id]: d })}
            disabled={busy}
          />
        ))}
      </ul>
      <TextInput
        label={t("staff.inspection.note")}
        name="note"
        maxLength={500}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.inspection.submit")}
      </button>
    </form>
  );
}

/** A shelf/bin field a scanner can type into (it ends with Enter, which sends the form). */
function LocationInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useFormAction();
  return (
    <TextInput
      label={t("staff.inspection.location")}
      hint={t("staff.inspection.locationHint")}
      name="locationCode"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      enterKeyHint="done"
      // a scanned label is never cut: the schema refuses one too long with its limit
      maxLength={null}
      value={value}
      onChange={onChange}
    />
  );
}

/** 88 → 16: storage type, the stock count and the shelf/bin. */
export function StoreForm({ row }: { row: DeskOrder }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [storageType, setStorageType] = useState<number>(STORAGE_TYPE.NORMAL);
  const [inventoryStatus, setInventoryStatus] = useState<number>(INVENTORY_STATUS.COMPLETE);
  const [locationCode, setLocationCode] = useState(row.locationCode ?? "");
  const [note, setNote] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { orderId: row.id, storageType, inventoryStatus, locationCode, note };
    if (!(await validate(() => schemas().then((m) => m.ZStorage), body))) return;
    const res = await send(staffInspectionStore, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="store-form">
      <h3 className="font-semibold">{t("staff.inspection.storeTitle")}</h3>
      <div className="grid grid-cols-2 gap-2">
        <CodeSelect
          label={t("staff.inspection.storageType")}
          name="storageType"
          codes={STORAGE_TYPE}
          group="storageType"
          value={storageType}
          onChange={setStorageType}
        />
        <CodeSelect
          label={t("staff.inspection.inventoryStatus")}
          name="inventoryStatus"
          codes={INVENTORY_STATUS}
          group="inventoryStatus"
          value={inventoryStatus}
          onChange={setInventoryStatus}
        />
      </div>
      <LocationInput value={locationCode} onChange={setLocationCode} />
      <TextInput
        label={t("staff.inspection.note")}
        name="note"
        maxLength={500}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.inspection.storeSubmit")}
      </button>
    </form>
  );
}

/** The goods moved to another shelf/bin. */
export function LocationForm({ row }: { row: DeskOrder }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [locationCode, setLocationCode] = useState(row.locationCode ?? "");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { orderId: row.id, locationCode };
    if (!(await validate(() => schemas().then((m) => m.ZOrderLocation), body))) return;
    const res = await send(staffInspectionLocation, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="location-form">
      <LocationInput value={locationCode} onChange={setLocationCode} />
      <button type="submit" className="btn-secondary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.inspection.locationSubmit")}
      </button>
    </form>
  );
}
