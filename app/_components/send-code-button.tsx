"use client";

import { useEffect, useState } from "react";
import { LIMITS } from "@/lib/codes";
import type { Exchange } from "@/lib/client/endpoint";
import type { accountRegisterCode, accountResetCode, accountSendNewEmailCode } from "@/lib/client/endpoints";
import { useFormAction } from "./use-form-action";

/** The endpoints that mail a code: registration, password reset, the new address of an email change. */
export type SendCodeRoute =
  typeof accountRegisterCode | typeof accountResetCode | typeof accountSendNewEmailCode;

/** The send endpoints' answer; a refusal for sending too soon carries it in its `data` too. */
type CodeSent = Exchange<SendCodeRoute>["answer"];

/**
 * Email-code button (SPEC §4/§5): checks the address first (required, then format), sends, then counts
 * down the wait the server names (60 s; SPEC §9's 59 s when it names none). A refusal for sending too soon
 * counts down what is left. The server enforces the wait, so a reload does not bypass it.
 */
export function SendCodeButton({
  email,
  route,
  captcha,
}: {
  email: string;
  route: SendCodeRoute;
  /** registration: the image captcha, required and checked by the server before it sends */
  captcha?: { uuid: string; code: string; onRejected: () => void };
}) {
  const { validate, send, busy, toast, t } = useFormAction();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function sendCode() {
    const valid = await validate(() => import("@/lib/validation/rules").then((m) => m.ZEmail), email);
    if (!valid) return;
    if (
      captcha &&
      !(await validate(() => import("@/lib/validation/rules").then((m) => m.ZCaptchaCode), captcha.code))
    )
      return;
    const res = await send(
      route,
      { query: { email: valid, ...(captcha ? { uuid: captcha.uuid, code: captcha.code } : {}) } },
      {
        onError: (error) => {
          const data = error.data as (Partial<CodeSent> & { captcha?: string }) | undefined;
          if (data?.resendAfterSeconds) setLeft(data.resendAfterSeconds);
          if (data?.captcha === "rejected") captcha?.onRejected();
        },
      },
    );
    if (res) {
      toast.show("success", res.msg);
      setLeft(res.answer?.resendAfterSeconds ?? LIMITS.codeCountdownDefaultSeconds);
    }
  }

  return (
    <button
      type="button"
      className="btn-secondary shrink-0"
      disabled={busy || left > 0}
      onClick={() => void sendCode()}
    >
      {left > 0 ? t("register.resendIn", { seconds: left }) : t("register.sendCode")}
    </button>
  );
}
