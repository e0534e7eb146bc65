import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The load balancer of `npm run check:instances` (docs/instances.md): round robin over the instances, on
 * node:http alone: the check needs nothing more of http-proxy (WebSockets, path rewrites, TLS).
 */

/** The next target in turn, forever (A, B, A, B …): a load balancer's simplest policy. */
export function roundRobin<T>(targets: readonly T[]): () => T {
  if (targets.length === 0) throw new Error("round robin over no targets");
  let next = 0;
  return () => {
    const target = targets[next];
    next = (next + 1) % targets.length;
    return target;
  };
}

/** X-Forwarded-For as a proxy passes it on: the chain it received, then the address it saw (TRUST_PROXY=1). */
export function forwardedFor(received: string | string[] | undefined, peer: string | undefined): string {
  const chain = (Array.isArray(received) ? received.join(",") : (received ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const seen = (peer ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return [...chain, seen || "unknown"].join(", ");
}

/** Headers of one connection, not of the request: a proxy does not pass them on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function passedOn(headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

export type Target = { name: string; port: number };
export type Proxy = { url: string; port: number; served: Map<string, number>; close: () => Promise<void> };

/**
 * Listens on `port` (0: any free one) and hands each request to the next target, naming it in the answer's
 * `x-served-by` header so a check can tell which instance answered through the proxy.
 */
export function startProxy(targets: readonly Target[], port = 0): Promise<Proxy> {
  const next = roundRobin(targets);
  const served = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const target = next();
    served.set(target.name, (served.get(target.name) ?? 0) + 1);
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...passedOn(req.headers),
          "x-forwarded-for": forwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress),
          "x-forwarded-proto": "http",
          "x-forwarded-host": req.headers.host ?? "",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...passedOn(answer.headers), "x-served-by": target.name });
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain", "x-served-by": target.name });
      res.end(`proxy: ${target.name} did not answer: ${error.message}`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const bound = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        port: bound,
        served,
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
