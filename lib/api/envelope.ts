import { ENVELOPE } from "@/lib/envelope-codes";

/**
 * What a handler returns: extra top-level fields merged into `{code: 200, msg}`, and cookies to set. The
 * type parameter is what the answer carries (`data`, a page's row, or the fields), so `serve()` can hold it
 * against the endpoint's declared response schema (lib/api/serve.ts).
 */
export type Reply<T = unknown> = {
  readonly __reply: true;
  fields: Record<string, unknown>;
  msgKey?: string;
  setCookies?: string[];
  /** a `file` endpoint's answer: sent as it is, not in an envelope */
  file?: FileAnswer;
  /** never set: carries the answer's type for the compiler */
  readonly __carries?: T;
};

/** The same answer, also setting these cookies (Set-Cookie values). */
export function withCookies<T>(reply: Reply<T>, ...setCookies: string[]): Reply<T> {
  return { ...reply, setCookies: [...(reply.setCookies ?? []), ...setCookies] };
}

/** `{code, msg, data}` */
export function ok<T = undefined>(data?: T, msgKey?: string): Reply<T> {
  return { __reply: true, fields: data === undefined ? {} : { data }, msgKey };
}

/** Fields the spec's client reads at the top level (e.g. captcha img/uuid, login token). */
export function okFields<T extends Record<string, unknown>>(fields: T, msgKey?: string): Reply<T> {
  return { __reply: true, fields, msgKey };
}

/** `{code, msg, total, rows}` */
export function paged<T>(total: number, rows: T[]): Reply<T> {
  return { __reply: true, fields: { total, rows } };
}

export const SUCCESS_CODE = ENVELOPE.OK;

/** A document to download: its bytes, media type and the file name the browser saves it under. */
export type FileAnswer = { body: Uint8Array; contentType: string; filename: string };

/** The answer of a `file` endpoint (lib/api/contract/endpoint.ts). */
export function fileReply(file: FileAnswer): Reply<FileAnswer> {
  return { __reply: true, fields: {}, file };
}
