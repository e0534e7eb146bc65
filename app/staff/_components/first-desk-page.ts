import { getLocale } from "next-intl/server";
import type { z } from "zod";
import type { AnyEndpoint } from "@/lib/api/contract/endpoint";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { translator, type Translate } from "@/lib/i18n/messages";
import { pageStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import type { DeskPage, RowOf } from "./use-desk-list";

/**
 * The first page of a desk's queue for the filters the address asked for, rendered with the desk: through the
 * endpoint's own query schema and the domain function its route calls, for a member the endpoint's permission
 * lets read it, as the desk's first read would get it. Read after the page, the queue stood empty on the
 * warehouse's phones until the scripts had loaded and asked. Undefined when the member may not read it, the
 * filters do not pass (the desk reads and shows the error) or the read fails.
 */
export async function firstDeskPage<E extends AnyEndpoint>(
  endpoint: E,
  filters: Record<string, string>,
  list: (
    query: z.output<NonNullable<E["query"]>>,
    t: Translate,
  ) => Promise<{ total: number; rows: unknown[] }>,
): Promise<DeskPage<RowOf<E>> | undefined> {
  const staff = await pageStaff();
  if (!staff || !endpoint.permission || !can(staff.roles, endpoint.permission)) return undefined;
  const query = endpoint.query?.safeParse({ ...filters, pageNum: 1, pageSize: LIMITS.deskPageSize });
  if (!query?.success) return undefined;
  const t = translator((await getLocale()) as Locale);
  const page = await list(query.data as z.output<NonNullable<E["query"]>>, t).catch(() => undefined);
  // The answer as it travels: dates as strings, as the desk's own read gives them.
  return page && (JSON.parse(JSON.stringify(page)) as DeskPage<RowOf<E>>);
}

/**
 * The desk's tabs counted for the search the address asked for, rendered with the desk (its default tab is
 * chosen from them), as `firstDeskPage` reads the first page. Undefined when the member may not read them, the
 * search does not pass or the read fails: the desk then reads them itself.
 */
export async function firstStepCounts<E extends AnyEndpoint, C>(
  endpoint: E,
  q: string,
  count: (q: string | undefined) => Promise<C>,
): Promise<C | undefined> {
  const staff = await pageStaff();
  if (!staff || !endpoint.permission || !can(staff.roles, endpoint.permission)) return undefined;
  const query = endpoint.query?.safeParse({ q });
  if (!query?.success) return undefined;
  return count((query.data as { q?: string }).q).catch(() => undefined);
}
