// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as staff from "@/lib/api/endpoints/staff";

export const staffAuditList: ClientRoute<typeof staff.staffAuditList> = {
  method: "GET",
  path: "/staff/audit",
  envelope: "paged",
};
export const staffCustomerDetail: ClientRoute<typeof staff.staffCustomerDetail> = {
  method: "GET",
  path: "/staff/customers/{id}",
  envelope: "data",
};
export const staffCustomerSearch: ClientRoute<typeof staff.staffCustomerSearch> = {
  method: "GET",
  path: "/staff/customers",
  envelope: "paged",
};
export const staffCustomerStatus: ClientRoute<typeof staff.staffCustomerStatus> = {
  method: "POST",
  path: "/staff/customers/status",
  envelope: "data",
};
export const staffDashboard: ClientRoute<typeof staff.staffDashboard> = {
  method: "GET",
  path: "/staff/dashboard",
  envelope: "data",
};
export const staffFeedbackList: ClientRoute<typeof staff.staffFeedbackList> = {
  method: "GET",
  path: "/staff/feedback",
  envelope: "paged",
};
export const staffFeedbackReply: ClientRoute<typeof staff.staffFeedbackReply> = {
  method: "POST",
  path: "/staff/feedback/reply",
  envelope: "data",
};
export const staffFeedbackStart: ClientRoute<typeof staff.staffFeedbackStart> = {
  method: "POST",
  path: "/staff/feedback/start",
  envelope: "data",
};
export const staffInviteAccept: ClientRoute<typeof staff.staffInviteAccept> = {
  method: "POST",
  path: "/staff/invite/accept",
  envelope: "data",
};
export const staffInviteOpen: ClientRoute<typeof staff.staffInviteOpen> = {
  method: "GET",
  path: "/staff/invite",
  envelope: "data",
};
export const staffJobs: ClientRoute<typeof staff.staffJobs> = {
  method: "GET",
  path: "/staff/jobs",
  envelope: "data",
};
export const staffJobsFailed: ClientRoute<typeof staff.staffJobsFailed> = {
  method: "GET",
  path: "/staff/jobs/failed",
  envelope: "paged",
};
export const staffJobsRetry: ClientRoute<typeof staff.staffJobsRetry> = {
  method: "POST",
  path: "/staff/jobs/retry",
  envelope: "data",
};
export const staffLanguage: ClientRoute<typeof staff.staffLanguage> = {
  method: "POST",
  path: "/staff/account/language",
  envelope: "data",
};
export const staffLogin: ClientRoute<typeof staff.staffLogin> = {
  method: "POST",
  path: "/staff/auth/login",
  envelope: "data",
};
export const staffLogout: ClientRoute<typeof staff.staffLogout> = {
  method: "POST",
  path: "/staff/auth/logout",
  envelope: "data",
};
export const staffMe: ClientRoute<typeof staff.staffMe> = {
  method: "GET",
  path: "/staff/me",
  envelope: "data",
};
export const staffMessageList: ClientRoute<typeof staff.staffMessageList> = {
  method: "GET",
  path: "/staff/messages",
  envelope: "paged",
};
export const staffMessageReply: ClientRoute<typeof staff.staffMessageReply> = {
  method: "POST",
  path: "/staff/messages/reply",
  envelope: "data",
};
export const staffMessageThread: ClientRoute<typeof staff.staffMessageThread> = {
  method: "GET",
  path: "/staff/messages/{id}",
  envelope: "data",
};
export const staffMessageUpload: ClientRoute<typeof staff.staffMessageUpload> = {
  method: "POST",
  path: "/staff/messages/upload",
  envelope: "fields",
};
export const staffPassword: ClientRoute<typeof staff.staffPassword> = {
  method: "POST",
  path: "/staff/account/password",
  envelope: "data",
};
export const staffTeamDeactivate: ClientRoute<typeof staff.staffTeamDeactivate> = {
  method: "POST",
  path: "/staff/team/deactivate",
  envelope: "data",
};
export const staffTeamInvite: ClientRoute<typeof staff.staffTeamInvite> = {
  method: "POST",
  path: "/staff/team/invite",
  envelope: "data",
};
export const staffTeamList: ClientRoute<typeof staff.staffTeamList> = {
  method: "GET",
  path: "/staff/team",
  envelope: "data",
};
export const staffTeamRelink: ClientRoute<typeof staff.staffTeamRelink> = {
  method: "POST",
  path: "/staff/team/relink",
  envelope: "data",
};
export const staffTeamRoles: ClientRoute<typeof staff.staffTeamRoles> = {
  method: "POST",
  path: "/staff/team/roles",
  envelope: "data",
};
