import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZUploadForm } from "@/lib/validation/upload";
import { ZIdParams, ZNoData } from "@/lib/api/contract/common";
import { CUSTOMER_STATUS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { ZStaffReply } from "@/lib/validation/message";
import { ZStaffPasswordChange } from "@/lib/validation/staff-password";
import { ZFeedbackRef, ZFeedbackReply } from "@/lib/validation/problem";
import {
  ZAuditQuery,
  ZInviteAccept,
  ZInviteToken,
  ZStaffDeactivate,
  ZStaffRef,
  ZStaffInvite,
  ZStaffLogin,
  ZStaffRolesChange,
  ZStaffSettings,
} from "@/lib/validation/staff";
import { ZCustomerSearch, ZCustomerStatusChange } from "@/lib/validation/staff-customers";
import { ZJobFailedQuery, ZJobRetry } from "@/lib/validation/staff-jobs";
import { ZAwaitingReplyQuery, ZOpenFeedbackQuery } from "@/lib/validation/staff-messages";
import { ZMessageAttachmentView } from "./messages";
import {
  ZAuditRowView,
  ZAwaitingThreadView,
  ZCustomerOverviewView,
  ZCustomerSearchRowView,
  ZDashboardView,
  ZFailedJobView,
  ZJobsView,
  ZOpenFeedbackView,
  ZStaffMeView,
  ZStaffRowView,
  ZStaffThreadView,
} from "./staff.views";

/** The staff console (docs/staff.md): its sign-in, the team and audit desks, jobs, customers, messages, feedback. */
const tag = "Staff console";
const int = z.number().int();
const firstPage = { query: { pageNum: 1, pageSize: 10 } };

export const staffLogin = endpoint({
  method: "POST",
  path: "/staff/auth/login",
  summary: "Staff sign-in with password and authenticator code; answers the staff session cookie",
  tag,
  access: "public",
  body: ZStaffLogin,
  envelope: "data",
  response: ZNoData,
  noReplay: "needs the authenticator's current one-time code, and only from the console's own page",
});

export const staffLogout = endpoint({
  method: "POST",
  path: "/staff/auth/logout",
  summary: "Ends the member's staff session and clears its cookie",
  tag,
  access: "staff",
  permission: "account.own",
  envelope: "data",
  response: ZNoData,
  noReplay: "ends the staff session the other staff examples are replayed with",
});

export const staffMe = endpoint({
  method: "GET",
  path: "/staff/me",
  summary: "The signed-in member: name, roles, language, customer-service code and allowed actions",
  tag,
  access: "staff",
  permission: "account.own",
  envelope: "data",
  response: ZStaffMeView,
});

export const staffLanguage = endpoint({
  method: "POST",
  path: "/staff/account/language",
  summary: "Sets the language the console speaks to the signed-in member",
  tag,
  access: "staff",
  permission: "account.own",
  body: ZStaffSettings,
  envelope: "data",
  response: ZNoData,
  example: { body: { language: "ja" } },
});

export const staffPassword = endpoint({
  method: "POST",
  path: "/staff/account/password",
  summary:
    "Changes the signed-in member's own password; the current one is required. The member's other sessions end",
  tag,
  access: "staff",
  permission: "account.own",
  body: ZStaffPasswordChange,
  envelope: "data",
  response: ZNoData,
  noReplay: "changes the password the other staff examples sign in with",
});

export const staffTeamList = endpoint({
  method: "GET",
  path: "/staff/team",
  summary: "Every staff member with roles, state of enrolment and pending invitation",
  tag,
  access: "staff",
  permission: "staff.manage",
  envelope: "data",
  response: z.array(ZStaffRowView),
});

export const staffTeamInvite = endpoint({
  method: "POST",
  path: "/staff/team/invite",
  summary: "Invites a new member by mail; answers the invitation link too",
  tag,
  access: "staff",
  permission: "staff.manage",
  body: ZStaffInvite,
  envelope: "data",
  response: z.object({ id: int, link: z.string() }),
  example: {
    body: { email: "new.member@example.com", name: "New Member", roles: ["support"], language: "en-us" },
  },
});

export const staffTeamRoles = endpoint({
  method: "POST",
  path: "/staff/team/roles",
  summary: "Changes another member's roles; their sessions end so they sign in with the new menus",
  tag,
  access: "staff",
  permission: "staff.manage",
  body: ZStaffRolesChange,
  envelope: "data",
  response: ZNoData,
  // the demo purchaser (id 2), whom no other example needs
  example: { body: { id: 2, roles: ["purchaser", "warehouse"] } },
});

export const staffTeamDeactivate = endpoint({
  method: "POST",
  path: "/staff/team/deactivate",
  summary: "Deactivates a member with a reason and ends every session of theirs",
  tag,
  access: "staff",
  permission: "staff.manage",
  body: ZStaffDeactivate,
  envelope: "data",
  response: ZNoData,
  // the demo warehouse member (id 3), whom no other example needs
  example: { body: { id: 3, reason: "Left the company" } },
});

export const staffTeamRelink = endpoint({
  method: "POST",
  path: "/staff/team/relink",
  summary:
    "Mails another member a new link to set a password and enrol an authenticator (expired invitation, lost " +
    "phone, coming back); until used they cannot sign in. Answers the link too",
  tag,
  access: "staff",
  permission: "staff.manage",
  body: ZStaffRef,
  envelope: "data",
  response: z.object({ link: z.string() }),
  noReplay: "ends the member's sign-in until they use the new link",
});

export const staffInviteOpen = endpoint({
  method: "GET",
  path: "/staff/invite",
  summary: "The invitation link's page: who is invited, and the authenticator secret to enrol",
  tag,
  access: "public",
  query: ZInviteToken,
  envelope: "data",
  response: z.object({
    email: z.string(),
    name: z.string(),
    secret: z.string(),
    otpauthUri: z.string(),
    qrSvg: z.string(),
  }),
  noReplay: "the invitation token exists only in the mailed link",
});

export const staffInviteAccept = endpoint({
  method: "POST",
  path: "/staff/invite/accept",
  summary:
    "Accepts an invitation: sets the password, confirms the authenticator, answers recovery codes once",
  tag,
  access: "public",
  body: ZInviteAccept,
  envelope: "data",
  response: z.object({ recoveryCodes: z.array(z.string()) }),
  noReplay: "the invitation token exists only in the mailed link",
});

export const staffAuditList = endpoint({
  method: "GET",
  path: "/staff/audit",
  summary: "The audit trail, newest first, by member, entity, action and Japan days",
  tag,
  access: "staff",
  permission: "audit.read",
  query: ZAuditQuery,
  envelope: "paged",
  response: ZAuditRowView,
  example: firstPage,
});

export const staffDashboard = endpoint({
  method: "GET",
  path: "/staff/dashboard",
  summary: "The queues of the member's desks: counts, the oldest item, 24-hour deadlines and alerts",
  tag,
  access: "staff",
  permission: "dashboard.view",
  envelope: "data",
  response: ZDashboardView,
});

export const staffJobs = endpoint({
  method: "GET",
  path: "/staff/jobs",
  summary: "Each job queue's counts by state, its schedule, and the open missing-rate alerts",
  tag,
  access: "staff",
  permission: "jobs.manage",
  envelope: "data",
  response: ZJobsView,
});

export const staffJobsFailed = endpoint({
  method: "GET",
  path: "/staff/jobs/failed",
  summary: "Jobs that ran out of tries, newest first, with their error",
  tag,
  access: "staff",
  permission: "jobs.manage",
  query: ZJobFailedQuery,
  envelope: "paged",
  response: ZFailedJobView,
  example: firstPage,
});

export const staffJobsRetry = endpoint({
  method: "POST",
  path: "/staff/jobs/retry",
  summary: "Puts a failed job back in its queue for one more try",
  tag,
  access: "staff",
  permission: "jobs.manage",
  body: ZJobRetry,
  envelope: "data",
  response: ZNoData,
  noReplay: "the demo data has no failed job to retry",
});

export const staffCustomerSearch = endpoint({
  method: "GET",
  path: "/staff/customers",
  summary:
    "Finds customers by name, email, company, order or packing-list number or id, newest accounts first",
  tag,
  access: "staff",
  permission: "customers.read",
  query: ZCustomerSearch,
  envelope: "paged",
  response: ZCustomerSearchRowView,
  example: firstPage,
});

export const staffCustomerDetail = endpoint({
  method: "GET",
  path: "/staff/customers/{id}",
  summary: "One customer: profile, standing, membership, balance and their newest orders, lists and threads",
  tag,
  access: "staff",
  permission: "customers.read",
  params: ZIdParams,
  envelope: "data",
  response: ZCustomerOverviewView,
  example: { params: { id: 1 } },
});

export const staffCustomerStatus = endpoint({
  method: "POST",
  path: "/staff/customers/status",
  summary: "Restricts, disables or activates a customer's account with a reason",
  tag,
  access: "staff",
  permission: "customers.status",
  body: ZCustomerStatusChange,
  envelope: "data",
  response: z.object({ id: int, status: int, changed: z.boolean() }),
  // quota@example.com (id 3): the seller examples sign in as demo@example.com
  example: { body: { id: 3, status: CUSTOMER_STATUS.RESTRICTED, reason: "Payment under review" } },
});

export const staffMessageList = endpoint({
  method: "GET",
  path: "/staff/messages",
  summary: "Threads waiting for customer service, the longest wait first, with the 24-hour promise",
  tag,
  access: "staff",
  permission: "messages.reply",
  query: ZAwaitingReplyQuery,
  envelope: "paged",
  response: ZAwaitingThreadView,
  example: firstPage,
});

export const staffMessageThread = endpoint({
  method: "GET",
  path: "/staff/messages/{id}",
  summary: "One thread (by any message id of it): the customer, every message and the promise",
  tag,
  access: "staff",
  permission: "messages.reply",
  params: ZIdParams,
  envelope: "data",
  response: ZStaffThreadView,
  example: { params: { id: 64 } },
});

export const staffMessageReply = endpoint({
  method: "POST",
  path: "/staff/messages/reply",
  summary: "Answers a thread as customer service, with files uploaded by the messages desk",
  tag,
  access: "staff",
  permission: "messages.reply",
  body: ZStaffReply,
  envelope: "data",
  response: z.object({
    id: int,
    threadId: int,
    title: z.string().nullable(),
    customerId: int,
    customerEmail: z.string(),
    staffCode: z.string().nullable(),
    replayed: z.boolean(),
  }),
  // the demo thread that waits for an answer
  example: { body: { threadId: 83, content: "The transfer has arrived; your balance is topped up." } },
});

// The route reads the multipart form itself (lib/uploads/multipart.ts), as /aliyun/oss/upload does.
export const staffMessageUpload = endpoint({
  method: "POST",
  path: "/staff/messages/upload",
  summary: "Uploads a reply's attachment (multipart `file`); answered as /aliyun/oss/upload answers",
  tag,
  access: "staff",
  permission: "messages.reply",
  multipart: ZUploadForm,
  envelope: "fields",
  response: ZMessageAttachmentView.extend({ data: ZMessageAttachmentView }),
  example: { body: { modular: "message", file: "photo.png" } },
});

export const staffFeedbackList = endpoint({
  method: "GET",
  path: "/staff/feedback",
  summary: "Feedback not answered yet (sent or taken up), oldest first",
  tag,
  access: "staff",
  permission: "feedback.reply",
  query: ZOpenFeedbackQuery,
  envelope: "paged",
  response: ZOpenFeedbackView,
  example: firstPage,
});

export const staffFeedbackStart = endpoint({
  method: "POST",
  path: "/staff/feedback/start",
  summary: "Takes a feedback up (sent → in process); a second click changes nothing",
  tag,
  access: "staff",
  permission: "feedback.reply",
  body: ZFeedbackRef,
  envelope: "data",
  response: z.object({
    id: int,
    status: z.literal(PROBLEM_PROCESS_STATUS.IN_PROCESS),
    replayed: z.boolean(),
  }),
  // demo feedback 3 (the seller's withdrawal example takes feedback 2)
  example: { body: { id: 3 } },
});

export const staffFeedbackReply = endpoint({
  method: "POST",
  path: "/staff/feedback/reply",
  summary: "Answers a feedback; the seller gets a notice, the same answer again changes nothing",
  tag,
  access: "staff",
  permission: "feedback.reply",
  body: ZFeedbackReply,
  envelope: "data",
  response: z.object({ id: int, replayed: z.boolean() }),
  // The demo's answered feedback 1 with its own answer: the repeat a double click sends, answered
  // `replayed: true`. The demo has no open feedback left for a first answer (2 and 3 are the other examples').
  example: {
    body: {
      id: 1,
      reply:
        "ご不便をおかけし申し訳ございません。今後、靴の梱包はエアキャップで二重に保護し、箱の四隅に緩衝材を入れて発送いたします。",
    },
  },
});
