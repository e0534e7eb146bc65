import { describe, expect, it } from "vitest";
import { TRANSACTION_TYPE as T } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { API_REFERENCE_CSP, DOCUMENT_CSP } from "@/lib/http/api-headers";
import { PUBLIC_READ_CACHE } from "@/lib/http/cache";
import { call, get } from "../helpers/api";
import { paidOrder } from "../helpers/warehouse";

/**
 * Every API answer carries its security headers itself (lib/http/api-headers.ts), whatever the handler:
 * envelopes, refusals, unknown paths and methods, documents, the reference page and its renderer.
 */

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectLockedDown(headers: Headers, csp = API_CSP) {
  expect(headers.get("content-security-policy")).toBe(csp);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("referrer-policy")).toBe("no-referrer");
}

describe("API answers' headers", () => {
  it("lock down envelopes, refusals, unknown paths and unknown methods, and never store them", async () => {
    for (const answer of [
      await get("/shop/rate/getRate"),
      await get("/shop/goods/detail/not-a-number"),
      await get("/no/such/path"),
      await call("DELETE", "/shop/rate/getRate"),
    ]) {
      expectLockedDown(answer.headers);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("let a CDN keep a public catalogue read, per language", async () => {
    const { headers } = await get("/shop/goods/categoryListByParentId/0");
    expectLockedDown(headers);
    expect(headers.get("cache-control")).toBe(PUBLIC_READ_CACHE);
    expect(headers.get("vary")).toContain("Accept-Language");
  });

  it("let a document open in the browser's viewer, kept by nobody", async () => {
    const { customer, order } = await paidOrder();
    const payment = await getDb().accountTransaction.findFirstOrThrow({
      where: { orderId: order.id, type: T.ORDER_PAYMENT },
    });
    const pdf = await get(`/shop/invoice/transaction/${payment.id}`, { token: customer.token });
    expect(pdf.contentType).toBe("application/pdf");
    expectLockedDown(pdf.headers, DOCUMENT_CSP);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
  });

  it("give the reference page its own policy and let its public files be cached", async () => {
    const page = await get("/docs");
    expectLockedDown(page.headers, API_REFERENCE_CSP);
    const reference = await get("/openapi.json");
    expectLockedDown(reference.headers);
    expect(reference.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
