"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { problemApply } from "@/lib/client/endpoints";
import { LIMITS, labelKeyOf } from "@/lib/codes";
import { coveredQuantity, quantityChosen } from "@/lib/problems/handling-rules";
import { NumberInput } from "../../../_components/inputs/number-input";
import { UploadWidget, type UploadedFileRef } from "../../../_components/upload-widget";
import { useFormAction } from "../../../_components/use-form-action";
import { ConfirmDialog } from "../../user/_components/confirm-dialog";
import { applyIssue, initialHandling, moneyFor, type ApplyField } from "../../../_problems/apply-rules";
import { MoneyEffect } from "../../../_problems/money-effect";
import { problemsChanged, type ProblemDetail } from "../../../_problems/problem-api";
import { HandlingPicker } from "./handling-picker";

const NOTE_MAX = 500;

const loadApply = () => import("@/lib/validation/problem").then((m) => m.ZProblemApply);

/**
 * The application: handling, pieces (when the handling lets the seller choose), note and evidence, with the
 * money effect of the choice. The server's rules run here first (first failing rule → toast, SPEC §5).
 */
export function ApplyForm({
  problem: p,
  handlingParam,
}: {
  problem: ProblemDetail;
  handlingParam: string | null;
}) {
  const { send, validate, toast, t, busy } = useFormAction();
  const router = useRouter();
  const queryClient = useQueryClient();
  const ctx = p.context;
  const [handling, setHandling] = useState(() => initialHandling(handlingParam, p.choices));
  const choice = p.choices.find((c) => c.handling === handling);
  const [quantity, setQuantity] = useState<number | "">(choice?.defaultQuantity ?? "");
  const [note, setNote] = useState("");
  const [files, setFiles] = useState<UploadedFileRef[]>([]);
  const [invalid, setInvalid] = useState<ApplyField | null>(null);
  const [confirming, setConfirming] = useState(false);
  const quantityBox = useRef<HTMLDivElement>(null);

  const chooses = handling !== undefined && quantityChosen(handling, ctx);
  const pieces =
    handling === undefined
      ? 0
      : coveredQuantity(handling, chooses && quantity !== "" ? quantity : undefined, ctx);

  function pick(h: number) {
    setHandling(h);
    setQuantity(p.choices.find((c) => c.handling === h)?.defaultQuantity ?? "");
    setInvalid(null);
  }

  function body() {
    return {
      problemId: p.id,
      handling,
      quantity: chooses ? quantity : undefined,
      note: note.trim() || undefined,
      files: files.map((f) => f.url),
    };
  }

  async function check() {
    const issue = applyIssue(handling, quantity, ctx);
    if (issue) {
      setInvalid(issue.field);
      toast.show("error", t(issue.key, issue.values));
      if (issue.field === "quantity") quantityBox.current?.querySelector("input")?.focus();
      return;
    }
    setInvalid(null);
    if (await validate(loadApply, body())) setConfirming(true);
  }

  async function apply() {
    const input = await validate(loadApply, body());
    if (!input) return setConfirming(false);
    const res = await send(problemApply, { body: input });
    setConfirming(false);
    if (!res) return;
    toast.show("success", res.msg);
    await problemsChanged(queryClient);
    router.push(`/order/orderBadDetails?id=${p.id}`);
  }

  const handlingLabel = handling ? t(labelKeyOf("problemHandling", handling)!) : "";
  return (
    <form
      className="card flex flex-col gap-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void check();
      }}
    >
      <HandlingPicker choices={p.choices} value={handling} onChange={pick} invalid={invalid === "handling"} />

      {choice && (
        <div className="grid gap-4 md:grid-cols-2">
          <div ref={quantityBox} className="flex flex-col gap-1">
            {chooses ? (
              <>
                <NumberInput
                  label={t("problemPage.quantity")}
                  value={quantity}
                  onChange={(v) => {
                    setQuantity(v);
                    if (invalid === "quantity") setInvalid(null);
                  }}
                  min={1}
                  max={choice.maxQuantity}
                  integer
                  aria-invalid={invalid === "quantity" || undefined}
                  className={`input ${invalid === "quantity" ? "border-rose-500 ring-2 ring-rose-200" : ""}`}
                  data-testid="apply-quantity"
                />
                <p className="text-xs text-slate-500">
                  {t("problemPage.quantityHint", { max: choice.maxQuantity, total: p.quantity })}
                </p>
              </>
            ) : (
              <div className="text-sm">
                <p className="text-slate-600">{t("problemPage.coveredPieces")}</p>
                <p className="text-lg font-bold" data-testid="covered-pieces">
                  {t("problemPage.pieces", { count: pieces })}
                </p>
                <p className="text-xs text-slate-500">
                  {t(choice.whole ? "problemPage.wholeOrderHint" : "problemPage.wholeProblemHint")}
                </p>
              </div>
            )}
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <h2 className="mb-2 text-sm font-semibold">{t("problemPage.moneyTitle")}</h2>
            <MoneyEffect handling={choice.handling} {...moneyFor(choice, pieces, p)} next={choice.next} />
          </div>
        </div>
      )}

      <label className="block text-sm">
        <span className="flex justify-between gap-2">
          <span>{t("problemPage.note")}</span>
          <span className="text-xs text-slate-500">
            {note.length} / {NOTE_MAX}
          </span>
        </span>
        <textarea
          className="input mt-1 min-h-24"
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t("problemPage.notePlaceholder")}
        />
      </label>

      <div className="text-sm">
        <p className="mb-1">{t("problemPage.evidence")}</p>
        <UploadWidget
          modular="evidence"
          limit={LIMITS.evidenceFiles}
          value={files}
          onChange={setFiles}
          label={t("problemPage.evidencePick")}
        />
      </div>

      <button type="submit" className="btn-primary" disabled={busy}>
        {t("problemPage.submitApply")}
      </button>
      {confirming && (
        <ConfirmDialog
          message={t("problemPage.applyConfirm", { handling: handlingLabel, count: pieces })}
          busy={busy}
          onConfirm={() => void apply()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
