import { describe, expect, it } from "vitest";
import { pageSecurityHeaders } from "@/lib/http/security-headers";

function scriptSrc(options?: { framesOwnFiles?: boolean }): string[] {
  const csp = pageSecurityHeaders(true, options).get("content-security-policy")!;
  return csp.match(/script-src ([^;]*)/)![1].split(" ");
}

describe("WebAssembly in the pages' CSP (the receiving desk's fallback barcode decoder)", () => {
  it("lets the staff console compile WebAssembly, and nothing more than that", () => {
    const staff = scriptSrc({ framesOwnFiles: true });
    expect(staff).toContain("'wasm-unsafe-eval'");
    expect(staff).not.toContain("'unsafe-eval'");
    expect(staff).not.toContain("'unsafe-inline'");
    expect(staff[0]).toBe("'self'");
    expect(staff[1]).toMatch(/^'nonce-[A-Za-z0-9+/=]+'$/);
  });

  it("keeps the shop's pages, which never decode, without it", () => {
    expect(scriptSrc()).not.toContain("'wasm-unsafe-eval'");
  });
});
