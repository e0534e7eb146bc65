import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";
import { resetEnvForTests } from "@/lib/env";
import { forgetPaypalToken } from "@/lib/paypal/client";

/**
 * A local server speaking the PayPal REST endpoints the shop uses, with PayPal's documented behaviour:
 * OAuth client credentials (Basic auth → bearer token), Orders v2 create / get / capture with
 * PayPal-Request-Id idempotency and 422 issues (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED), and
 * verify-webhook-signature over the exact event bytes. The buyer's approval at PayPal is `approve(id)`.
 * Listens on the first free port of 3250–3259 (the wallet tests' range).
 */

type Capture = {
  id: string;
  status: "COMPLETED";
  amount: { currency_code: string; value: string };
  custom_id?: string;
  supplementary_data: { related_ids: { order_id: string } };
  create_time: string;
};
type Unit = { reference_id?: string; custom_id?: string; amount: { currency_code: string; value: string } };
export type FakeOrder = {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  unit: Unit;
  returnUrl?: string;
  cancelUrl?: string;
  captures: Capture[];
  createRequestId?: string;
  captureRequestId?: string;
};

export type PaypalServerOptions = { clientId: string; clientSecret: string; webhookId: string };

const ORDER_ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const paypalId = () => Array.from(randomBytes(17), (b) => ORDER_ID_CHARS[b % ORDER_ID_CHARS.length]).join("");

export async function startPaypalServer(options: PaypalServerOptions) {
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const byCreateRequest = new Map<string, string>();
  const signingSecret = randomBytes(32);
  const calls = { token: 0, create: 0, get: 0, capture: 0, verify: 0 };
  let url = "";

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const unprocessable = (res: ServerResponse, issue: string) =>
    send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue }], debug_id: randomUUID() });

  const orderJson = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    intent: "CAPTURE",
    purchase_units: [{ ...o.unit, payments: o.captures.length ? { captures: o.captures } : undefined }],
    links: [
      { rel: "self", href: `${url}/v2/checkout/orders/${o.id}`, method: "GET" },
      ...(o.status === "PAYER_ACTION_REQUIRED"
        ? [{ rel: "payer-action", href: `${url}/checkoutnow?token=${o.id}`, method: "GET" }]
        : []),
    ],
  });

  function transmissionSig(transmissionId: string, time: string, webhookId: string, rawEvent: string) {
    const message = `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(rawEvent))}`;
    return createHmac("sha256", signingSecret).update(message).digest("base64");
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const path = new URL(req.url ?? "/", url).pathname;
    const auth = req.headers.authorization ?? "";

    if (req.method === "POST" && path === "/v1/oauth2/token") {
      calls.token++;
      const expected = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
      if (auth !== `Basic ${expected}` || body !== "grant_type=client_credentials")
        return send(res, 401, { error: "invalid_client", error_description: "Client Authentication failed" });
      const token = `A21AA${randomBytes(24).toString("hex")}`;
      tokens.add(token);
      return send(res, 200, {
        scope: "https://uri.paypal.com/services/payments/payment",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-TEST",
        expires_in: 32400,
        nonce: randomUUID(),
      });
    }

    if (!tokens.has(auth.replace(/^Bearer /, "")))
      return send(res, 401, {
        error: "invalid_token",
        error_description: "Token signature verification failed",
      });
    const requestId = req.headers["paypal-request-id"] as string | undefined;

    if (req.method === "POST" && path === "/v2/checkout/orders") {
      calls.create++;
      if (requestId && byCreateRequest.has(requestId))
        return send(res, 200, orderJson(orders.get(byCreateRequest.get(requestId)!)!));
      const input = JSON.parse(body);
      const unit = input?.purchase_units?.[0];
      if (input?.intent !== "CAPTURE" || !unit?.amount)
        return unprocessable(res, "MISSING_REQUIRED_PARAMETER");
      // JPY is a zero-decimal currency at PayPal.
      if (unit.amount.currency_code === "JPY" && !/^\d+$/.test(unit.amount.value))
        return unprocessable(res, "DECIMAL_PRECISION");
      const ctx = input.payment_source?.paypal?.experience_context ?? input.application_context ?? {};
      const order: FakeOrder = {
        id: paypalId(),
        status: "PAYER_ACTION_REQUIRED",
        unit: { reference_id: unit.reference_id, custom_id: unit.custom_id, amount: unit.amount },
        returnUrl: ctx.return_url,
        cancelUrl: ctx.cancel_url,
        captures: [],
        createRequestId: requestId,
      };
      orders.set(order.id, order);
      if (requestId) byCreateRequest.set(requestId, order.id);
      return send(res, 200, orderJson(order));
    }

    const orderPath = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = orders.get(orderPath[1]);
      if (!order)
        return send(res, 404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
      if (req.method === "GET" && !orderPath[2]) {
        calls.get++;
        return send(res, 200, orderJson(order));
      }
      if (req.method === "POST" && orderPath[2]) {
        calls.capture++;
        if (order.status === "COMPLETED")
          return requestId && requestId === order.captureRequestId
            ? send(res, 201, orderJson(order))
            : unprocessable(res, "ORDER_ALREADY_CAPTURED");
        if (order.status !== "APPROVED") return unprocessable(res, "ORDER_NOT_APPROVED");
        captureNow(order, requestId);
        return send(res, 201, orderJson(order));
      }
    }

    if (req.method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      calls.verify++;
      const input = JSON.parse(body);
      // The event as sent: everything after "webhook_event": up to the envelope's closing brace.
      const at = body.indexOf('"webhook_event":');
      const rawEvent = at < 0 ? "" : body.slice(at + '"webhook_event":'.length, body.lastIndexOf("}")).trim();
      const ok =
        input.webhook_id === options.webhookId &&
        input.auth_algo === "SHA256withRSA" &&
        typeof input.cert_url === "string" &&
        input.cert_url.startsWith(`${url}/v1/notifications/certs/`) &&
        input.transmission_sig ===
          transmissionSig(input.transmission_id, input.transmission_time, input.webhook_id, rawEvent);
      return send(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    send(res, 404, { name: "RESOURCE_NOT_FOUND" });
  }

  function captureNow(order: FakeOrder, requestId?: string): Capture {
    const capture: Capture = {
      id: paypalId(),
      status: "COMPLETED",
      amount: order.unit.amount,
      custom_id: order.unit.custom_id,
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: new Date().toISOString(),
    };
    order.captures.push(capture);
    order.status = "COMPLETED";
    order.captureRequestId = requestId;
    return capture;
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      handle(req, res, Buffer.concat(chunks).toString("utf8")).catch((error) =>
        send(res, 500, { name: "INTERNAL_SERVER_ERROR", message: String(error) }),
      );
    });
  });
  await listenInRange(server, 3250, 3259);
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get url() {
      return url;
    },
    calls,
    orders,
    /** The buyer approves the order on PayPal's page. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      order.status = "APPROVED";
    },
    /** A capture made at PayPal without the shop hearing the answer (e.g. the shop crashed meanwhile). */
    captureBehindTheShop(orderId: string): Capture {
      const order = orders.get(orderId);
      if (!order || order.status !== "APPROVED") throw new Error(`order ${orderId} is not approved`);
      return captureNow(order);
    },
    /** Invalidates every issued token (PayPal revoking them early). */
    revokeTokens() {
      tokens.clear();
    },
    /** A webhook delivery as PayPal sends it: exact body bytes and signed transmission headers. */
    webhook(event: Record<string, unknown>, opts: { tamper?: boolean; webhookId?: string } = {}) {
      const body = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const sig = transmissionSig(transmissionId, time, opts.webhookId ?? options.webhookId, body);
      return {
        body: opts.tamper ? body.replace(/"value":"(\d+)"/, (_, v) => `"value":"${Number(v) * 10}"`) : body,
        headers: {
          "content-type": "application/json",
          "paypal-auth-algo": "SHA256withRSA",
          "paypal-cert-url": `${url}/v1/notifications/certs/CERT-360caa42-fca2a594-test`,
          "paypal-transmission-id": transmissionId,
          "paypal-transmission-sig": sig,
          "paypal-transmission-time": time,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PaypalServer = Awaited<ReturnType<typeof startPaypalServer>>;

async function listenInRange(server: Server, from: number, to: number): Promise<void> {
  for (let port = from; port <= to; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once("error", onError);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", onError);
        resolve(true);
      });
    });
    if (ok) return;
  }
  throw new Error(`no free port in ${from}–${to} for the PayPal test server`);
}

/**
 * Points the shop at `server` with its credentials, or (null) leaves PayPal unconfigured; either way the env
 * is read again and the shop's cached PayPal token forgotten.
 */
export function configureShopPaypal(server: PaypalServer | null, credentials: PaypalServerOptions) {
  if (server) {
    process.env.PAYPAL_CLIENT_ID = credentials.clientId;
    process.env.PAYPAL_CLIENT_SECRET = credentials.clientSecret;
    process.env.PAYPAL_WEBHOOK_ID = credentials.webhookId;
    process.env.PAYPAL_API_BASE = server.url;
  } else {
    for (const k of ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID", "PAYPAL_API_BASE"])
      delete process.env[k];
  }
  resetEnvForTests();
  forgetPaypalToken();
}
