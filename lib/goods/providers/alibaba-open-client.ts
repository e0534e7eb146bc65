import { AppError } from "@/lib/errors";
import { aopSignature, aopUrlPath, SIGNATURE_PARAM } from "./alibaba-sign";
import type { AopEnvelope, AopGatewayError } from "./alibaba-open-types";

export const CROSSBORDER_NAMESPACE = "com.alibaba.fenxiao.crossborder";

export type AlibabaOpenConfig = {
  appKey: string;
  appSecret: string;
  /** the seller's OAuth token; the cross-border search APIs need it (`need_auth`) */
  accessToken?: string;
  /** gateway origin, e.g. https://gw.open.1688.com */
  apiBase: string;
  /** per request; a slow gateway must not hold a search page open */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 8_000;

/** The answer of one API call: the inner `result` object of the envelope. */
export type AopResult<T> = { success: boolean; code?: string; message?: string; result?: T };

function unavailable(api: string, detail: unknown): AppError {
  // The customer sees the generic "source unavailable" message; operators need the gateway's words.
  console.error(`[alibaba-open] ${api} failed:`, detail);
  return new AppError("PROVIDER_UNAVAILABLE");
}

/** Top-level params are sent as form fields; structured ones (offerQueryParam …) as JSON text. */
function formParams(params: Record<string, unknown>, accessToken?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    out[key] = typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  if (accessToken) out.access_token = accessToken;
  return out;
}

/**
 * Calls one API of the cross-border namespace (POST, form encoded, signed). Network failures,
 * timeouts, gateway refusals and unreadable answers become PROVIDER_UNAVAILABLE; a readable
 * business answer (`success` true or false) is returned for the caller to judge.
 */
export async function callCrossborder<T>(
  config: AlibabaOpenConfig,
  api: string,
  params: Record<string, unknown>,
): Promise<AopResult<T>> {
  const urlPath = aopUrlPath(CROSSBORDER_NAMESPACE, api, config.appKey);
  const fields = formParams(params, config.accessToken);
  fields[SIGNATURE_PARAM] = aopSignature(urlPath, fields, config.appSecret);

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${config.apiBase.replace(/\/+$/, "")}/openapi/${urlPath}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw unavailable(api, error);
  }

  let body: (AopEnvelope<T> & AopGatewayError) | undefined;
  try {
    body = JSON.parse(text) as AopEnvelope<T> & AopGatewayError;
  } catch {
    throw unavailable(api, `HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok || body.error_code) {
    throw unavailable(api, `HTTP ${response.status} ${body.error_code ?? ""} ${body.error_message ?? ""}`);
  }
  const inner = body.result;
  if (!inner || typeof inner !== "object") throw unavailable(api, `no result: ${text.slice(0, 200)}`);
  // product.image.upload sends success as the string "true".
  return { ...inner, success: inner.success === true || inner.success === "true" };
}
