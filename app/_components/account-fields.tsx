"use client";

import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { SendCodeButton, type SendCodeRoute } from "./send-code-button";
import { TextInput } from "./inputs/text-input";

type Change = (e: React.ChangeEvent<HTMLInputElement>) => void;

/** The e-mailed code input (6 digits) with its send button (60 s countdown), and a hint under both. */
export function EmailCodeField(props: {
  value: string;
  onChange: (value: string) => void;
  email: string;
  /** the endpoint that mails the code */
  route: SendCodeRoute;
  captcha?: ComponentProps<typeof SendCodeButton>["captcha"];
  hint?: string;
}) {
  const t = useTranslations("register");
  return (
    <div className="text-sm">
      <label htmlFor="emailCode">{t("emailCode")}</label>
      <div className="mt-1 flex gap-2">
        <div className="min-w-0 flex-1">
          <TextInput
            id="emailCode"
            name="emailCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={props.value}
            onChange={props.onChange}
          />
        </div>
        <SendCodeButton email={props.email} route={props.route} captcha={props.captcha} />
      </div>
      {props.hint && <p className="mt-1 text-xs text-slate-600">{props.hint}</p>}
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
