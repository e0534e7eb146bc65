"use client";

import { useState } from "react";
import { staffPassword } from "@/lib/client/endpoints";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { useToast } from "@/app/_components/toast";

/** The member's own password: the current one, the new one twice (docs/staff.md "Own account"). */
export function PasswordSetting() {
  const { validate, send, busy, t } = useFormAction();
  const toast = useToast();
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");

  async function change(e: React.FormEvent) {
    e.preventDefault();
    const checked = await validate(
      () => import("@/lib/validation/staff-password").then((m) => m.ZStaffPasswordChangeForm),
      { currentPassword, password, confirm },
    );
    if (!checked) return;
    const res = await send(staffPassword, {
      body: { currentPassword: checked.currentPassword, password: checked.password },
    });
    if (!res) return;
    toast.show("success", res.msg);
    setCurrentPassword("");
    setPassword("");
    setConfirm("");
  }

  return (
    <form onSubmit={change} noValidate className="flex flex-col gap-3 border-t pt-3">
      <h2 className="font-bold">{t("staff.account.passwordTitle")}</h2>
      <p className="text-sm text-slate-600">{t("staff.account.passwordNote")}</p>
      <TextInput
        label={t("staff.account.currentPassword")}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <TextInput
        label={t("staff.account.newPassword")}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={t("staff.invite.passwordHint")}
      />
      <TextInput
        label={t("staff.account.confirmPassword")}
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      <button className="btn-primary w-auto self-start" type="submit" disabled={busy}>
        {t("staff.account.changePassword")}
      </button>
    </form>
  );
}
