import type { AnyEndpoint, EnvelopeKind, RequestOf, ResponseOf } from "@/lib/api/contract/endpoint";
import type { Locale } from "@/lib/i18n/locales";
import { api, type ApiEnvelope } from "./api";

/**
 * The screens' handle on a declared endpoint (lib/client/endpoints.ts, written from lib/api/endpoints): what a
 * call needs at run time, typed by the declaration without loading its schemas.
 */
export type ClientRoute<E extends AnyEndpoint> = {
  method: E["method"];
  path: string;
  envelope: EnvelopeKind;
  /** never set: the declaration's type */
  readonly __endpoint?: E;
};

export type Routed = ClientRoute<AnyEndpoint>;
export type EndpointOf<R> = R extends ClientRoute<infer E> ? E : never;

/** `/shop/order/{id}` with `{ id: 7 }` → `/shop/order/7` */
export function pathOf(route: Pick<Routed, "path">, params?: Record<string, unknown>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`${route.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The part of an envelope the declaration says the endpoint answers with (SPEC §7). */
function answerOf(route: Routed, res: ApiEnvelope): unknown {
  if (route.envelope === "paged") return { total: res.total ?? 0, rows: res.rows ?? [] };
  if (route.envelope === "fields") {
    const fields: Record<string, unknown> = { ...res };
    delete fields.code;
    delete fields.msg;
    return fields;
  }
  return res.data;
}

type CallOptions = { locale: Locale; quiet9199?: boolean };

export type Exchange<R extends Routed> = {
  answer: ResponseOf<EndpointOf<R>>;
  /** the server's message, in the reader's language (a form shows it as its success toast) */
  msg: string;
  /** 200, or 9199 when a quiet notice came back (SPEC §8) */
  code: number;
};

/**
 * Calls a declared endpoint and answers its typed answer with the server's message: path, method, query in
 * bracket format and JSON body from the declaration. Refusals throw ApiError (lib/client/api.ts).
 */
export async function exchange<R extends Routed>(
  route: R,
  input: RequestOf<EndpointOf<R>>,
  options: CallOptions,
): Promise<Exchange<R>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const res = await api(pathOf(route, params), {
    method: route.method,
    query: query as Parameters<typeof api>[1]["query"],
    body,
    locale: options.locale,
    quiet9199: options.quiet9199,
  });
  return { answer: answerOf(route, res) as ResponseOf<EndpointOf<R>>, msg: res.msg, code: res.code };
}

/**
 * The screens' one way to read a declared endpoint: the answer typed by its response schema (a page comes as
 * `{total, rows}`).
 */
export async function request<R extends Routed>(
  route: R,
  input: RequestOf<EndpointOf<R>>,
  options: CallOptions,
): Promise<ResponseOf<EndpointOf<R>>> {
  return (await exchange(route, input, options)).answer;
}

/**
 * The TanStack Query key of an endpoint: its method and path first, so `queryKeyOf(route)` alone is the prefix
 * that invalidates every cached answer of it, then whatever the screen's answer depends on.
 */
export function queryKeyOf(route: Pick<Routed, "method" | "path">, ...parts: unknown[]): readonly unknown[] {
  return [`${route.method} ${route.path}`, ...parts];
}
