"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { LIMITS } from "@/lib/codes";
import { accountModifyPassword, accountModifyPasswordByCode, accountResetCode } from "@/lib/client/endpoints";
import { useFormAction } from "../../_components/use-form-action";
import { useSession } from "../../_components/session";
import { EmailCodeField } from "../../_components/account-fields";
import { TextInput } from "../../_components/inputs/text-input";

type Mode = "old" | "code";

/**
 * /upDataPassWord: change with the old password (modifyPassword), or with a code mailed to the account's
 * own address (h5/sendVerificationCode + modifyPassword2). Other sessions end; this one stays.
 */
export function UpDataPassWordScreen() {
  const { validate, send, busy, toast, t } = useFormAction();
  const { userInfo } = useSession();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("old");
  const [form, setForm] = useState({ oldPassword: "", emailCode: "", password: "", confirmPassword: "" });
  const set = (k: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [k]: value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const res =
      mode === "old"
        ? await (async () => {
            const body = await validate(
              () => import("@/lib/validation/account").then((m) => m.ZModifyPassword),
              form,
            );
            return body && send(accountModifyPassword, { body });
          })()
        : await (async () => {
            const body = await validate(
              () => import("@/lib/validation/account").then((m) => m.ZModifyPassword2),
              form,
            );
            return body && send(accountModifyPasswordByCode, { body });
          })();
    if (!res) return;
    toast.show("success", res.msg);
    router.push("/userSafe");
  }

  function switchMode(next: Mode) {
    setMode(next);
    setForm({ oldPassword: "", emailCode: "", password: "", confirmPassword: "" });
  }

  return (
    <section className="card mx-auto mt-4 max-w-md">
      <h1 className="mb-4 text-xl font-bold">
        {t(mode === "old" ? "safety.changePasswordTitle" : "safety.changeByCodeTitle")}
      </h1>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {mode === "old" ? (
          <TextInput
            label={t("safety.oldPassword")}
            type="password"
            name="oldPassword"
            autoComplete="current-password"
            maxLength={LIMITS.passwordMax}
            value={form.oldPassword}
            onChange={set("oldPassword")}
          />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {t("safety.codeToOwnEmail", { email: userInfo?.email ?? "…" })}
            </p>
            <EmailCodeField
              value={form.emailCode}
              onChange={set("emailCode")}
              email={userInfo?.email ?? ""}
              route={accountResetCode}
            />
          </>
        )}
        <TextInput
          label={t("forget.newPassword")}
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          hint={t("register.passwordHint")}
          value={form.password}
          onChange={set("password")}
        />
        <TextInput
          label={t("register.confirmPassword")}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          value={form.confirmPassword}
          onChange={set("confirmPassword")}
        />
        <button className="btn-primary" type="submit" disabled={busy}>
          {t("safety.changePasswordSubmit")}
        </button>
      </form>
      <button
        type="button"
        className="mt-4 text-sm text-brand underline"
        onClick={() => switchMode(mode === "old" ? "code" : "old")}
      >
        {t(mode === "old" ? "safety.useEmailCode" : "safety.useOldPassword")}
      </button>
    </section>
  );
}
