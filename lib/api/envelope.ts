import { ENVELOPE } from "@/lib/envelope-codes";

export type Envelope<T = unknown> = { code: number; msg: string; data?: T } & Record<string, unknown>;
export type PagedEnvelope<T = unknown> = { code: number; msg: string; total: number; rows: T[] };

/** What a handler returns: extra top-level fields merged into `{code: 200, msg}`, and cookies to set. */
export type Reply = {
  readonly __reply: true;
  fields: Record<string, unknown>;
  msgKey?: string;
  setCookies?: string[];
};

/** The same answer, also setting these cookies (Set-Cookie values). */
export function withCookies(reply: Reply, ...setCookies: string[]): Reply {
  return { ...reply, setCookies: [...(reply.setCookies ?? []), ...setCookies] };
}

/** `{code, msg, data}` */
export function ok(data?: unknown, msgKey?: string): Reply {
  return { __reply: true, fields: data === undefined ? {} : { data }, msgKey };
}

/** Fields the spec's client reads at the top level (e.g. captcha img/uuid, login token). */
export function okFields(fields: Record<string, unknown>, msgKey?: string): Reply {
  return { __reply: true, fields, msgKey };
}

/** `{code, msg, total, rows}` */
export function paged<T>(total: number, rows: T[]): Reply {
  return { __reply: true, fields: { total, rows } };
}

export const SUCCESS_CODE = ENVELOPE.OK;
