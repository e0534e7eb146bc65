import { AppError } from "@/lib/errors";
import type { PaypalConfig } from "./config";

/**
 * The few PayPal REST calls the shop makes (Orders v2, OAuth client credentials, webhook verification),
 * over fetch against PAYPAL_API_BASE. Failures of PayPal itself become PAYMENT_FAILED (the spec's
 * "payment failure"); details go to the server log only.
 */

export type PaypalAmount = { currency_code: string; value: string };
export type PaypalCapture = {
  id: string;
  status: string;
  amount?: PaypalAmount;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
};
export type PaypalOrder = {
  id: string;
  status: string;
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: PaypalAmount;
    payments?: { captures?: PaypalCapture[] };
  }[];
  links?: { rel: string; href: string; method?: string }[];
};

const TIMEOUT_MS = 30_000;

type CachedToken = { key: string; value: string; expiresAt: number };
let token: CachedToken | undefined;
let pending: { key: string; promise: Promise<string> } | undefined;

/** For tests that switch PayPal servers or credentials. */
export function forgetPaypalToken(): void {
  token = undefined;
  pending = undefined;
}

function fail(what: string, detail: unknown): never {
  console.error(`[paypal] ${what}`, detail);
  throw new AppError("PAYMENT_FAILED");
}

async function fetchToken(cfg: PaypalConfig): Promise<string> {
  const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString("base64");
  let res: Response;
  try {
    res = await fetch(`${cfg.apiBase}/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    fail("token request failed", error);
  }
  const json = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
  if (!res.ok || !json?.access_token) fail(`token refused (HTTP ${res.status})`, json);
  const key = `${cfg.apiBase}|${cfg.clientId}`;
  // Renew a minute early so a token never expires between our check and PayPal's.
  token = { key, value: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 300) * 1000 - 60_000 };
  return json.access_token;
}

/** An OAuth access token, cached until shortly before it expires; concurrent callers share one request. */
export async function accessToken(cfg: PaypalConfig): Promise<string> {
  const key = `${cfg.apiBase}|${cfg.clientId}`;
  if (token?.key === key && token.expiresAt > Date.now()) return token.value;
  if (pending?.key !== key) {
    const promise = fetchToken(cfg).finally(() => {
      if (pending?.promise === promise) pending = undefined;
    });
    pending = { key, promise };
  }
  return pending.promise;
}

type Reply = { status: number; json: unknown };

async function api(
  cfg: PaypalConfig,
  method: "GET" | "POST",
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  for (let attempt = 0; ; attempt++) {
    const bearer = await accessToken(cfg);
    let res: Response;
    try {
      res = await fetch(`${cfg.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          "content-type": "application/json",
          prefer: "return=representation",
          ...headers,
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      fail(`${method} ${path} failed`, error);
    }
    // A token revoked before its time: fetch a new one once.
    if (res.status === 401 && attempt === 0) {
      forgetPaypalToken();
      continue;
    }
    return { status: res.status, json: await res.json().catch(() => null) };
  }
}

export type CreateOrderInput = {
  /** PayPal-Request-Id: a repeated create with it returns the same order */
  requestId: string;
  /** our top-up number, echoed back in captures and webhooks */
  referenceId: string;
  payYen: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
};

export async function createOrder(cfg: PaypalConfig, input: CreateOrderInput) {
  const body = {
    intent: "CAPTURE",
    purchase_units: [
      {
        reference_id: input.referenceId,
        custom_id: input.referenceId,
        invoice_id: input.referenceId,
        description: input.description,
        // JPY has no minor unit: the value is whole yen.
        amount: { currency_code: "JPY", value: String(input.payYen) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          user_action: "PAY_NOW",
          shipping_preference: "NO_SHIPPING",
        },
      },
    },
  };
  const reply = await api(cfg, "POST", "/v2/checkout/orders", JSON.stringify(body), {
    "paypal-request-id": input.requestId,
  });
  const order = reply.json as PaypalOrder | null;
  if (reply.status >= 300 || !order?.id) fail(`create order refused (HTTP ${reply.status})`, reply.json);
  const approve = order.links?.find((l) => l.rel === "payer-action" || l.rel === "approve");
  if (!approve) fail("create order: no approve link", order);
  return { id: order.id, status: order.status, approveUrl: approve.href };
}

export async function getOrder(cfg: PaypalConfig, orderId: string): Promise<PaypalOrder> {
  const reply = await api(cfg, "GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  if (reply.status >= 300 || !(reply.json as PaypalOrder | null)?.id)
    fail(`get order ${orderId} refused (HTTP ${reply.status})`, reply.json);
  return reply.json as PaypalOrder;
}

function issueOf(json: unknown): string | undefined {
  const details = (json as { details?: { issue?: string }[] } | null)?.details;
  return details?.[0]?.issue;
}

/**
 * Captures an approved order. A repeated capture (ours, or one already made) reads the order instead of
 * failing, so the caller always learns the final state. Not yet approved → PAYPAL_NOT_APPROVED.
 */
export async function captureOrder(
  cfg: PaypalConfig,
  orderId: string,
  requestId: string,
): Promise<PaypalOrder> {
  const reply = await api(cfg, "POST", `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, "{}", {
    "paypal-request-id": requestId,
  });
  if (reply.status < 300 && (reply.json as PaypalOrder | null)?.id) return reply.json as PaypalOrder;
  const issue = issueOf(reply.json);
  if (reply.status === 422 && issue === "ORDER_ALREADY_CAPTURED") return getOrder(cfg, orderId);
  if (reply.status === 422 && (issue === "ORDER_NOT_APPROVED" || issue === "PAYER_ACTION_REQUIRED"))
    throw new AppError("PAYPAL_NOT_APPROVED");
  if (reply.status === 404) throw new AppError("NOT_FOUND");
  fail(`capture ${orderId} refused (HTTP ${reply.status})`, reply.json);
}

/** The first completed capture of an order, if any. */
export function completedCapture(order: PaypalOrder): PaypalCapture | undefined {
  for (const unit of order.purchase_units ?? [])
    for (const capture of unit.payments?.captures ?? []) if (capture.status === "COMPLETED") return capture;
  return undefined;
}

export type WebhookHeaders = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
};

/**
 * Asks PayPal whether a webhook delivery is genuine. The event is passed as the exact bytes received
 * (re-serialising it would change what was signed).
 */
export async function verifyWebhookSignature(
  cfg: PaypalConfig & { webhookId: string },
  headers: WebhookHeaders,
  rawEvent: string,
): Promise<boolean> {
  const envelope =
    `{"auth_algo":${JSON.stringify(headers.authAlgo)},"cert_url":${JSON.stringify(headers.certUrl)},` +
    `"transmission_id":${JSON.stringify(headers.transmissionId)},` +
    `"transmission_sig":${JSON.stringify(headers.transmissionSig)},` +
    `"transmission_time":${JSON.stringify(headers.transmissionTime)},` +
    `"webhook_id":${JSON.stringify(cfg.webhookId)},"webhook_event":${rawEvent}}`;
  const reply = await api(cfg, "POST", "/v1/notifications/verify-webhook-signature", envelope);
  if (reply.status >= 300) fail(`verify webhook refused (HTTP ${reply.status})`, reply.json);
  return (reply.json as { verification_status?: string } | null)?.verification_status === "SUCCESS";
}
