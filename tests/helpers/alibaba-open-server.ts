/**
 * A local stand-in for the 1688 open API gateway (gw.open.1688.com) serving RECORDED responses
 * from tests/fixtures/alibaba-open. Like the real gateway it checks every request's app key,
 * access token and `_aop_signature` (computed here independently of lib/goods/providers) and
 * answers a bad one with the gateway's error shape.
 */
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/alibaba-open");
const NAMESPACE = "com.alibaba.fenxiao.crossborder";

export function fixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), "utf8")) as T;
}

export type GatewayRequest = { api: string; params: Record<string, string> };
type Reply = { status: number; body: unknown } | "hang" | "garbage";
/** Replaces the recorded answer of one API (return undefined to keep the recorded one). */
export type Override = (req: GatewayRequest) => Reply | undefined;

export type FakeGateway = {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  accessToken: string;
  /** every request that reached an API (signature valid) */
  requests: GatewayRequest[];
  /** requests refused by the signature / token check */
  refused: GatewayRequest[];
  override(api: string, fn: Override | undefined): void;
  close(): Promise<void>;
};

function expectedSignature(urlPath: string, params: Record<string, string>, secret: string): string {
  const text =
    urlPath +
    Object.keys(params)
      .filter((k) => k !== "_aop_signature")
      .map((k) => `${k}${params[k]}`)
      .sort()
      .join("");
  return createHmac("sha1", secret).update(text).digest("hex").toUpperCase();
}

/** The recorded answers, chosen the way the real API would from the request's parameters. */
function recorded(req: GatewayRequest, uploadedImageId: string): Reply {
  const json = (name: string): Reply => ({ status: 200, body: fixture(name) });
  const param = (key: string) => JSON.parse(req.params[key] ?? "null");
  switch (req.api) {
    case "product.search.keywordQuery": {
      const q = param("offerQueryParam");
      if (!q?.keyword || !q.beginPage || !q.pageSize) return { status: 400, body: missingParam() };
      return json("keyword-query");
    }
    case "product.image.upload": {
      const p = param("uploadImageParam");
      if (!p?.imageBase64) return { status: 400, body: missingParam() };
      return json("image-upload");
    }
    case "product.search.imageQuery": {
      const q = param("offerQueryParam");
      if (q?.imageId !== uploadedImageId) return { status: 400, body: missingParam() };
      return json("image-query");
    }
    case "product.search.queryProductDetail": {
      const p = param("offerDetailParam");
      const known = String(fixture("product-detail").result.result.offerId);
      return json(String(p?.offerId) === known ? "product-detail" : "product-detail-missing");
    }
    default:
      return { status: 400, body: { error_code: "gw.ApiNotFound", error_message: "api not found" } };
  }
}

function missingParam() {
  return { error_code: "gw.ParamMissing", error_message: "Required parameter missing", exception: "" };
}

export async function startFakeGateway(
  creds = {
    appKey: "7301944",
    appSecret: "qV8sX2mLk0Tz",
    accessToken: "9a1f0c6e-54b2-4d7e-8f3a-2c61d0e4b8a7",
  },
): Promise<FakeGateway> {
  const overrides = new Map<string, Override>();
  const requests: GatewayRequest[] = [];
  const refused: GatewayRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const uploadedImageId = fixture("image-upload").result.result as string;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json;charset=UTF-8" });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? "/", "http://gateway");
      const match = url.pathname.match(/^\/openapi\/(param2\/1\/([^/]+)\/([^/]+)\/([^/]+))$/);
      if (req.method !== "POST" || !match || match[2] !== NAMESPACE) {
        return send(404, { error_code: "gw.ApiNotFound", error_message: "api not found" });
      }
      const [, urlPath, , api, appKey] = match;
      const params = Object.fromEntries(new URLSearchParams(raw));
      for (const [k, v] of url.searchParams) params[k] = v;
      const request = { api, params };
      if (appKey !== creds.appKey) {
        refused.push(request);
        return send(400, { error_code: "gw.AppKeyNotFound", error_message: "AppKey is not found" });
      }
      if (params._aop_signature !== expectedSignature(urlPath, params, creds.appSecret)) {
        refused.push(request);
        return send(400, fixture("gateway-signature-invalid"));
      }
      if (params.access_token !== creds.accessToken) {
        refused.push(request);
        return send(401, fixture("gateway-need-authorized"));
      }
      requests.push(request);
      const reply = overrides.get(api)?.(request) ?? recorded(request, uploadedImageId);
      if (reply === "hang") return; // never answers: the client's timeout must fire
      if (reply === "garbage") {
        res.writeHead(502, { "content-type": "text/html" });
        return res.end("<html><body>502 Bad Gateway</body></html>");
      }
      send(reply.status, reply.body);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ...creds,
    requests,
    refused,
    override(api, fn) {
      if (fn) overrides.set(api, fn);
      else overrides.delete(api);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
