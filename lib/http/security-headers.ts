import { defaults, nosecone, type Options } from "@nosecone/next";

/**
 * Security headers of every page (docs/decisions.md "Security headers"), from nosecone's Next.js defaults: a
 * Content-Security-Policy with a fresh script nonce per request (Next.js puts it on its own scripts), no
 * framing at all, nosniff, no referrer to other sites. Departures from the defaults, and why:
 * - img-src also allows any https origin: goods pictures come from the suppliers' CDNs (1688, Taobao, JD)
 *   and from the upload bucket's public URL.
 * - Cross-Origin-Embedder-Policy is off: those CDNs send no Cross-Origin-Resource-Policy, so require-corp
 *   would blank every product picture.
 * - HSTS only when the shop itself is served over https (a plain-http development shop must stay reachable).
 * - `framesOwnFiles` (the staff console only): frame-src 'self', so the finance desk shows a PDF transfer slip
 *   from /uploads inside the page (docs/staff.md "Finance desk"). Nothing may frame the console itself.
 * - The staff console (the same flag: proxy.ts passes it for /staff alone) also has 'wasm-unsafe-eval' in
 *   script-src: where a phone has no BarcodeDetector the receiving desk compiles zxing-wasm's decoder, and a
 *   CSP without it blocks WebAssembly.instantiate (docs/decisions.md "Barcode decoding"). It allows compiling
 *   WebAssembly only, not eval() or new Function(), and the module itself must still come from 'self'
 *   (connect-src). The shop's pages, which never decode, keep the plain policy.
 * API answers get their own fixed headers from lib/http/api-headers.ts.
 */
export function pageSecurityHeaders(https: boolean, { framesOwnFiles = false } = {}): Headers {
  const directives = defaults.contentSecurityPolicy.directives;
  const options: Options = {
    ...defaults,
    contentSecurityPolicy: {
      directives: {
        ...directives,
        imgSrc: [...directives.imgSrc, "https:"],
        ...(framesOwnFiles
          ? {
              frameSrc: ["'self'"] as const,
              scriptSrc: [...directives.scriptSrc, "'wasm-unsafe-eval'"] as const,
            }
          : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: ["strict-origin-when-cross-origin"] },
    strictTransportSecurity: https ? defaults.strictTransportSecurity : false,
    xFrameOptions: { action: "deny" },
  };
  return nosecone(options);
}
