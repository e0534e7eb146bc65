"use client";

import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { SendCodeButton } from "./send-code-button";

type Change = (e: React.ChangeEvent<HTMLInputElement>) => void;

/** The e-mailed code input with its send button (60 s countdown). */
export function EmailCodeField(props: {
  value: string;
  onChange: Change;
  email: string;
  path: string;
  captcha?: ComponentProps<typeof SendCodeButton>["captcha"];
}) {
  const t = useTranslations("register");
  return (
    <div className="text-sm">
      <label htmlFor="emailCode">{t("emailCode")}</label>
      <div className="mt-1 flex gap-2">
        <input
          id="emailCode"
          className="input"
          name="emailCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={props.value}
          onChange={props.onChange}
        />
        <SendCodeButton email={props.email} path={props.path} captcha={props.captcha} />
      </div>
    </div>
  );
}

/** New password with its rule hint, and the confirmation. */
export function NewPasswordFields(props: {
  label: string;
  password: string;
  confirmPassword: string;
  onPassword: Change;
  onConfirm: Change;
}) {
  const t = useTranslations("register");
  return (
    <>
      <label className="text-sm">
        {props.label}
        <input
          className="input mt-1"
          type="password"
          name="password"
          aria-describedby="password-hint"
          autoComplete="new-password"
          value={props.password}
          onChange={props.onPassword}
        />
      </label>
      <p id="password-hint" className="-mt-2 text-xs text-slate-500">
        {t("passwordHint")}
      </p>
      <label className="text-sm">
        {t("confirmPassword")}
        <input
          className="input mt-1"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={props.confirmPassword}
          onChange={props.onConfirm}
        />
      </label>
    </>
  );
}
