"use client";

import Link from "@/app/_components/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { accountRegister, accountRegisterCode } from "@/lib/client/endpoints";
import { useFormAction } from "../../_components/use-form-action";
import { CaptchaImage, useCaptcha } from "../../_components/captcha-image";
import { EmailCodeField, NewPasswordFields } from "../../_components/account-fields";

/** SPEC §2: the user service agreement comes first; then email, image code, email code, password. */
export function RegisterForm() {
  const { validate, send, busy, toast, t } = useFormAction();
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const [checked, setChecked] = useState(false);
  const [form, setForm] = useState({
    email: "",
    userName: "",
    code: "",
    emailCode: "",
    password: "",
    confirmPassword: "",
  });
  const captcha = useCaptcha();
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: e.target.value });

  if (!agreed) {
    return (
      <section className="card mx-auto mt-4 max-w-xl">
        <h1 className="mb-3 text-xl font-bold">{t("register.agreementTitle")}</h1>
        <div className="max-h-[50vh] overflow-y-auto whitespace-pre-line rounded bg-slate-50 p-3 text-sm leading-relaxed">
          {t("register.agreementText")}
        </div>
        <label className="mt-4 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
          {t("register.agreeCheck")}
        </label>
        <button
          className="btn-primary mt-4"
          type="button"
          onClick={() => (checked ? setAgreed(true) : toast.show("error", t("validation.agreementRequired")))}
        >
          {t("register.agree")}
        </button>
      </section>
    );
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = await validate(() => import("@/lib/validation/account").then((m) => m.ZRegister), {
      ...form,
      uuid: captcha.uuid,
      agreement: agreed,
    });
    if (!body) return;
    const res = await send(accountRegister, { body });
    if (!res) {
      captcha.refresh(); // the image code is single use
      setForm((f) => ({ ...f, code: "" }));
      return;
    }
    router.push("/status?type=registered");
  }

  return (
    <section className="card mx-auto mt-4 max-w-md">
      <h1 className="mb-4 text-xl font-bold">{t("register.title")}</h1>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label className="text-sm">
          {t("register.email")}
          <input
            className="input mt-1"
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            onChange={set("email")}
          />
        </label>
        <label className="text-sm">
          {t("register.userName")}
          <input
            className="input mt-1"
            name="userName"
            value={form.userName}
            onChange={set("userName")}
            maxLength={64}
          />
        </label>
        <div className="text-sm">
          <label htmlFor="captcha">{t("register.captcha")}</label>
          <div className="mt-1 flex gap-2">
            <input
              id="captcha"
              className="input"
              name="code"
              value={form.code}
              onChange={set("code")}
              autoComplete="off"
            />
            <CaptchaImage img={captcha.img} onRefresh={captcha.refresh} />
          </div>
        </div>
        <EmailCodeField
          value={form.emailCode}
          onChange={(emailCode) => setForm((f) => ({ ...f, emailCode }))}
          email={form.email}
          route={accountRegisterCode}
          captcha={{
            uuid: captcha.uuid,
            code: form.code,
            onRejected: () => {
              captcha.refresh();
              setForm((f) => ({ ...f, code: "" }));
            },
          }}
        />
        <NewPasswordFields
          label={t("register.password")}
          password={form.password}
          confirmPassword={form.confirmPassword}
          onPassword={set("password")}
          onConfirm={set("confirmPassword")}
        />
        <button className="btn-primary" type="submit" disabled={busy}>
          {t("register.submit")}
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        {t("register.haveAccount")}{" "}
        <Link className="text-brand hover:underline" href="/login">
          {t("nav.login")}
        </Link>
      </p>
    </section>
  );
}
