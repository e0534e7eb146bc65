"use client";

import { useState } from "react";
import { TRANSACTION_TYPE } from "@/lib/codes";
import { staffPackingAdjust, staffPackingDuty } from "@/lib/client/endpoints";
import { freightYen, roundCharge } from "@/lib/pricing/freight";
import { TextInput } from "@/app/_components/inputs/text-input";
import { SignedYen } from "@/app/_components/money";
import { useFormAction } from "@/app/_components/use-form-action";
import { ConfirmDialog } from "@/app/(shop)/user/_components/confirm-dialog";
import { useDeskRefresh } from "./box-editor";
import type { DeskContainer } from "./container-panel";

const schemas = () => import("@/lib/validation/shipping");
/** One key per filled-in form: a repeated submit (a double tap, a retry) charges once. */
const freshKey = () => crypto.randomUUID();
const gramsOf = (kg: string) => (/^\d+(\.\d{1,3})?$/.test(kg.trim()) ? Math.round(Number(kg) * 1_000) : kg);

/**
 * The carrier re-weighed the shipment: its chargeable weight, priced by the same freight rule as the bill,
 * against the freight paid so far. The difference shows before it is charged or refunded (confirmed first).
 */
function AdjustForm({ c }: { c: DeskContainer }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useDeskRefresh(c.id);
  const [kg, setKg] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(freshKey);
  const [asking, setAsking] = useState(false);
  const paid =
    c.freightYen +
    c.charges
      .filter((ch) => ch.type === TRANSACTION_TYPE.SHIPPING_ADJUSTMENT)
      .reduce((s, ch) => s + ch.amountYen, 0);
  const grams = gramsOf(kg);
  const difference =
    typeof grams === "number" && grams > 0 ? freightYen(c.shippingMode, roundCharge(grams)) - paid : null;
  const body = { containerId: c.id, carrierGrams: grams, reason, idempotencyKey: key };
  async function ask(e: React.FormEvent) {
    e.preventDefault();
    if (await validate(() => schemas().then((m) => m.ZShippingAdjustment), body)) setAsking(true);
  }
  async function confirm() {
    const checked = await validate(() => schemas().then((m) => m.ZShippingAdjustment), body);
    if (!checked) return setAsking(false);
    const res = await send(staffPackingAdjust, { body: checked });
    setAsking(false);
    if (res) {
      toast.show("success", res.msg);
      setKey(freshKey());
      setKg("");
      setReason("");
    }
    await refresh();
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={ask} noValidate data-testid="adjust-form">
      <h3 className="font-semibold">{t("staff.packing.adjust.title")}</h3>
      <p className="text-sm text-slate-600">
        {t("staff.packing.adjust.billed", { kg: (c.chargeGrams ?? 0) / 1_000, paid })}
      </p>
      <TextInput
        label={t("staff.packing.adjust.carrierKg")}
        name="carrierKg"
        inputMode="decimal"
        autoComplete="off"
        maxLength={9}
        value={kg}
        onChange={setKg}
      />
      {difference !== null && (
        <p className="text-sm" aria-live="polite">
          {t("staff.packing.adjust.difference")} <SignedYen amount={-difference} />
        </p>
      )}
      <TextInput
        label={t("staff.packing.adjust.reason")}
        name="reason"
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.packing.adjust.submit")}
      </button>
      {asking && (
        <ConfirmDialog
          message={t("staff.packing.adjust.confirm", { containerNo: c.containerNo, amount: difference ?? 0 })}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </form>
  );
}

/** Duty and import consumption tax the agent paid at clearance, from the import permit; confirmed first. */
function DutyForm({ c }: { c: DeskContainer }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useDeskRefresh(c.id);
  const [f, setF] = useState({
    dutyYen: "",
    consumptionTaxYen: "",
    localTaxYen: "",
    declarationNo: "",
    note: "",
  });
  const [key, setKey] = useState(freshKey);
  const [asking, setAsking] = useState(false);
  const body = { containerId: c.id, ...f, idempotencyKey: key };
  const total = [f.dutyYen, f.consumptionTaxYen, f.localTaxYen].reduce((s, v) => s + (Number(v) || 0), 0);
  async function ask(e: React.FormEvent) {
    e.preventDefault();
    if (await validate(() => schemas().then((m) => m.ZCustomsDuty), body)) setAsking(true);
  }
  async function confirm() {
    const checked = await validate(() => schemas().then((m) => m.ZCustomsDuty), body);
    if (!checked) return setAsking(false);
    const res = await send(staffPackingDuty, { body: checked });
    setAsking(false);
    if (res) {
      toast.show("success", res.msg);
      setKey(freshKey());
      setF({ dutyYen: "", consumptionTaxYen: "", localTaxYen: "", declarationNo: "", note: "" });
    }
    await refresh();
  }
  const yen = (name: "dutyYen" | "consumptionTaxYen" | "localTaxYen") => (
    <TextInput
      label={t(`staff.packing.duty.${name}`)}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      value={f[name]}
      onChange={(v) => setF({ ...f, [name]: v })}
    />
  );
  return (
    <form className="flex flex-col gap-2" onSubmit={ask} noValidate data-testid="duty-form">
      <h3 className="font-semibold">{t("staff.packing.duty.title")}</h3>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {yen("dutyYen")}
        {yen("consumptionTaxYen")}
        {yen("localTaxYen")}
      </div>
      <TextInput
        label={t("staff.packing.duty.declarationNo")}
        name="declarationNo"
        autoComplete="off"
        maxLength={32}
        value={f.declarationNo}
        onChange={(v) => setF({ ...f, declarationNo: v })}
      />
      <TextInput
        label={t("staff.packing.note")}
        name="note"
        maxLength={500}
        value={f.note}
        onChange={(v) => setF({ ...f, note: v })}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.packing.duty.submit")}
      </button>
      {asking && (
        <ConfirmDialog
          message={t("staff.packing.duty.confirm", { containerNo: c.containerNo, amount: total })}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </form>
  );
}

/** After dispatch, for finance: the carrier's re-weighed freight and the duties paid at clearance. */
export function ChargeForms({ c }: { c: DeskContainer }) {
  return (
    <>
      <AdjustForm c={c} />
      <DutyForm c={c} />
    </>
  );
}
