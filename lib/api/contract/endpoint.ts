import type { z } from "zod";
import type { Permission } from "@/lib/staff/roles";

/**
 * What an endpoint answers on success (SPEC §7):
 * - `data`: `{code, msg, data}` with `data` of the response schema (absent when the schema is `z.undefined()`);
 * - `paged`: `{code, msg, total, rows}` with each row of the response schema;
 * - `fields`: `{code, msg, …fields}`, the response schema's fields at the top level (captcha, login token);
 * - `file`: not an envelope but the file itself (a printed document), of `fileType`; a refusal still comes
 *   as an envelope. Screens link to it (`pathOf`) rather than fetch it.
 */
export type EnvelopeKind = "data" | "paged" | "fields" | "file";

/**
 * Who may call it: `public` anyone; `customer` a seller's bearer token or the shop's session cookie;
 * `staff` a staff session whose roles allow `permission` (lib/staff/roles.ts).
 */
export type Access = "public" | "customer" | "staff";

type Schema = z.ZodType;
/** A function of the body that any endpoint's declaration still fits into `AnyEndpoint` with. */
type Bivariant<T> = { check(body: T): boolean }["check"];

/**
 * One endpoint of the API, declared once (docs/api.md "One declaration per endpoint"): the route file serves
 * it (`serve()` in lib/api/serve.ts), the screens call it (lib/client/endpoint.ts), and the OpenAPI
 * document describes it (lib/api/contract/openapi.ts). Nothing here is server-only: screens import it.
 */
export type Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  K extends EnvelopeKind = EnvelopeKind,
  A extends Access = Access,
> = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** the path under /api, with `{name}` for path parameters, as OpenAPI writes it */
  path: string;
  /** one line for the reference, in English (the reference's language) */
  summary: string;
  /** the reference's section: the spec's domain the endpoint belongs to */
  tag: string;
  access: A;
  /** the staff action the member's roles must allow (access "staff") */
  permission?: Permission;
  /** path parameters; a value the schema refuses answers "not found" */
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Orders, pays or withdraws (or, as a function of the body, does so this time): refused with "no
   * permission" while the agent has restricted the account (docs/decisions.md "Restricted accounts").
   */
  spends?: boolean | Bivariant<B extends Schema ? z.output<B> : undefined>;
  /** a public catalogue read a CDN may keep (lib/http/cache.ts); errors are never stored */
  publicRead?: boolean;
  /**
   * A multipart form the route reads itself, streaming it (a file upload): described in the reference from
   * this schema, parsed by the route's own reader with the same schema.
   */
  multipart?: Schema;
  /** the body comes as multipart/form-data or urlencoded (the spec's client sends forms there) */
  form?: boolean;
  envelope: K;
  /** the media type of a `file` answer, e.g. application/pdf */
  fileType?: K extends "file" ? string : never;
  /** the shape of `data`, of each row, or of the top-level fields (`z.undefined()` for a file) */
  response: R;
  /**
   * A valid request on the demo data (`npm run db:seed`), used by the reference's "try it" and replayed by
   * the contract test (tests/integration/openapi-contract.integration.test.ts).
   */
  example?: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  /** the contract test cannot replay it with a valid request (a file upload, a third party); says why */
  noReplay?: string;
};

/** Declares an endpoint; the literal types of its schemas travel to the server and the screens. */
export function endpoint<
  const P extends Schema | undefined = undefined,
  const Q extends Schema | undefined = undefined,
  const B extends Schema | undefined = undefined,
  const R extends Schema = Schema,
  const K extends EnvelopeKind = EnvelopeKind,
  const A extends Access = Access,
>(declaration: Endpoint<P, Q, B, R, K, A>): Endpoint<P, Q, B, R, K, A> {
  return declaration;
}

export type AnyEndpoint = Endpoint<
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema,
  EnvelopeKind,
  Access
>;

type In<S> = S extends Schema ? z.input<S> : undefined;
type OutOf<S> = S extends Schema ? z.output<S> : undefined;

/** What a screen sends: path parameters, query and body as the schemas take them. */
export type RequestOf<E> =
  E extends Endpoint<infer P, infer Q, infer B, Schema, EnvelopeKind, Access>
    ? (P extends Schema ? { params: In<P> } : { params?: undefined }) &
        (Q extends Schema ? { query?: In<Q> } : { query?: undefined }) &
        (B extends Schema ? { body: In<B> } : { body?: undefined })
    : never;

/** What a screen gets back: `data`, the page `{total, rows}`, or the top-level fields. */
export type ResponseOf<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R, infer K, Access>
    ? K extends "paged"
      ? { total: number; rows: OutOf<R>[] }
      : OutOf<R>
    : never;
