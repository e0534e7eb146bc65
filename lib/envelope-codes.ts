/**
 * Envelope codes (SPEC §8, docs/api.md): 200 success; 401 not logged in (client logs out);
 * 500 business error, `msg` is shown; 9199 notice the client may suppress; 520 unexpected
 * server fault; 530 too many attempts, retry later. Protocol faults keep their HTTP status
 * (400 malformed body, 403 a cookie-session change from another site, 404 unknown API path, 405 method,
 * 413 body too large).
 * Its own module: the screens read these codes without loading the server's error table (lib/errors.ts).
 */
export const ENVELOPE = {
  OK: 200,
  UNAUTHORIZED: 401,
  BUSINESS: 500,
  NOTICE: 9199,
  FAULT: 520,
  THROTTLED: 530,
} as const;
