import type { z } from "zod";
import type { Permission } from "@/lib/staff/roles";
import { actorOf, type StaffContext } from "@/lib/staff/session";
import type { Actor } from "@/lib/staff/audit";
import type { Reply } from "./envelope";
import { route, type RouteContext } from "./handler";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export type StaffRouteContext<Q, B> = Omit<RouteContext<Q, B, null>, "staff"> & {
  staff: StaffContext;
  actor: Actor;
};

/**
 * A staff console endpoint: `route()` with the staff session and the permission of `action` checked first
 * (lib/staff/roles.ts); the handler gets the member and the audit actor for the domain function it calls.
 */
export function staffRoute<
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
>(
  action: Permission,
  options: { query?: QS; body?: BS },
  fn: (ctx: StaffRouteContext<Out<QS>, Out<BS>>) => Promise<Reply>,
) {
  return route<QS, BS, false>({ ...options, staff: action }, (ctx) =>
    fn({ ...ctx, staff: ctx.staff!, actor: actorOf(ctx.staff!, ctx.requestId) }),
  );
}
