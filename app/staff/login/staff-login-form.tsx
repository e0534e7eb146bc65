"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { staffLogin } from "@/lib/client/endpoints";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";

/** Email, password and the authenticator's code (or a recovery code) in one step. */
export function StaffLoginForm({ next }: { next: string }) {
  const { validate, send, busy, t } = useFormAction();
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = await validate(() => import("@/lib/validation/staff").then((m) => m.ZStaffLogin), {
      email,
      password,
      code,
    });
    if (!body) return;
    if (!(await send(staffLogin, { body }))) return;
    router.replace(next);
    router.refresh();
  }

  return (
    <section className="card flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t("staff.login.title")}</h1>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextInput
          label={t("staff.login.email")}
          type="email"
          name="email"
          autoComplete="username"
          maxLength={254}
          value={email}
          onChange={setEmail}
        />
        <TextInput
          label={t("staff.login.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={64}
          value={password}
          onChange={setPassword}
        />
        <TextInput
          label={t("staff.login.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={11}
          hint={t("staff.login.codeHint")}
          value={code}
          onChange={setCode}
        />
        <button className="btn-primary" type="submit" disabled={busy}>
          {t("staff.login.submit")}
        </button>
      </form>
    </section>
  );
}
