import { ApiError, NETWORK_ERROR } from "@/lib/client/api";
import { exchange } from "@/lib/client/endpoint";
import { walletPaypalCapture } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import type { CaptureResult } from "../../../_wallet/wallet-api";

export type CaptureOutcome =
  | { kind: "done" | "pending"; topUp: CaptureResult; msg: string }
  | { kind: "failed"; code: number; msg: string };

/**
 * One capture request per PayPal order in this page's life: React strict mode mounts effects twice and a
 * re-render must not ask again. (The server is idempotent too; this keeps the page from showing two answers.)
 */
const inFlight = new Map<string, Promise<CaptureOutcome>>();

export function captureOnce(
  ref: { token: string; topUpNo: string },
  locale: Locale,
): Promise<CaptureOutcome> {
  const key = ref.token || `no:${ref.topUpNo}`;
  let promise = inFlight.get(key);
  if (!promise) {
    promise = capture(ref, locale);
    inFlight.set(key, promise);
  }
  return promise;
}

async function capture(ref: { token: string; topUpNo: string }, locale: Locale): Promise<CaptureOutcome> {
  try {
    // exchange() rather than request(): the page shows the answer's msg (captured, or held by PayPal).
    const res = await exchange(
      walletPaypalCapture,
      { body: { token: ref.token || undefined, topUpNo: ref.topUpNo || undefined } },
      { locale },
    );
    // A success without the top-up is not one the page can show.
    if (!res.answer) return { kind: "failed", code: NETWORK_ERROR, msg: "" };
    return { kind: res.answer.pending ? "pending" : "done", topUp: res.answer, msg: res.msg };
  } catch (error) {
    return error instanceof ApiError
      ? { kind: "failed", code: error.code, msg: error.message }
      : { kind: "failed", code: NETWORK_ERROR, msg: "" };
  }
}
