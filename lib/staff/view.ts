import { PERMISSIONS, can, type Permission } from "./roles";
import type { StaffContext } from "./session";

/** What the console knows of the signed-in member: who, and which actions (menus, buttons) are theirs. */
export function staffMeView(staff: StaffContext) {
  const permissions = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(staff.roles, p));
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    roles: staff.roles,
    language: staff.language,
    serviceCode: staff.serviceCode,
    permissions,
  };
}
export type StaffMe = ReturnType<typeof staffMeView>;
