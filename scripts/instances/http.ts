import { ERRORS, type ErrorCode } from "@/lib/errors";
import { translator } from "@/lib/i18n/messages";

/** Where a request goes: one instance directly, or the proxy in front of both. */
export type Door = { name: string; url: string };

export type CallOptions = {
  body?: unknown;
  query?: Record<string, string | number>;
  token?: string;
  /** Cookie header value, e.g. "session=…" */
  cookie?: string;
  headers?: Record<string, string>;
  /**
   * The client address a load balancer would name in X-Forwarded-For (the instances run with TRUST_PROXY=1).
   * Sent to an instance directly it is the client address; through the proxy the proxy's own peer is.
   */
  ip?: string;
};

export type Answer = {
  door: string;
  /** which instance answered: the door itself, or what the proxy said in `x-served-by` */
  servedBy: string;
  status: number;
  body: Record<string, any> | null;
  setCookies: string[];
};

/** The shop's API in English, so refusals can be compared with messages/en-us.json. */
export async function call(door: Door, method: string, path: string, o: CallOptions = {}): Promise<Answer> {
  const url = new URL(`/api${path}`, door.url);
  for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { "accept-language": "en-us", ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.cookie) headers.cookie = o.cookie;
  if (o.ip) headers["x-forwarded-for"] = o.ip;
  if (o.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let body: Record<string, any> | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return {
    door: door.name,
    servedBy: res.headers.get("x-served-by") ?? door.name,
    status: res.status,
    body,
    setCookies: res.headers.getSetCookie(),
  };
}

export const get = (door: Door, path: string, o?: CallOptions) => call(door, "GET", path, o);
export const post = (door: Door, path: string, o?: CallOptions) => call(door, "POST", path, o);

const en = translator("en-us");

/** Whether the answer is this refusal of lib/errors.ts (its envelope code and its English message). */
export function refusedWith(
  answer: Answer,
  error: ErrorCode,
  values?: Record<string, string | number>,
): boolean {
  const def = ERRORS[error];
  return answer.body?.code === def.code && answer.body?.msg === en(def.key, values);
}

/** The envelope in a line, for a failure's reason. */
export const shown = (a: Answer): string =>
  a.body ? `${a.servedBy}: code ${a.body.code} "${a.body.msg}"` : `${a.servedBy}: HTTP ${a.status}, not JSON`;

/** "name=value" of a Set-Cookie, for the Cookie header of the next request. */
export function cookieOf(answer: Answer, name: string): string | null {
  const set = answer.setCookies.find((c) => c.startsWith(`${name}=`));
  const pair = set?.split(";")[0];
  return pair && pair !== `${name}=` ? pair : null;
}
