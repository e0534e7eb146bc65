import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { startPaypalServer, type PaypalServer } from "../helpers/paypal-server";
import { E2E_PAYPAL, E2E_PAYPAL_PORT } from "../../playwright.config";

/**
 * PayPal for the e2e run: the local PayPal test server (tests/helpers/paypal-server.ts) behind a front on
 * the fixed port the shop is configured with (playwright.config.ts PAYPAL_API_BASE). The front forwards the
 * REST calls unchanged (rewriting the server's own address in links to its own) and plays PayPal's buyer
 * page: /checkoutnow?token=… shows the order with "pay" and "cancel", approves the order and sends the
 * browser back to the shop's return URL with `token` and `PayerID`, as PayPal does.
 */
export default async function paypalGlobalSetup() {
  const paypal = await startPaypalServer(E2E_PAYPAL);
  const front = await startCheckoutFront(paypal, E2E_PAYPAL_PORT);
  return async () => {
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await paypal.close();
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function startCheckoutFront(paypal: PaypalServer, port: number) {
  const self = `http://127.0.0.1:${port}`;

  function buyerPage(res: ServerResponse, orderId: string) {
    const order = paypal.orders.get(orderId);
    if (!order) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end(`no PayPal order ${orderId}`);
    }
    const amount = `${order.unit.amount.value} ${order.unit.amount.currency_code}`;
    const q = `token=${encodeURIComponent(orderId)}`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>PayPal (test)</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>PayPal test checkout</h1>
<p data-testid="paypal-amount">${escapeHtml(amount)}</p>
<form method="post" action="/checkoutnow/approve?${q}"><button type="submit">Pay Now</button></form>
<form method="post" action="/checkoutnow/cancel?${q}"><button type="submit">Cancel and return</button></form>
</body></html>`);
  }

  function buyerDecision(res: ServerResponse, orderId: string, approve: boolean) {
    const order = paypal.orders.get(orderId);
    const target = approve ? order?.returnUrl : order?.cancelUrl;
    if (!order || !target) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end(`no PayPal order ${orderId}`);
    }
    if (approve) paypal.approve(orderId);
    const back = approve
      ? withParams(target, { token: orderId, PayerID: "E2EBUYER0001" })
      : withParams(target, { token: orderId });
    res.writeHead(303, { location: back });
    res.end();
  }

  async function forward(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const headers: Record<string, string> = {};
    for (const name of ["authorization", "content-type", "paypal-request-id", "prefer", "accept"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const answer = await fetch(`${paypal.url}${req.url ?? "/"}`, {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(body),
    });
    const text = (await answer.text()).split(paypal.url).join(self);
    res.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "application/json",
    });
    res.end(text);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", self);
    const token = url.searchParams.get("token") ?? "";
    const done = (error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    };
    if (req.method === "GET" && url.pathname === "/checkoutnow") return buyerPage(res, token);
    if (req.method === "POST" && url.pathname === "/checkoutnow/approve")
      return void readBody(req).then(() => buyerDecision(res, token, true), done);
    if (req.method === "POST" && url.pathname === "/checkoutnow/cancel")
      return void readBody(req).then(() => buyerDecision(res, token, false), done);
    forward(req, res).catch(done);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}
