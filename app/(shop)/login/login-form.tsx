"use client";

import Link from "@/app/_components/link";
import { useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { COOKIE, deleteCookie, setCookie } from "@/lib/client/cookies";
import { accountLogin } from "@/lib/client/endpoints";
import { CaptchaImage, useCaptcha } from "../../_components/captcha-image";
import { useFormAction } from "../../_components/use-form-action";
import { useSignIn } from "../../_components/session";
import { PREVIOUS_PATH_KEY } from "../../_components/navigation-effects";

/** A redirect target must stay on this site. */
function safeTarget(value: string | null | undefined): string | undefined {
  return value && value.startsWith("/") && !value.startsWith("//") ? value : undefined;
}

export function LoginForm({ rememberedAccount }: { rememberedAccount?: string }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const { login } = useSignIn();
  const router = useRouter();
  const params = useSearchParams();
  const [account, setAccount] = useState(rememberedAccount ?? "");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(rememberedAccount !== undefined);
  // After several failed logins the server asks for an image code (docs/decisions.md "Accounts").
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaCode, setCaptchaCode] = useState("");
  const captcha = useCaptcha(captchaNeeded);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const answer = captchaNeeded ? { code: captchaCode, uuid: captcha.uuid } : {};
    const body = await validate(() => import("@/lib/validation/account").then((m) => m.ZLogin), {
      account,
      password,
      ...answer,
    });
    if (!body) return;
    // The answer sets the HttpOnly session cookie (lib/client/api.ts asks for it); it carries no token.
    const res = await send(
      accountLogin,
      { body },
      {
        onError: (error) => {
          const data = error.data as { captchaRequired?: boolean } | undefined;
          if (data?.captchaRequired) setCaptchaNeeded(true);
        },
      },
    );
    if (!res) {
      // An image code is single use, right or wrong.
      setCaptchaCode("");
      captcha.refresh();
      return;
    }
    if (remember) {
      setCookie(COOKIE.remember, "1");
      setCookie(COOKIE.account, body.account);
    } else {
      deleteCookie(COOKIE.remember);
      deleteCookie(COOKIE.account);
    }
    await login();
    toast.show("success", res.msg);
    const target =
      safeTarget(params.get("redirect")) ??
      safeTarget(sessionStorage.getItem(PREVIOUS_PATH_KEY)) ??
      "/userCenter";
    router.replace(target);
    router.refresh(); // drop pages cached while logged out
  }

  return (
    <section className="card mx-auto mt-4 max-w-md">
      <h1 className="mb-4 text-xl font-bold">{t("login.title")}</h1>
      {params.get("flag") && (
        <p className="mb-3 rounded bg-amber-50 p-2 text-sm text-amber-800">{t("login.needLogin")}</p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label className="text-sm">
          {t("login.account")}
          <input
            className="input mt-1"
            type="email"
            autoComplete="username"
            name="account"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
          />
        </label>
        <label className="text-sm">
          {t("login.password")}
          <input
            className="input mt-1"
            type="password"
            autoComplete="current-password"
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {captchaNeeded && (
          <div className="text-sm" data-testid="login-captcha">
            <label htmlFor="login-captcha">{t("register.captcha")}</label>
            <div className="mt-1 flex gap-2">
              <input
                id="login-captcha"
                className="input"
                name="code"
                value={captchaCode}
                onChange={(e) => setCaptchaCode(e.target.value)}
                autoComplete="off"
              />
              <CaptchaImage img={captcha.img} onRefresh={captcha.refresh} />
            </div>
          </div>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t("login.remember")}
        </label>
        <button className="btn-primary" disabled={busy} type="submit">
          {t("login.submit")}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
        {/* keep-all: a Japanese or Korean phrase wraps between words, never inside one */}
        <Link href="/forget" className="break-keep text-slate-600 hover:underline">
          {t("login.forgot")}
        </Link>
        <Link href="/register" className="break-keep text-brand hover:underline">
          {t("login.noAccount")} {t("nav.register")}
        </Link>
      </div>
    </section>
  );
}
