"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffInviteAccept, staffInviteOpen } from "@/lib/client/endpoints";
import { LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { setCookie } from "@/lib/client/cookies";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { LoadFailed } from "@/app/_components/load-failed";

export function InviteScreen({ token }: { token: string }) {
  const locale = useLocale() as Locale;
  const { validate, send, busy, t } = useFormAction();
  const invite = useQuery({
    queryKey: queryKeyOf(staffInviteOpen, token),
    queryFn: () => request(staffInviteOpen, { query: { token } }, { locale }),
    enabled: token !== "",
  });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState<string[] | null>(null);

  async function accept(e: React.FormEvent) {
    e.preventDefault();
    const checked = await validate(() => import("@/lib/validation/staff").then((m) => m.ZInviteAcceptForm), {
      token,
      password,
      confirm,
      code,
    });
    if (!checked) return;
    const body = { token: checked.token, password: checked.password, code: checked.code };
    const res = await send(staffInviteAccept, { body });
    if (!res?.answer) return;
    // The page spoke the language the owner chose for the member: the sign-in page on this device does too.
    localStorage.setItem(LOCALE_COOKIE, locale);
    setCookie(LOCALE_COOKIE, locale, 365);
    setRecovery(res.answer.recoveryCodes);
  }

  if (!token) return <p className="card">{t("staff.invite.noToken")}</p>;
  if (invite.isError) return <LoadFailed error={invite.error} onRetry={() => invite.refetch()} />;
  if (!invite.data) return <p className="card">{t("common.loading")}</p>;
  if (recovery)
    return (
      <section className="card flex flex-col gap-3" data-testid="recovery-codes">
        <h1 className="text-xl font-bold">{t("staff.invite.doneTitle")}</h1>
        <p className="text-sm">{t("staff.invite.recoveryText")}</p>
        <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
          {recovery.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Link href="/staff/login" className="btn-primary text-center">
          {t("staff.invite.toLogin")}
        </Link>
      </section>
    );
  return (
    <section className="card flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t("staff.invite.title")}</h1>
      <p className="text-sm">
        {t("staff.invite.welcome", { name: invite.data.name, email: invite.data.email })}
      </p>
      <p className="text-sm">{t("staff.invite.scan")}</p>
      {/* The QR code is an SVG the server drew from the otpauth URI: no script, no remote image. */}
      <div
        className="mx-auto w-48"
        role="img"
        aria-label={t("staff.invite.qr")}
        dangerouslySetInnerHTML={{ __html: invite.data.qrSvg }}
      />
      <p className="break-all text-center font-mono text-xs" data-testid="totp-secret">
        {invite.data.secret}
      </p>
      <form onSubmit={accept} noValidate className="flex flex-col gap-3">
        <TextInput
          label={t("staff.invite.password")}
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={20}
          value={password}
          onChange={setPassword}
          hint={t("staff.invite.passwordHint")}
        />
        <TextInput
          label={t("staff.invite.confirm")}
          type="password"
          name="confirm"
          autoComplete="new-password"
          maxLength={20}
          value={confirm}
          onChange={setConfirm}
        />
        <TextInput
          label={t("staff.invite.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
        />
        <button className="btn-primary" type="submit" disabled={busy}>
          {t("staff.invite.submit")}
        </button>
      </form>
    </section>
  );
}
