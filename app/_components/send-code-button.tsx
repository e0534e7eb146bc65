"use client";

import { useEffect, useState } from "react";
import type { sendEmailCode } from "@/lib/accounts/email-code";
import { ZEmail } from "@/lib/validation/rules";
import { LIMITS } from "@/lib/codes";
import { useFormAction } from "./use-form-action";

/** The send endpoints' answer; a refusal for sending too soon carries it in its `data` too. */
type CodeSent = Awaited<ReturnType<typeof sendEmailCode>>;

/**
 * Email-code button (SPEC §4/§5): checks the address first (required, then format), sends, then counts
 * down the wait the server names (60 s; SPEC §9's 59 s when it names none). A refusal for sending too soon
 * counts down what is left. The server enforces the wait, so a reload does not bypass it.
 */
export function SendCodeButton({ email, path }: { email: string; path: string }) {
  const { validate, call, busy, toast, t } = useFormAction();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function send() {
    const valid = validate(ZEmail, email);
    if (!valid) return;
    const res = await call<CodeSent>(path, {
      query: { email: valid },
      onError: (error) => {
        const wait = (error.data as Partial<CodeSent> | undefined)?.resendAfterSeconds;
        if (wait) setLeft(wait);
      },
    });
    if (res) {
      toast.show("success", res.msg);
      setLeft(res.data?.resendAfterSeconds ?? LIMITS.codeCountdownDefaultSeconds);
    }
  }

  return (
    <button
      type="button"
      className="btn-secondary shrink-0"
      disabled={busy || left > 0}
      onClick={() => void send()}
    >
      {left > 0 ? t("register.resendIn", { seconds: left }) : t("register.sendCode")}
    </button>
  );
}
