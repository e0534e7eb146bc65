// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as accounts from "@/lib/api/endpoints/accounts";

export const accountCaptcha: ClientRoute<typeof accounts.accountCaptcha> = {
  method: "GET",
  path: "/shop/captchaImage",
  envelope: "fields",
};
export const accountCenterStatistics: ClientRoute<typeof accounts.accountCenterStatistics> = {
  method: "GET",
  path: "/shop/user/getCenterStatistics",
  envelope: "data",
};
export const accountCustomerInfo: ClientRoute<typeof accounts.accountCustomerInfo> = {
  method: "GET",
  path: "/shop/customer/getCustomerInfo",
  envelope: "data",
};
export const accountLabelCount: ClientRoute<typeof accounts.accountLabelCount> = {
  method: "GET",
  path: "/shop/customer/getCustomerLabelCount",
  envelope: "data",
};
export const accountLogin: ClientRoute<typeof accounts.accountLogin> = {
  method: "POST",
  path: "/shop/user/login",
  envelope: "fields",
};
export const accountLogout: ClientRoute<typeof accounts.accountLogout> = {
  method: "POST",
  path: "/shop/user/logout",
  envelope: "data",
};
export const accountMemberAutoRenew: ClientRoute<typeof accounts.accountMemberAutoRenew> = {
  method: "POST",
  path: "/shop/customerMember/autoRenew",
  envelope: "data",
};
export const accountMemberBuy: ClientRoute<typeof accounts.accountMemberBuy> = {
  method: "POST",
  path: "/shop/customerMember/buy",
  envelope: "data",
};
export const accountMemberFees: ClientRoute<typeof accounts.accountMemberFees> = {
  method: "GET",
  path: "/shop/customerMember/getMemberFee",
  envelope: "data",
};
export const accountMemberInfo: ClientRoute<typeof accounts.accountMemberInfo> = {
  method: "GET",
  path: "/shop/customerMember/getInfo",
  envelope: "data",
};
export const accountModifyEmail: ClientRoute<typeof accounts.accountModifyEmail> = {
  method: "POST",
  path: "/shop/admin/modifyEmail",
  envelope: "data",
};
export const accountModifyNewEmail: ClientRoute<typeof accounts.accountModifyNewEmail> = {
  method: "GET",
  path: "/shop/user/modifyNewEmail",
  envelope: "data",
};
export const accountModifyPassword: ClientRoute<typeof accounts.accountModifyPassword> = {
  method: "POST",
  path: "/shop/user/modifyPassword",
  envelope: "data",
};
export const accountModifyPasswordByCode: ClientRoute<typeof accounts.accountModifyPasswordByCode> = {
  method: "POST",
  path: "/shop/user/modifyPassword2",
  envelope: "data",
};
export const accountPersonInfo: ClientRoute<typeof accounts.accountPersonInfo> = {
  method: "GET",
  path: "/shop/customer/getPersonInfo",
  envelope: "data",
};
export const accountRegister: ClientRoute<typeof accounts.accountRegister> = {
  method: "POST",
  path: "/shop/user/register",
  envelope: "data",
};
export const accountRegisterCode: ClientRoute<typeof accounts.accountRegisterCode> = {
  method: "GET",
  path: "/shop/user/sendVerificationCode",
  envelope: "data",
};
export const accountResetCode: ClientRoute<typeof accounts.accountResetCode> = {
  method: "GET",
  path: "/shop/user/h5/sendVerificationCode",
  envelope: "data",
};
export const accountResetPassword: ClientRoute<typeof accounts.accountResetPassword> = {
  method: "POST",
  path: "/shop/user/h5ResetPassword",
  envelope: "data",
};
export const accountSendNewEmailCode: ClientRoute<typeof accounts.accountSendNewEmailCode> = {
  method: "GET",
  path: "/shop/user/sendModifyNewEmail",
  envelope: "data",
};
export const accountUndoEmailChange: ClientRoute<typeof accounts.accountUndoEmailChange> = {
  method: "POST",
  path: "/shop/user/undoEmailChange",
  envelope: "data",
};
export const accountUpdateAvatar: ClientRoute<typeof accounts.accountUpdateAvatar> = {
  method: "GET",
  path: "/shop/user/updateAvatar",
  envelope: "data",
};
export const accountUpdateInfo: ClientRoute<typeof accounts.accountUpdateInfo> = {
  method: "POST",
  path: "/shop/customer/updateInfo",
  envelope: "data",
};
export const accountValidPassword: ClientRoute<typeof accounts.accountValidPassword> = {
  method: "GET",
  path: "/shop/user/validPassword",
  envelope: "data",
};
