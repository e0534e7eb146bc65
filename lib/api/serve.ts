import type { z } from "zod";
import { AppError } from "@/lib/errors";
import type { AuthSession } from "@/lib/auth/session";
import { actorOf, type StaffContext } from "@/lib/staff/session";
import type { Actor } from "@/lib/staff/audit";
import type { AnyEndpoint, Endpoint } from "./contract/endpoint";
import type { FileAnswer, Reply } from "./envelope";
import { route, type RouteContext } from "./handler";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/**
 * What a handler may hand over for a declared string: a Date is a string once it is JSON (dates leave as
 * ISO strings), so a view function may return either.
 */
export type Loose<T> = T extends string
  ? string | Date
  : T extends readonly (infer U)[]
    ? readonly Loose<U>[]
    : T extends object
      ? { [K in keyof T]: Loose<T[K]> }
      : T;

type Parts<E> =
  E extends Endpoint<infer P, infer Q, infer B, infer R, infer K, infer A>
    ? { params: Out<P>; query: Out<Q>; body: Out<B>; carried: Out<R>; kind: K; access: A }
    : never;

export type ServeContext<E extends AnyEndpoint> = Omit<
  RouteContext<Parts<E>["query"], Parts<E>["body"], null>,
  "params" | "auth" | "staff"
> & {
  params: Parts<E>["params"];
  auth: Parts<E>["access"] extends "customer" ? AuthSession : null;
  staff: Parts<E>["access"] extends "staff" ? StaffContext : null;
  /** the audit actor of a staff endpoint (lib/staff/audit.ts) */
  actor: Parts<E>["access"] extends "staff" ? Actor : null;
};

/** The answer a handler gives for the endpoint: its `data`, one row of its page, its fields, or its file. */
export type ReplyOf<E extends AnyEndpoint> = Parts<E>["kind"] extends "file"
  ? Reply<FileAnswer>
  : Reply<Loose<Parts<E>["carried"]>>;

/**
 * The route file's export for a declared endpoint (lib/api/endpoints): `route()` with the declaration's
 * access, schemas and envelope, path parameters parsed by their schema (a refused one is "not found"), and the
 * handler's answer held by the compiler against the declared response.
 */
export function serve<E extends AnyEndpoint>(endpoint: E, fn: (ctx: ServeContext<E>) => Promise<ReplyOf<E>>) {
  return route(
    {
      auth: endpoint.access === "customer",
      staff: endpoint.access === "staff" ? endpoint.permission : undefined,
      query: endpoint.query,
      body: endpoint.body,
      form: endpoint.form,
      spends: endpoint.spends as boolean | ((body: unknown) => boolean) | undefined,
      publicRead: endpoint.publicRead,
    },
    async (ctx) => {
      let params: unknown = ctx.params;
      if (endpoint.params) {
        const parsed = endpoint.params.safeParse(ctx.params);
        if (!parsed.success) throw new AppError("NOT_FOUND");
        params = parsed.data;
      }
      const staff = ctx.staff;
      return fn({
        ...ctx,
        params,
        auth: ctx.auth,
        staff,
        actor: staff ? actorOf(staff, ctx.requestId ?? undefined) : null,
      } as ServeContext<E>);
    },
  );
}
