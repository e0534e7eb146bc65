"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "@/lib/codes";
import { queryKeyOf } from "@/lib/client/endpoint";
import {
  accountCustomerInfo,
  accountModifyNewEmail,
  accountSendNewEmailCode,
  accountValidPassword,
} from "@/lib/client/endpoints";
import { useFormAction } from "../../_components/use-form-action";
import { useSession } from "../../_components/session";
import { EmailCodeField } from "../../_components/account-fields";
import { TextInput } from "../../_components/inputs/text-input";

const STEPS = ["stepVerify", "stepNewEmail", "stepDone"] as const;

/**
 * /upDataEmail: 1 confirm the current password (validPassword), 2 new address + code mailed to it
 * (sendModifyNewEmail, 60 s countdown), 3 switched (modifyNewEmail).
 */
export function UpDataEmailScreen() {
  const { validate, send, busy, toast, t } = useFormAction();
  const { userInfo } = useSession();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [password, setPassword] = useState("");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");

  async function verify(e: React.FormEvent) {
    e.preventDefault();
    const query = await validate(() => import("@/lib/validation/account").then((m) => m.ZValidPassword), {
      password,
    });
    if (!query) return;
    const res = await send(accountValidPassword, { query });
    if (!res) return;
    setPassword("");
    setStep(1);
  }

  async function change(e: React.FormEvent) {
    e.preventDefault();
    const query = await validate(() => import("@/lib/validation/account").then((m) => m.ZModifyNewEmail), {
      email,
      code,
    });
    if (!query) return;
    const res = await send(accountModifyNewEmail, { query });
    if (!res) return;
    toast.show("success", res.msg);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCustomerInfo) });
    setEmail(query.email);
    setStep(2);
  }

  return (
    <section className="card mx-auto mt-4 max-w-md">
      <h1 className="mb-3 text-xl font-bold">{t("safety.changeEmailTitle")}</h1>
      <ol className="mb-4 grid grid-cols-3 gap-1 text-center text-xs" aria-label={t("safety.steps")}>
        {STEPS.map((key, i) => (
          <li
            key={key}
            aria-current={i === step ? "step" : undefined}
            className={`rounded-md px-1 py-1.5 ${i === step ? "bg-brand text-white" : i < step ? "bg-orange-50 text-brand" : "bg-slate-100 text-slate-600"}`}
          >
            {i + 1}. {t(`safety.${key}`)}
          </li>
        ))}
      </ol>

      {step === 0 && (
        <form onSubmit={verify} noValidate className="flex flex-col gap-3">
          <p className="text-sm text-slate-600">
            {t("safety.currentEmail", { email: userInfo?.email ?? "…" })}
          </p>
          <TextInput
            label={t("safety.currentPassword")}
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={LIMITS.passwordMax}
            value={password}
            onChange={setPassword}
          />
          <button className="btn-primary" type="submit" disabled={busy}>
            {t("safety.next")}
          </button>
        </form>
      )}

      {step === 1 && (
        <form onSubmit={change} noValidate className="flex flex-col gap-3">
          <TextInput
            label={t("safety.newEmail")}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={254}
            clearable
            value={email}
            onChange={setEmail}
          />
          <EmailCodeField
            value={code}
            onChange={setCode}
            email={email}
            route={accountSendNewEmailCode}
            hint={t("safety.codeToNewEmail")}
          />
          <button className="btn-primary" type="submit" disabled={busy}>
            {t("safety.changeEmailSubmit")}
          </button>
        </form>
      )}

      {step === 2 && (
        <div className="flex flex-col gap-3 text-sm" data-testid="email-changed">
          <p>{t("safety.emailChangedTo", { email })}</p>
          <Link href="/userSafe" className="btn-primary text-center">
            {t("safety.backToSafety")}
          </Link>
        </div>
      )}
    </section>
  );
}
