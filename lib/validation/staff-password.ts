import { z } from "zod";
import { ZNewPassword, ZPassword } from "./rules";

/** A member changes their own password (docs/staff.md "Own account"): the current one proves it is them. */
export const ZStaffPasswordChange = z.object({ currentPassword: ZPassword, password: ZNewPassword });
export type TStaffPasswordChange = z.infer<typeof ZStaffPasswordChange>;

/** The account page's form: the new password typed twice. */
export const ZStaffPasswordChangeForm = ZStaffPasswordChange.extend({ confirm: z.string() }).refine(
  (v) => v.password === v.confirm,
  { error: "validation.passwordMismatch", path: ["confirm"] },
);
