import { paypalConfig } from "./config";
import { verifyWebhookSignature, type PaypalCapture, type WebhookHeaders } from "./client";
import { captureApprovedOrder, completeCapture, topUpIdOfCapture } from "./top-up";

/**
 * PayPal webhook deliveries. Every delivery is checked with PayPal (verify-webhook-signature) before it
 * can change anything. Answers: 200 handled or ignored; 400 unverifiable; 503 PayPal not configured
 * (PayPal retries non-2xx deliveries, so a failure while crediting answers 500 and comes back).
 */

export type WebhookOutcome = { status: number; result: string };

function headersOf(h: Headers): WebhookHeaders | null {
  const get = (name: string) => h.get(name)?.trim() ?? "";
  const headers = {
    authAlgo: get("paypal-auth-algo"),
    certUrl: get("paypal-cert-url"),
    transmissionId: get("paypal-transmission-id"),
    transmissionSig: get("paypal-transmission-sig"),
    transmissionTime: get("paypal-transmission-time"),
  };
  return Object.values(headers).every(Boolean) ? headers : null;
}

type Event = { id?: string; event_type?: string; resource?: Record<string, unknown> };

export async function handlePaypalWebhook(rawBody: string, requestHeaders: Headers): Promise<WebhookOutcome> {
  const cfg = paypalConfig();
  if (!cfg?.webhookId) return { status: 503, result: "paypal-not-configured" };
  const headers = headersOf(requestHeaders);
  let event: Event;
  try {
    event = JSON.parse(rawBody) as Event;
  } catch {
    return { status: 400, result: "malformed" };
  }
  if (!headers || typeof event !== "object" || event === null) return { status: 400, result: "malformed" };
  if (!(await verifyWebhookSignature({ ...cfg, webhookId: cfg.webhookId }, headers, rawBody))) {
    console.warn(`[paypal] webhook ${event.id ?? "?"} refused: signature not verified`);
    return { status: 400, result: "signature-invalid" };
  }

  if (event.event_type === "PAYMENT.CAPTURE.COMPLETED") {
    const capture = event.resource as PaypalCapture | undefined;
    if (!capture?.id || capture.status !== "COMPLETED") return { status: 400, result: "malformed" };
    const topUpId = await topUpIdOfCapture(capture);
    if (!topUpId) {
      console.warn(`[paypal] webhook ${event.id}: capture ${capture.id} matches no top-up`);
      return { status: 200, result: "unknown-capture" };
    }
    const done = await completeCapture(topUpId, capture);
    return { status: 200, result: done.replayed ? "already-credited" : "credited" };
  }
  if (event.event_type === "CHECKOUT.ORDER.APPROVED") {
    const orderId = typeof event.resource?.id === "string" ? event.resource.id : null;
    if (!orderId) return { status: 400, result: "malformed" };
    const done = await captureApprovedOrder(cfg, orderId);
    if (!done) return { status: 200, result: "nothing-to-capture" };
    return {
      status: 200,
      result: done.pending ? "capture-pending" : done.replayed ? "already-credited" : "credited",
    };
  }
  return { status: 200, result: "ignored" };
}
