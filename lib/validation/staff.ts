import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "@/lib/codes";
import { LOCALES } from "@/lib/i18n/locales";
import { STAFF_ROLES } from "@/lib/staff/roles";
import { ZDbId, ZEmail, ZNewPassword, ZPageQuery, ZPassword, ZPlainText, requiredString } from "./rules";

/** The staff console's inputs (docs/staff.md); shared by its forms, its endpoints and `npm run op:staff`. */

export const ZStaffCode = z
  .string({ error: "validation.staff.codeRequired" })
  .trim()
  .regex(/^(\d{6}|[0-9a-f]{5}-[0-9a-f]{5})$/i, "validation.staff.codeFormat");

export const ZStaffLogin = z.object({ email: ZEmail, password: ZPassword, code: ZStaffCode });
export type TStaffLogin = z.infer<typeof ZStaffLogin>;

export const ZStaffRoles = z
  .array(z.enum(STAFF_ROLES, { error: "validation.staff.role" }), { error: "validation.staff.rolesRequired" })
  .min(1, "validation.staff.rolesRequired")
  .max(STAFF_ROLES.length, "validation.staff.role")
  .transform((roles) => [...new Set(roles)]);

export const ZStaffLanguage = z.enum(LOCALES, { error: "validation.staff.language" });

export const ZServiceCode = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z
    .string({ error: "validation.staff.serviceCode" })
    .trim()
    .regex(/^[A-Za-z0-9-]{2,32}$/, "validation.staff.serviceCode")
    .optional(),
);

export const ZStaffInvite = z.object({
  email: ZEmail,
  name: requiredString("validation.staff.nameRequired").max(64, "validation.textTooLong"),
  roles: ZStaffRoles,
  language: ZStaffLanguage.default("ja"),
  serviceCode: ZServiceCode,
});
export type TStaffInvite = z.infer<typeof ZStaffInvite>;

export const ZInviteToken = z.object({
  token: z.string({ error: "validation.linkInvalid" }).regex(/^[0-9a-f]{64}$/, "validation.linkInvalid"),
});

export const ZInviteAccept = ZInviteToken.extend({
  password: ZNewPassword,
  code: z
    .string({ error: "validation.staff.codeRequired" })
    .trim()
    .regex(/^\d{6}$/, "validation.staff.codeFormat"),
});
export type TInviteAccept = z.infer<typeof ZInviteAccept>;

/** The invitation form: the password typed twice. */
export const ZInviteAcceptForm = ZInviteAccept.extend({ confirm: z.string() }).refine(
  (v) => v.password === v.confirm,
  {
    error: "validation.passwordMismatch",
    path: ["confirm"],
  },
);

export const ZStaffRef = z.object({ id: ZDbId });

export const ZStaffDeactivate = ZStaffRef.extend({
  reason: ZPlainText(500).pipe(z.string().min(1, "validation.staff.reasonRequired")),
});

export const ZStaffRolesChange = ZStaffRef.extend({ roles: ZStaffRoles });

export const ZStaffSettings = z.object({ language: ZStaffLanguage });

/**
 * The audit desk's filters: an action and an entity type of the known lists (lib/codes.ts), Japan days from/to;
 * a "to" day before the "from" day is refused on the "to" field rather than answering an empty page.
 */
export const ZAuditQuery = ZPageQuery.extend({
  staffId: z.preprocess((v) => (v === "" ? undefined : v), ZDbId.optional()),
  entityType: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(AUDIT_ENTITY_TYPES, { error: "validation.invalid" }).optional(),
  ),
  entityId: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(64).optional()),
  action: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(AUDIT_ACTIONS, { error: "validation.invalid" }).optional(),
  ),
  from: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.iso.date({ error: "validation.invalid" }).optional(),
  ),
  to: z.preprocess((v) => (v === "" ? undefined : v), z.iso.date({ error: "validation.invalid" }).optional()),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: "validation.dateOrder", path: ["to"] });
export type TAuditQuery = z.infer<typeof ZAuditQuery>;
