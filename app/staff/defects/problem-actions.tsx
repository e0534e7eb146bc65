"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { staffDefectsProblems as ProblemsEndpoint } from "@/lib/api/endpoints/staffDefects";
import { queryKeyOf } from "@/lib/client/endpoint";
import {
  staffDefectsDestroyed,
  staffDefectsProblems,
  staffDefectsQuote,
  staffDefectsReject,
  staffDefectsReturned,
  staffDefectsSendBack,
  staffDefectsSplit,
  staffDefectsWithdraw,
} from "@/lib/client/endpoints";
import type { UploadedFileRef } from "@/lib/client/upload";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { ConfirmDialog } from "@/app/(shop)/user/_components/confirm-dialog";
import { DonePhoto } from "./done-photo";

export type DeskProblem = ResponseOf<typeof ProblemsEndpoint>["rows"][number];

const schemas = () => import("@/lib/validation/staff-defects");

/** After any answer the step is read again: a refusal often means someone else moved the problem meanwhile. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyOf(staffDefectsProblems) });
}

const blank = (v: string) => (v.trim() ? v.trim() : undefined);

/** 60 → 64, 76 → 80: the fee table's estimate unless another amount is typed. */
function QuoteForm({ row }: { row: DeskProblem }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [feeYen, setFeeYen] = useState("");
  const [note, setNote] = useState("");
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { problemId: row.id, feeYen: blank(feeYen), note };
    if (!(await validate(() => schemas().then((m) => m.ZDefectsDeskQuote), body))) return;
    const res = await send(staffDefectsQuote, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="quote-form">
      <h3 className="font-semibold">{t("staff.defects.quote.title")}</h3>
      <TextInput
        label={t("staff.defects.quote.fee")}
        name="feeYen"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={feeYen}
        onChange={setFeeYen}
      />
      <TextInput
        label={t("staff.defects.note")}
        name="note"
        maxLength={500}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.defects.quote.submit")}
      </button>
    </form>
  );
}

/** 68 → 72: the refund the supplier really made, else the handling table's estimate. */
function ReturnedForm({ row }: { row: DeskProblem }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [refundYen, setRefundYen] = useState("");
  const [note, setNote] = useState("");
  const [photo, setPhoto] = useState<UploadedFileRef | null>(null);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { problemId: row.id, refundYen: blank(refundYen), note, photo: photo?.url };
    if (!(await validate(() => schemas().then((m) => m.ZDefectsDeskReturned), body))) return;
    const res = await send(staffDefectsReturned, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="returned-form">
      <h3 className="font-semibold">{t("staff.defects.returned.title")}</h3>
      <TextInput
        label={t("staff.defects.returned.refund")}
        name="refundYen"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={refundYen}
        onChange={setRefundYen}
      />
      <DonePhoto value={photo} onChange={setPhoto} disabled={busy} />
      <TextInput
        label={t("staff.defects.note")}
        name="note"
        maxLength={500}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.defects.returned.submit")}
      </button>
    </form>
  );
}

type NoteAction = "sendBack" | "split" | "destroyed" | "withdraw";
const NOTE_ENDPOINTS = {
  sendBack: staffDefectsSendBack,
  split: staffDefectsSplit,
  destroyed: staffDefectsDestroyed,
  withdraw: staffDefectsWithdraw,
} as const;

/**
 * A step that needs only the problem and an optional note (a destruction also its photo); confirmed first (it
 * cannot be undone).
 */
function NoteForm({ row, action }: { row: DeskProblem; action: NoteAction }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [note, setNote] = useState("");
  const [photo, setPhoto] = useState<UploadedFileRef | null>(null);
  const [asking, setAsking] = useState(false);
  const body = { problemId: row.id, note, ...(action === "destroyed" ? { photo: photo?.url } : {}) };
  async function ask(e: React.FormEvent) {
    e.preventDefault();
    const schema = () =>
      schemas().then((m) => (action === "destroyed" ? m.ZDefectsDeskDestroyed : m.ZDefectsDeskNote));
    if (await validate(schema, body)) setAsking(true);
  }
  async function confirm() {
    const res = await send(NOTE_ENDPOINTS[action], { body });
    setAsking(false);
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={ask} noValidate data-testid={`${action}-form`}>
      <h3 className="font-semibold">{t(`staff.defects.${action}.title`)}</h3>
      <TextInput
        label={t("staff.defects.note")}
        name="note"
        maxLength={500}
        value={note}
        onChange={setNote}
      />
      {action === "destroyed" && <DonePhoto value={photo} onChange={setPhoto} disabled={busy} />}
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t(`staff.defects.${action}.submit`)}
      </button>
      {asking && (
        <ConfirmDialog
          message={t(`staff.defects.${action}.confirm`, { orderNo: row.order.orderNo, pieces: row.pieces })}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </form>
  );
}

/** → 26: the supplier refuses; the reason goes to the seller, who chooses again. */
function RejectForm({ row }: { row: DeskProblem }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  async function ask(e: React.FormEvent) {
    e.preventDefault();
    const body = { problemId: row.id, reason };
    if (await validate(() => schemas().then((m) => m.ZDefectsDeskReject), body)) setAsking(true);
  }
  async function confirm() {
    const res = await send(staffDefectsReject, { body: { problemId: row.id, reason } });
    setAsking(false);
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={ask} noValidate data-testid="reject-form">
      <h3 className="font-semibold">{t("staff.defects.reject.title")}</h3>
      <TextInput
        label={t("staff.defects.reject.reason")}
        name="reason"
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
      <button type="submit" className="btn-secondary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.defects.reject.submit")}
      </button>
      {asking && (
        <ConfirmDialog
          message={t("staff.defects.reject.confirm", { orderNo: row.order.orderNo })}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </form>
  );
}

/** What the agent can do with the problem now (the server checks it again under the order's lock). */
export function ProblemActions({ row }: { row: DeskProblem }) {
  const a = row.actions;
  return (
    <div className="flex flex-col gap-4 border-t pt-3" data-testid="problem-actions">
      {a.quote && <QuoteForm row={row} />}
      {a.sendBack && <NoteForm row={row} action="sendBack" />}
      {a.split && <NoteForm row={row} action="split" />}
      {a.returned && <ReturnedForm row={row} />}
      {a.destroyed && <NoteForm row={row} action="destroyed" />}
      {a.withdraw && <NoteForm row={row} action="withdraw" />}
      {a.reject && <RejectForm row={row} />}
    </div>
  );
}
