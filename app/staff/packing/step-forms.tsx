"use client";

import { useState } from "react";
import {
  staffPackingBill,
  staffPackingCancel,
  staffPackingCleared,
  staffPackingConfirm,
  staffPackingDispatch,
  staffPackingStart,
} from "@/lib/client/endpoints";
import { CARRIERS } from "@/lib/shipping/tracking";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { ConfirmDialog } from "@/app/(shop)/user/_components/confirm-dialog";
import { useDeskRefresh } from "./box-editor";
import type { DeskContainer, Permitted } from "./container-panel";

const schemas = () => import("@/lib/validation/shipping");

/** Confirm (11 → 6), start packing (6 → 0), customs cleared: the packing list and an optional note. */
function NoteStep({ c, step }: { c: DeskContainer; step: "confirm" | "start" | "cleared" }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useDeskRefresh(c.id);
  const [note, setNote] = useState("");
  const route = { confirm: staffPackingConfirm, start: staffPackingStart, cleared: staffPackingCleared }[
    step
  ];
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { containerId: c.id, note };
    if (!(await validate(() => schemas().then((m) => m.ZContainerNote), body))) return;
    const res = await send(route, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid={`${step}-form`}>
      <h3 className="font-semibold">{t(`staff.packing.${step}.title`)}</h3>
      <TextInput
        label={t("staff.packing.note")}
        name="note"
        maxLength={500}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t(`staff.packing.${step}.submit`)}
      </button>
    </form>
  );
}

/** 7 → 1: the bill from the packed boxes, with other fees the agent adds (each with a note the seller reads). */
function BillForm({ c }: { c: DeskContainer }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useDeskRefresh(c.id);
  const [fees, setFees] = useState<{ amountYen: string; note: string }[]>([]);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { containerId: c.id, otherFees: fees };
    const checked = await validate(() => schemas().then((m) => m.ZBillPricing), body);
    if (!checked) return;
    const res = await send(staffPackingBill, { body: checked });
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="bill-form">
      <h3 className="font-semibold">{t("staff.packing.billForm.title")}</h3>
      <p className="text-sm text-slate-600">{t("staff.packing.billForm.hint")}</p>
      {fees.map((f, i) => (
        <div key={i} className="grid grid-cols-[7rem_1fr] gap-2">
          <TextInput
            label={t("staff.packing.billForm.amount")}
            name={`fee${i}-amount`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={f.amountYen}
            onChange={(v) => setFees(fees.map((x, j) => (j === i ? { ...x, amountYen: v } : x)))}
          />
          <TextInput
            label={t("staff.packing.billForm.feeNote")}
            name={`fee${i}-note`}
            maxLength={200}
            value={f.note}
            onChange={(v) => setFees(fees.map((x, j) => (j === i ? { ...x, note: v } : x)))}
          />
        </div>
      ))}
      {fees.length < 10 && (
        <button
          type="button"
          className="btn-secondary sm:self-start"
          onClick={() => setFees([...fees, { amountYen: "", note: "" }])}
        >
          {t("staff.packing.billForm.addFee")}
        </button>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.packing.billForm.submit")}
      </button>
    </form>
  );
}

/** 3 → 4: the international carrier and each box's tracking number (scanned or typed). */
function DispatchForm({ c }: { c: DeskContainer }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useDeskRefresh(c.id);
  const [carrier, setCarrier] = useState<string>("EMS");
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [master, setMaster] = useState("");
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      containerId: c.id,
      carrier,
      boxes: c.boxes.map((b) => ({ boxNo: b.boxNo, trackingNo: numbers[b.boxNo] ?? "" })),
      masterTrackingNo: master,
    };
    const checked = await validate(() => schemas().then((m) => m.ZDispatch), body);
    if (!checked) return;
    const res = await send(staffPackingDispatch, { body: checked });
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="dispatch-form">
      <h3 className="font-semibold">{t("staff.packing.dispatch.title")}</h3>
      <label className="flex flex-col gap-1 text-sm">
        <span>{t("staff.packing.dispatch.carrier")}</span>
        <select name="carrier" className="input" value={carrier} onChange={(e) => setCarrier(e.target.value)}>
          {Object.keys(CARRIERS).map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      {c.boxes.map((b) => (
        <TextInput
          key={b.boxNo}
          label={t("staff.packing.dispatch.trackingOf", { n: b.boxNo })}
          name={`tracking${b.boxNo}`}
          autoComplete="off"
          autoCapitalize="characters"
          // scanned from the label, never cut: the schema refuses one too long with its limit
          maxLength={null}
          value={numbers[b.boxNo] ?? ""}
          onChange={(v) => setNumbers({ ...numbers, [b.boxNo]: v })}
        />
      ))}
      <TextInput
        label={t("staff.packing.dispatch.master")}
        name="masterTrackingNo"
        autoComplete="off"
        maxLength={null}
        value={master}
        onChange={setMaster}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.packing.dispatch.submit")}
      </button>
    </form>
  );
}

/** The agent cancels before payment: the reason goes to the seller; confirmed first. */
function CancelForm({ c }: { c: DeskContainer }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useDeskRefresh(c.id);
  const [note, setNote] = useState("");
  const [asking, setAsking] = useState(false);
  async function ask(e: React.FormEvent) {
    e.preventDefault();
    if (await validate(() => schemas().then((m) => m.ZContainerCancel), { containerId: c.id, note }))
      setAsking(true);
  }
  async function confirm() {
    const res = await send(staffPackingCancel, { body: { containerId: c.id, note } });
    setAsking(false);
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={ask} noValidate data-testid="cancel-form">
      <h3 className="font-semibold">{t("staff.packing.cancel.title")}</h3>
      <TextInput
        label={t("staff.packing.cancel.reason")}
        name="reason"
        maxLength={500}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="btn-secondary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.packing.cancel.submit")}
      </button>
      {asking && (
        <ConfirmDialog
          message={t("staff.packing.cancel.confirm", { containerNo: c.containerNo })}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </form>
  );
}

/** The next step the member's roles allow in this status (the server checks both again). */
export function StepForms({ c, may }: { c: DeskContainer; may: Permitted }) {
  const { t } = useFormAction();
  const a = c.deskActions;
  return (
    <>
      {may.pack && a.confirm && <NoteStep c={c} step="confirm" />}
      {may.pack && a.start && <NoteStep c={c} step="start" />}
      {may.bill && a.bill && <BillForm c={c} />}
      {c.status === 1 && <p className="text-sm text-slate-600">{t("staff.packing.awaitingPayment")}</p>}
      {may.pack && a.dispatch && <DispatchForm c={c} />}
      {may.pack && a.cleared && <NoteStep c={c} step="cleared" />}
      {may.pack && a.cancel && <CancelForm c={c} />}
    </>
  );
}
