import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { CONSOLE_PATH_HEADER, STAFF_SESSION_COOKIE } from "./names";
import { authenticateStaff, type StaffContext } from "./session";
import { can, type Permission } from "./roles";

/** The staff member of a console page being rendered (once per request), or null. */
export const pageStaff = cache(async (): Promise<StaffContext | null> =>
  authenticateStaff((await cookies()).get(STAFF_SESSION_COOKIE)?.value),
);

/**
 * A console page's guard: signed out → the sign-in, and back to the page as it was asked for (its tab and
 * search, from the proxy; `path` where no proxy ran); a member whose roles do not allow the page's action gets
 * the dashboard (their menu never showed the page). The page's API checks again on every request.
 */
export async function requireStaff(permission: Permission, path: string): Promise<StaffContext> {
  const staff = await pageStaff();
  if (!staff) {
    const asked = (await headers()).get(CONSOLE_PATH_HEADER);
    redirect(`/staff/login?redirect=${encodeURIComponent(asked ?? path)}`);
  }
  if (!can(staff.roles, permission)) redirect("/staff?denied=1");
  return staff;
}
