import { HEADER_VALUE, type Locale } from "@/lib/i18n/locales";
import { COOKIE_SESSION_HEADER, COOKIE_SESSION_VALUE } from "@/lib/auth/session-cookie-names";

export type ApiEnvelope<T = unknown> = {
  code: number;
  msg: string;
  data?: T;
  total?: number;
  rows?: T[];
} & Record<string, unknown>;

/** A non-200 envelope; `msg` is already in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** `data` of the refusal, when the server sends one (e.g. `{ captchaRequired: true }`). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

type Options = {
  method?: "GET" | "POST" | "PUT";
  query?: Record<string, string | number | boolean | undefined | (string | number)[]>;
  body?: unknown;
  locale: Locale;
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
    throw new ApiError(0, "");
  }
  const json = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (!json) throw new ApiError(response.status, "");
  if (json.code === 401) notifyUnauthorized();
  if (json.code !== 200) throw new ApiError(json.code, json.msg, json.data);
  return json;
}
