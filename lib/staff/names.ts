/** Names shared by the server, the proxy and the console's screens (no server imports). */
export const STAFF_SESSION_COOKIE = "staff_session";

/**
 * Set by the proxy on every request for a /staff page (and removed from any other): the root layout then
 * renders the console's own frame instead of the shop's header and menus (docs/staff.md "Console").
 */
export const CONSOLE_HEADER = "x-console";
export const CONSOLE_STAFF = "staff";

/**
 * Set by the proxy on every request for a /staff page: the page's path with its query, so a page whose session
 * has ended sends the member back to the same tab and search after the sign-in (requireStaff).
 */
export const CONSOLE_PATH_HEADER = "x-console-path";

/** Console pages open without a staff session. */
export const STAFF_PUBLIC_PAGES = ["/staff/login", "/staff/invite"];

/**
 * Audit entity kinds whose page depends on the entity's state or number, not on its id alone: the console opens
 * them through /staff/open/<kind>/<id> (lib/staff/entity-target.ts).
 */
export const OPENED_BY_STATE = ["problem", "invoice"] as const;
export type OpenedByState = (typeof OPENED_BY_STATE)[number];
