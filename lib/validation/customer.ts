import { z } from "zod";
import { MONTHLY_PURCHASE_BAND } from "@/lib/codes";
import { PROFILE_LIMITS } from "@/lib/inputs/limits";
import { isMobile } from "./rules";

export { PROFILE_LIMITS } from "@/lib/inputs/limits";

const BAND_CODES = Object.values(MONTHLY_PURCHASE_BAND) as number[];

/** Trimmed; blank or null → null (cleared); absent → undefined (unchanged). */
const optionalText = (max: number, key: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || null : v),
    z.string({ error: "validation.invalid" }).max(max, key).nullable().optional(),
  );

export const ZUpdateInfo = z.object({
  userName: z
    .string({ error: "validation.userNameRequired" })
    .trim()
    .min(1, "validation.userNameRequired")
    .max(PROFILE_LIMITS.userName, "validation.userNameLength"),
  realName: optionalText(PROFILE_LIMITS.realName, "validation.realNameLength"),
  /** a Japanese, mainland Chinese or Korean mobile (SPEC §5 mobile rules), as typed */
  phone: optionalText(PROFILE_LIMITS.phone, "validation.mobileFormat").refine(
    (v) => v == null || isMobile(v),
    "validation.mobileFormat",
  ),
  companyName: optionalText(PROFILE_LIMITS.companyName, "validation.companyNameLength"),
  amazonShopName: optionalText(PROFILE_LIMITS.shopName, "validation.shopNameLength"),
  rakutenShopName: optionalText(PROFILE_LIMITS.shopName, "validation.shopNameLength"),
  /** MONTHLY_PURCHASE_BAND code; "" or null clears it. */
  monthlyPurchaseBand: z.preprocess(
    (v) => (v === "" ? null : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: "validation.monthlyBandInvalid" })
      .refine((v) => BAND_CODES.includes(v), "validation.monthlyBandInvalid")
      .nullable()
      .optional(),
  ),
});
export type TUpdateInfo = z.infer<typeof ZUpdateInfo>;

export const ZUpdateAvatar = z.object({
  avatar: z.string({ error: "validation.avatarRequired" }).trim().min(1, "validation.avatarRequired"),
});
export type TUpdateAvatar = z.infer<typeof ZUpdateAvatar>;
