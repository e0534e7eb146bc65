import { z } from "zod";
import { ZCaptchaCode, ZEmail, ZEmailCode, ZNewPassword, ZPassword, ZUuid, requiredString } from "./rules";

const matching = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
const mismatch = { message: "validation.passwordMismatch", path: ["confirmPassword"] };

export const ZEmailQuery = z.object({ email: ZEmail });
export type TEmailQuery = z.infer<typeof ZEmailQuery>;

/**
 * The registration code: the shop's screen also sends the image captcha, checked before any mail goes out
 * (issue 12); SPEC §7 clients that send only the address are served as before.
 */
export const ZRegisterCodeQuery = ZEmailQuery.extend({
  code: z.preprocess((v) => (v === "" ? undefined : v), ZCaptchaCode.optional()),
  uuid: z.preprocess((v) => (v === "" ? undefined : v), ZUuid.optional()),
}).refine((q) => !q.uuid || q.code, { error: "validation.captchaRequired", path: ["code"] });

export const ZRegister = z
  .object({
    agreement: z.literal(true, { error: "validation.agreementRequired" }),
    email: ZEmail,
    userName: z.string().trim().max(64, "validation.userNameLength").optional(),
    code: ZCaptchaCode,
    uuid: ZUuid,
    emailCode: ZEmailCode,
    password: ZNewPassword,
    confirmPassword: z.string({ error: "validation.confirmRequired" }).min(1, "validation.confirmRequired"),
  })
  .refine(matching, mismatch);
export type TRegister = z.infer<typeof ZRegister>;

export const ZLogin = z.object({
  account: ZEmail,
  password: ZPassword,
  /** Only while the account is being guessed (errors.captchaRequired): the captcha of /shop/captchaImage. */
  code: z.preprocess((v) => (v === "" ? undefined : v), ZCaptchaCode.optional()),
  uuid: z.preprocess((v) => (v === "" ? undefined : v), ZUuid.optional()),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZResetPassword = z
  .object({
    email: ZEmail,
    emailCode: ZEmailCode,
    password: ZNewPassword,
    confirmPassword: z.string({ error: "validation.confirmRequired" }).min(1, "validation.confirmRequired"),
  })
  .refine(matching, mismatch);
export type TResetPassword = z.infer<typeof ZResetPassword>;

/** Change password knowing the old one. */
export const ZModifyPassword = z
  .object({
    oldPassword: ZPassword,
    password: ZNewPassword,
    confirmPassword: z.string({ error: "validation.confirmRequired" }).min(1, "validation.confirmRequired"),
  })
  .refine(matching, mismatch);
export type TModifyPassword = z.infer<typeof ZModifyPassword>;

/** Change password with a code mailed to the account's own address (forgot the old one while logged in). */
export const ZModifyPassword2 = z
  .object({
    emailCode: ZEmailCode,
    password: ZNewPassword,
    confirmPassword: z.string({ error: "validation.confirmRequired" }).min(1, "validation.confirmRequired"),
  })
  .refine(matching, mismatch);
export type TModifyPassword2 = z.infer<typeof ZModifyPassword2>;

export const ZValidPassword = z.object({ password: ZPassword });

/**
 * The spec's GET pair of an email change. The shop's screen proves the password first (validPassword, kept on
 * the session); another client may send it along instead (docs/decisions.md "Email change").
 */
export const ZSendNewEmail = ZEmailQuery.extend({ password: ZPassword.optional() });
export type TSendNewEmail = z.infer<typeof ZSendNewEmail>;
export const ZModifyNewEmail = z.object({ email: ZEmail, code: ZEmailCode, password: ZPassword.optional() });
export type TModifyNewEmail = z.infer<typeof ZModifyNewEmail>;

/** One-step change: current password + code sent to the new address. */
export const ZModifyEmail = z.object({ email: ZEmail, emailCode: ZEmailCode, password: ZPassword });
export type TModifyEmail = z.infer<typeof ZModifyEmail>;

/** The undo link mailed to the old address: 32 random bytes, hex. */
export const ZUndoEmailChange = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/, "validation.linkInvalid"),
});
export type TUndoEmailChange = z.infer<typeof ZUndoEmailChange>;

export const ZCaptchaAnswer = z.object({ code: ZCaptchaCode, uuid: ZUuid });
export { requiredString };
