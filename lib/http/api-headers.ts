import { NO_STORE } from "./cache";

/**
 * The headers of every API answer (docs/decisions.md "Security headers"): nothing may load, frame or sniff an
 * answer, no referrer leaves with it, and nothing stores it — personal data and money. Set by the answers
 * themselves (the envelope, file answers, the few handlers outside route()), not by path patterns in
 * next.config.js: Next.js tested those patterns against every request the shop served, pages included
 * (docs/performance.md "Reads without Prisma's client").
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cache-control": NO_STORE,
};

/**
 * A printed document (PDF) opens in the browser's viewer, which Chromium embeds as an object in the document:
 * object-src must allow the shop's own origin for it to show.
 */
export const DOCUMENT_CSP = "default-src 'none'; object-src 'self'; frame-ancestors 'none'";

/** The API reference page runs the shipped renderer, which injects its own styles (app/api/docs). */
export const API_REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

/** API_HEADERS with some replaced or added (header names in lower case). */
export const apiHeaders = (changes: Record<string, string> = {}): Record<string, string> => ({
  ...API_HEADERS,
  ...changes,
});
