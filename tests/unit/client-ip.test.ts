import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, installPeerStamp, PEER_HEADER } from "@/lib/api/client-ip";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientAddress", () => {
  it("without trusted proxies takes the socket peer and ignores forwarded headers", () => {
    const h = headers({
      [PEER_HEADER]: "198.51.100.7",
      "x-forwarded-for": "1.2.3.4",
      "x-real-ip": "5.6.7.8",
    });
    expect(clientAddress(h, 0)).toBe("198.51.100.7");
  });

  it("behind one proxy takes the entry that proxy appended, not the client's own", () => {
    // The client forged "1.2.3.4"; the load balancer (the peer, 10.0.0.2) appended what it saw.
    const h = headers({ [PEER_HEADER]: "10.0.0.2", "x-forwarded-for": "1.2.3.4, 203.0.113.9" });
    expect(clientAddress(h, 1)).toBe("203.0.113.9");
  });

  it("behind two proxies skips both hops", () => {
    const h = headers({ [PEER_HEADER]: "10.0.0.3", "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.0.0.2" });
    expect(clientAddress(h, 2)).toBe("203.0.113.9");
  });

  it("with fewer entries than trusted hops falls back to the left-most one", () => {
    expect(clientAddress(headers({ [PEER_HEADER]: "10.0.0.2" }), 1)).toBe("10.0.0.2");
    expect(clientAddress(headers({ [PEER_HEADER]: "10.0.0.2", "x-forwarded-for": "203.0.113.9" }), 3)).toBe(
      "203.0.113.9",
    );
  });

  it("answers unknown when the server recorded no peer", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4" }), 0)).toBe("unknown");
  });
});

describe("installPeerStamp on a real HTTP server", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    installPeerStamp(http.Server.prototype);
    installPeerStamp(http.Server.prototype); // idempotent
    server = http.createServer((req, res) => {
      res.end(JSON.stringify({ peer: req.headers[PEER_HEADER] ?? null }));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("overwrites a client's own peer header with the socket address", async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [PEER_HEADER]: "6.6.6.6", "x-forwarded-for": "6.6.6.6" },
    });
    expect(await answer.json()).toEqual({ peer: "127.0.0.1" });
  });
});
