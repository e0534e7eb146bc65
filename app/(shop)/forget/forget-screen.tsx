"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { accountResetCode, accountResetPassword } from "@/lib/client/endpoints";
import { useFormAction } from "../../_components/use-form-action";
import { EmailCodeField, NewPasswordFields } from "../../_components/account-fields";

export function ForgetScreen() {
  const { validate, send, busy, t } = useFormAction();
  const router = useRouter();
  const [form, setForm] = useState({ email: "", emailCode: "", password: "", confirmPassword: "" });
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: e.target.value });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = await validate(() => import("@/lib/validation/account").then((m) => m.ZResetPassword), form);
    if (!body) return;
    const res = await send(accountResetPassword, { body });
    if (!res) return;
    router.push("/status?type=passwordReset");
  }

  return (
    <section className="card mx-auto mt-4 max-w-md">
      <h1 className="mb-4 text-xl font-bold">{t("forget.title")}</h1>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label className="text-sm">
          {t("register.email")}
          <input
            className="input mt-1"
            type="email"
            name="email"
            value={form.email}
            onChange={set("email")}
          />
        </label>
        <EmailCodeField
          value={form.emailCode}
          onChange={(emailCode) => setForm((f) => ({ ...f, emailCode }))}
          email={form.email}
          route={accountResetCode}
        />
        <NewPasswordFields
          label={t("forget.newPassword")}
          password={form.password}
          confirmPassword={form.confirmPassword}
          onPassword={set("password")}
          onConfirm={set("confirmPassword")}
        />
        <button className="btn-primary" type="submit" disabled={busy}>
          {t("forget.submit")}
        </button>
      </form>
    </section>
  );
}
