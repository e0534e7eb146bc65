import { getDb } from "@/lib/db/client";
import { EMAIL_CODE_PURPOSE, MEMBER_TIER } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import type { TRegister } from "@/lib/validation/account";
import type { Locale } from "@/lib/i18n/locales";
import { consumeCaptcha } from "./captcha";
import { consumeEmailCode } from "./email-code";
import { hashPassword } from "./password";
import { isUniqueViolation } from "@/lib/db/errors";

/** Creates an account after the graphic captcha and the e-mailed code are both proven. */
export async function registerCustomer(input: TRegister, locale: Locale): Promise<{ id: number }> {
  const db = getDb();
  await consumeCaptcha(input.uuid, input.code);
  if (await db.customer.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw new AppError("EMAIL_TAKEN");
  }
  await consumeEmailCode({ email: input.email, purpose: EMAIL_CODE_PURPOSE.REGISTER, code: input.emailCode });
  try {
    return await db.customer.create({
      data: {
        email: input.email,
        userName: input.userName || input.email.split("@")[0].slice(0, 64),
        passwordHash: await hashPassword(input.password),
        memberTier: MEMBER_TIER.GENERAL,
        language: locale,
      },
      select: { id: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_TAKEN");
    throw error;
  }
}
