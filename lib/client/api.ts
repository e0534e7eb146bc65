import { HEADER_VALUE, type Locale } from "@/lib/i18n/locales";
import { COOKIE_SESSION_HEADER, COOKIE_SESSION_VALUE } from "@/lib/auth/session-cookie-names";
import { ENVELOPE } from "@/lib/envelope-codes";

export type ApiEnvelope<T = unknown> = {
  code: number;
  msg: string;
  data?: T;
  total?: number;
  rows?: T[];
} & Record<string, unknown>;

/** The code of an ApiError when no answer arrived (network failure, timeout); not an envelope code. */
export const NETWORK_ERROR = 0;

/** A non-200 envelope; `msg` is already in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** `data` of the refusal, when the server sends one (e.g. `{ captchaRequired: true }`). */
    readonly data?: unknown,
    /** an HTTP-level error (SPEC §8: 400, 401, 403, 404, 408, 413, 500–505): only logged, never shown */
    readonly httpLevel = false,
  ) {
    super(message);
  }
}

type Options = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | (string | number)[]>;
  body?: unknown;
  locale: Locale;
  /** SPEC §8: a 9199 notice is not shown and the call goes on */
  quiet9199?: boolean;
};

let onUnauthorized: (() => void) | undefined;
/** The session provider registers the SPEC §4 reaction to code 401: log out, go to /login. */
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

/** Runs the session's 401 reaction (for calls made outside `api()`, e.g. multipart uploads). */
export function notifyUnauthorized(): void {
  onUnauthorized?.();
}

function toQuery(query: Options["query"]): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    if (Array.isArray(v)) v.forEach((item) => params.append(`${k}[]`, String(item)));
    else params.append(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * Headers of every call the screens make: the language, and the ask for the HttpOnly session cookie (the
 * browser sends that cookie itself; no page script ever holds the session).
 */
export function requestHeaders(locale: Locale): Record<string, string> {
  return { "Accept-Language": HEADER_VALUE[locale], [COOKIE_SESSION_HEADER]: COOKIE_SESSION_VALUE };
}

/** Calls /api like the spec's client: Accept-Language, the session cookie, JSON for POST/PUT. */
export async function api<T = unknown>(path: string, options: Options): Promise<ApiEnvelope<T>> {
  const headers = requestHeaders(options.locale);
  const method = options.method ?? "GET";
  if (method !== "GET") headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`/api${path}${toQuery(options.query)}`, {
      method,
      headers,
      body: method === "GET" ? undefined : JSON.stringify(options.body ?? {}),
      signal: AbortSignal.timeout(100_000),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, "");
  }
  return readEnvelope<T>(response, path, options.quiet9199);
}

/**
 * Every answer the screens get goes through here (`api()`, uploads, form posts): SPEC §8 in one place.
 * HTTP-level errors are logged and thrown as `httpLevel` (the callers show nothing); code 401 runs the
 * session's log-out; a 9199 notice passes when the call asked for quiet; other codes throw with the
 * server's localized msg.
 */
export async function readEnvelope<T = unknown>(
  response: Response,
  path: string,
  quiet9199 = false,
): Promise<ApiEnvelope<T>> {
  const json = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (!response.ok) {
    console.error(`[api] HTTP ${response.status} ${path}`, json?.msg ?? "");
    // No message travels on: screens fall back to their generic text, nothing of the server's is shown.
    throw new ApiError(response.status, "", json?.data, true);
  }
  if (!json) throw new ApiError(response.status, "");
  if (json.code === ENVELOPE.UNAUTHORIZED) notifyUnauthorized();
  if (json.code === ENVELOPE.NOTICE && quiet9199) return json;
  if (json.code !== ENVELOPE.OK) throw new ApiError(json.code, json.msg, json.data);
  return json;
}
