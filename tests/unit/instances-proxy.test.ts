import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { forwardedFor, roundRobin, startProxy } from "@/scripts/instances/proxy";

describe("roundRobin", () => {
  it("takes the targets in turn and starts over", () => {
    const next = roundRobin(["a", "b", "c"]);
    expect(Array.from({ length: 7 }, next)).toEqual(["a", "b", "c", "a", "b", "c", "a"]);
  });

  it("keeps answering the only target, and refuses none", () => {
    const next = roundRobin(["a"]);
    expect([next(), next()]).toEqual(["a", "a"]);
    expect(() => roundRobin([])).toThrow(/no targets/);
  });
});

describe("forwardedFor", () => {
  it("appends the address the proxy saw to the chain it received", () => {
    expect(forwardedFor(undefined, "127.0.0.1")).toBe("127.0.0.1");
    expect(forwardedFor("203.0.113.9, 10.0.0.1", "::ffff:127.0.0.1")).toBe(
      "203.0.113.9, 10.0.0.1, 127.0.0.1",
    );
    expect(forwardedFor(["203.0.113.9", " "], undefined)).toBe("203.0.113.9, unknown");
  });
});

describe("startProxy", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  /** A server answering its own name and what it was sent. */
  async function upstream(name: string) {
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        res.setHeader("set-cookie", [`from=${name}`, "second=1"]);
        res.end(JSON.stringify({ name, method: req.method, url: req.url, body, headers: req.headers }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    return { name, port: (server.address() as AddressInfo).port };
  }

  it("spreads requests over the targets in turn and passes method, path, body and headers both ways", async () => {
    const proxy = await startProxy([await upstream("a"), await upstream("b")]);
    closers.unshift(proxy.close);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy.url}/api/x?i=${i}`, {
        method: "POST",
        body: `n${i}`,
        headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer t" },
      });
      expect(res.headers.getSetCookie()).toHaveLength(2);
      answers.push({ servedBy: res.headers.get("x-served-by"), ...(await res.json()) });
    }
    expect(answers.map((a) => [a.servedBy, a.name, a.method, a.url, a.body])).toEqual([
      ["a", "a", "POST", "/api/x?i=0", "n0"],
      ["b", "b", "POST", "/api/x?i=1", "n1"],
      ["a", "a", "POST", "/api/x?i=2", "n2"],
      ["b", "b", "POST", "/api/x?i=3", "n3"],
    ]);
    expect(answers[0].headers).toMatchObject({
      authorization: "Bearer t",
      "x-forwarded-for": "203.0.113.9, 127.0.0.1",
      "x-forwarded-host": `127.0.0.1:${proxy.port}`,
    });
    expect(Object.fromEntries(proxy.served)).toEqual({ a: 2, b: 2 });
  });

  it("answers 502 naming the instance that did not answer", async () => {
    const gone = await upstream("gone");
    await closers.pop()!();
    const proxy = await startProxy([gone]);
    closers.push(proxy.close);
    const res = await fetch(proxy.url);
    expect([res.status, res.headers.get("x-served-by")]).toEqual([502, "gone"]);
    expect(await res.text()).toMatch(/gone did not answer/);
  });
});
