import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZNoData } from "@/lib/api/contract/common";
import {
  ZEmailQuery,
  ZLogin,
  ZModifyEmail,
  ZModifyNewEmail,
  ZModifyPassword,
  ZModifyPassword2,
  ZRegister,
  ZRegisterCodeQuery,
  ZResetPassword,
  ZSendNewEmail,
  ZUndoEmailChange,
  ZValidPassword,
} from "@/lib/validation/account";
import { ZUpdateAvatar, ZUpdateInfo } from "@/lib/validation/customer";
import { ZMemberAutoRenew, ZMemberPlanBuy } from "@/lib/validation/members";
import {
  ZCodeSent,
  ZCustomerInfoView,
  ZMemberFeesView,
  ZMemberInfoView,
  ZMemberPurchaseView,
} from "./accounts.views";
import { orderCount } from "./orders";

const tag = "Accounts";
const int = z.number().int();

/** The demo seller of `npm run db:seed` (lib/seed/demo.ts). */
const DEMO = { email: "demo@example.com", password: "Demo1234", userName: "山田 太郎" };
const MAILED_CODE = "needs the one-time code mailed to the address";

// Sign-in, registration and passwords (SPEC §4)

export const accountCaptcha = endpoint({
  method: "GET",
  path: "/shop/captchaImage",
  summary: "A new single-use image captcha: PNG in base64 and its uuid (also repeated under data)",
  tag,
  access: "public",
  envelope: "fields",
  response: z.object({
    captchaEnabled: z.boolean(),
    uuid: z.string(),
    img: z.string(),
    data: z.object({ uuid: z.string(), img: z.string() }),
  }),
});

export const accountLogin = endpoint({
  method: "POST",
  path: "/shop/user/login",
  summary: "Signs in with email and password; answers the bearer token, or sets the session cookie instead",
  tag,
  access: "public",
  body: ZLogin,
  envelope: "fields",
  // No token in the answer when the shop's own screens asked for the HttpOnly session cookie.
  response: z.object({
    token: z.string().optional(),
    data: z.object({ token: z.string() }).optional(),
  }),
  example: { body: { account: DEMO.email, password: DEMO.password } },
});

export const accountLogout = endpoint({
  method: "POST",
  path: "/shop/user/logout",
  summary: "Ends the session of the token or cookie it is called with",
  tag,
  access: "customer",
  envelope: "data",
  response: ZNoData,
});

export const accountRegisterCode = endpoint({
  method: "GET",
  path: "/shop/user/sendVerificationCode",
  summary: "Mails a registration code to an address no account uses; with the image captcha when given",
  tag,
  access: "public",
  query: ZRegisterCodeQuery,
  envelope: "data",
  response: ZCodeSent,
  example: { query: { email: "new-seller@example.com" } },
});

export const accountRegister = endpoint({
  method: "POST",
  path: "/shop/user/register",
  summary: "Creates a seller account with the mailed code and the answered image captcha",
  tag,
  access: "public",
  body: ZRegister,
  envelope: "data",
  response: ZNoData,
  noReplay: `${MAILED_CODE} and a captcha answer only its image shows`,
});

export const accountResetCode = endpoint({
  method: "GET",
  path: "/shop/user/h5/sendVerificationCode",
  summary: "Mails a code for resetting a forgotten password (the same answer for an unknown address)",
  tag,
  access: "public",
  query: ZEmailQuery,
  envelope: "data",
  response: ZCodeSent,
  example: { query: { email: "nobody@example.com" } },
});

export const accountResetPassword = endpoint({
  method: "POST",
  path: "/shop/user/h5ResetPassword",
  summary: "Sets a new password with the mailed reset code; every session of the account ends",
  tag,
  access: "public",
  body: ZResetPassword,
  envelope: "data",
  response: ZNoData,
  noReplay: MAILED_CODE,
});

export const accountModifyPassword = endpoint({
  method: "POST",
  path: "/shop/user/modifyPassword",
  summary: "Changes the password knowing the current one; the seller's other sessions end",
  tag,
  access: "customer",
  body: ZModifyPassword,
  envelope: "data",
  response: ZNoData,
  noReplay: "would change the demo seller's password, which the sign-in example and the browser tests use",
});

export const accountModifyPasswordByCode = endpoint({
  method: "POST",
  path: "/shop/user/modifyPassword2",
  summary: "Changes the password with a reset code mailed to the account's address; other sessions end",
  tag,
  access: "customer",
  body: ZModifyPassword2,
  envelope: "data",
  response: ZNoData,
  noReplay: MAILED_CODE,
});

// Email change (docs/decisions.md "Email change")

export const accountValidPassword = endpoint({
  method: "GET",
  path: "/shop/user/validPassword",
  summary: "Proves the current password before an email change (kept on the session)",
  tag,
  access: "customer",
  query: ZValidPassword,
  envelope: "data",
  response: z.literal(true),
  example: { query: { password: DEMO.password } },
});

export const accountSendNewEmailCode = endpoint({
  method: "GET",
  path: "/shop/user/sendModifyNewEmail",
  summary: "Mails a code to the new address of an email change, once the password is proved",
  tag,
  access: "customer",
  query: ZSendNewEmail,
  envelope: "data",
  response: ZCodeSent,
  example: { query: { email: "demo-new@example.com", password: DEMO.password } },
});

export const accountModifyNewEmail = endpoint({
  method: "GET",
  path: "/shop/user/modifyNewEmail",
  summary: "Moves the account to the new address with its mailed code; the old address gets an undo link",
  tag,
  access: "customer",
  query: ZModifyNewEmail,
  envelope: "data",
  response: ZNoData,
  noReplay: MAILED_CODE,
});

export const accountModifyEmail = endpoint({
  method: "POST",
  path: "/shop/admin/modifyEmail",
  summary: "Moves the account to a new address in one step: current password and the code mailed there",
  tag,
  access: "customer",
  body: ZModifyEmail,
  envelope: "data",
  response: ZNoData,
  noReplay: MAILED_CODE,
});

export const accountUndoEmailChange = endpoint({
  method: "POST",
  path: "/shop/user/undoEmailChange",
  summary: "Not in the spec: takes an email change back with the link mailed to the old address",
  tag,
  access: "public",
  body: ZUndoEmailChange,
  envelope: "data",
  response: ZNoData,
  noReplay: "needs the one-time link mailed to the old address",
});

// Profile, membership and the user center (SPEC §3)

export const accountCustomerInfo = endpoint({
  method: "GET",
  path: "/shop/customer/getCustomerInfo",
  summary: "The signed-in seller's profile, balance and commission; remembers the language of the request",
  tag,
  access: "customer",
  envelope: "data",
  response: ZCustomerInfoView,
});

export const accountPersonInfo = endpoint({
  method: "GET",
  path: "/shop/customer/getPersonInfo",
  summary: "The seller's shop names and how many there are",
  tag,
  access: "customer",
  envelope: "data",
  response: z.object({
    amazonShopName: z.string().nullable(),
    rakutenShopName: z.string().nullable(),
    shopCount: int,
  }),
});

export const accountLabelCount = endpoint({
  method: "GET",
  path: "/shop/customer/getCustomerLabelCount",
  summary: "How many label files (FBA, trade, shipping) the seller has",
  tag,
  access: "customer",
  envelope: "data",
  response: int,
});

export const accountUpdateInfo = endpoint({
  method: "POST",
  path: "/shop/customer/updateInfo",
  summary: "Saves the profile form: absent fields stay, blank ones are cleared; answers the new profile",
  tag,
  access: "customer",
  body: ZUpdateInfo,
  envelope: "data",
  response: ZCustomerInfoView,
  example: { body: { userName: DEMO.userName } },
});

export const accountUpdateAvatar = endpoint({
  method: "GET",
  path: "/shop/user/updateAvatar",
  summary: "Sets the avatar to an image the seller uploaded (its URL as the upload answered it)",
  tag,
  access: "customer",
  query: ZUpdateAvatar,
  envelope: "data",
  response: z.object({ avatar: z.string() }),
  noReplay: "needs the URL of an image the seller uploaded, random for every upload",
});

export const accountMemberInfo = endpoint({
  method: "GET",
  path: "/shop/customerMember/getInfo",
  summary: "The membership in force, or null while the seller holds none",
  tag,
  access: "customer",
  envelope: "data",
  response: ZMemberInfoView,
});

export const accountMemberFees = endpoint({
  method: "GET",
  path: "/shop/customerMember/getMemberFee",
  summary: "The membership plans on offer with their fees, and the tier in force",
  tag,
  access: "customer",
  envelope: "data",
  response: ZMemberFeesView,
});

export const accountMemberBuy = endpoint({
  method: "POST",
  path: "/shop/customerMember/buy",
  summary:
    "Buys a member plan from the balance: one term from now, or from the end of the plan held in its last days" +
    " (idempotent with Idempotency-Key)",
  tag,
  access: "customer",
  spends: true,
  body: ZMemberPlanBuy,
  envelope: "data",
  response: ZMemberPurchaseView,
  example: { body: { planId: 2, idempotencyKey: "contract-member-plan" } },
});

export const accountMemberAutoRenew = endpoint({
  method: "POST",
  path: "/shop/customerMember/autoRenew",
  summary: "Renews the plan held from the balance at the end of its term, or lets it end",
  tag,
  access: "customer",
  body: ZMemberAutoRenew,
  envelope: "data",
  response: z.object({ autoRenew: z.boolean(), periods: int }),
  example: { body: { autoRenew: true } },
});

export const accountCenterStatistics = endpoint({
  method: "GET",
  path: "/shop/user/getCenterStatistics",
  summary:
    "The user center's counts: orders by status group, cart lines, unread messages, open batches and defects",
  tag,
  access: "customer",
  envelope: "data",
  response: orderCount.response.extend({
    cartCount: int,
    unreadMessageCount: int,
    containerCount: int,
    problemCount: int,
    problemPendingCount: int,
    feedbackUnreadCount: int,
  }),
});
