import type { IncomingMessage, Server } from "node:http";

/**
 * Set by our own HTTP server from the TCP peer of each request, overwriting whatever a client sent under
 * that name, so handlers can tell the socket address apart from headers a client can choose.
 */
export const PEER_HEADER = "x-shop-peer";

const MAX_IP_LENGTH = 64;

function forwardedChain(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The client address of a request. Without trusted proxies: the socket peer only. Behind `trustedHops`
 * proxies: the chain is X-Forwarded-For plus the peer; the right-most `trustedHops` entries are our proxies
 * (each appends the address it saw), the next one to the left is the client. Entries further left were
 * written by the client and are ignored.
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  const peer = headers.get(PEER_HEADER)?.trim() || "unknown";
  if (trustedHops <= 0) return peer.slice(0, MAX_IP_LENGTH);
  const chain = [...forwardedChain(headers.get("x-forwarded-for")), peer];
  const index = Math.max(0, chain.length - 1 - trustedHops);
  return chain[index].slice(0, MAX_IP_LENGTH);
}

type Emit = (event: string | symbol, ...args: unknown[]) => boolean;

/** Stamps PEER_HEADER on every request a Node HTTP server receives (installed once per process). */
export function installPeerStamp(serverPrototype: Pick<Server, "emit">): void {
  const marked = serverPrototype as unknown as { emit: Emit; __peerStamp?: true };
  if (marked.__peerStamp) return;
  const original = marked.emit;
  marked.emit = function emit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      const address = req.socket?.remoteAddress ?? "";
      // An IPv4 client on a dual-stack socket appears as ::ffff:a.b.c.d.
      req.headers[PEER_HEADER] = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
    }
    return original.call(this, event, ...args);
  };
  marked.__peerStamp = true;
}
