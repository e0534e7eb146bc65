import { OPENED_BY_STATE } from "@/lib/staff/names";

/**
 * Where the console shows an entity an audit row names. Desks add their entity types here as they arrive;
 * an entity without a desk yet is shown without a link.
 */
const ENTITY_PAGES: Record<string, (id: string) => string> = {
  staff: () => "/staff/team",
  top_up: (id) => `/staff/finance/topups/${encodeURIComponent(id)}`,
  withdrawal: (id) => `/staff/finance/withdrawals?q=${encodeURIComponent(id)}&status=all`,
  exchange_rate: () => "/staff/finance/rate",
  // a download of the account records of a period (`2026-10-01..2026-10-31`): the desk it was made on
  ledger: () => "/staff/finance/ledger",
  message: (id) => `/staff/messages/${encodeURIComponent(id)}`,
  // Answered or not: its number found among its status's (an answered one is off the desk's default list).
  feedback: (id) => `/staff/feedback?q=${encodeURIComponent(id)}&status=all`,
  job: () => "/staff/jobs",
  announcement: (id) => `/staff/content/announcement?id=${encodeURIComponent(id)}`,
  guide: (id) => `/staff/content/guide?id=${encodeURIComponent(id)}`,
  customer: (id) => `/staff/customers/${encodeURIComponent(id)}`,
  unmatched_arrival: () => "/staff/receiving/unmatched",
  order: (id) => `/staff/orders/${encodeURIComponent(id)}`,
  container: (id) => `/staff/containers/${encodeURIComponent(id)}`,
  // Their page depends on their state or number: app/staff/open/[type]/[id] looks it up.
  ...Object.fromEntries(
    OPENED_BY_STATE.map((kind) => [kind, (id: string) => `/staff/open/${kind}/${encodeURIComponent(id)}`]),
  ),
};

export const entityHref = (type: string, id: string): string | null => ENTITY_PAGES[type]?.(id) ?? null;
