import { z } from "zod";
import { ZTime, ZTimeOrNull } from "@/lib/api/contract/common";
import { LOCALES } from "@/lib/i18n/locales";
import { QUEUES, type QueueKey as JobQueueKey } from "@/lib/jobs/queues";
import { PERMISSIONS, type Permission } from "@/lib/staff/roles";
import type { QueueKey as DashboardQueueKey } from "@/lib/staff/dashboard";
import { ZCustomerInfoView, ZMemberInfoView } from "./accounts.views";
import { ZFeedbackView } from "./feedback";
import { ZMessageAttachmentView, ZMessageThreadRowView } from "./messages";
import { ZOrderRowView } from "./orders";
import { ZProblemRowView } from "./problems";
import { ZContainerRowView } from "./shipping";

/** The staff console's answers, as its view functions give them (lib/staff, lib/customers, lib/messages …). */

const int = z.number().int();
const text = z.string();
const textOrNull = z.string().nullable();

const ZPermission = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);

/** A Japan day, YYYY-MM-DD. */
const ZDay = z.iso.date();

/**
 * An open missing-rate alert (lib/rates/rate-source.ts openRateAlerts): the day, and the source's rate the job
 * refused that day as a large change (its TTS and bank, the shop rate it gives, the latest rate, the change in %).
 */
const ZRateAlertView = z.object({
  day: ZDay,
  refused: z
    .object({
      bankTts: z.number(),
      bankName: text,
      rate: z.number(),
      latestRate: z.number(),
      changePercent: z.number(),
    })
    .nullable(),
});

/** The signed-in member (lib/staff/view.ts staffMeView). */
export const ZStaffMeView = z.object({
  id: int,
  email: text,
  name: text,
  roles: z.array(text),
  language: z.enum(LOCALES),
  serviceCode: textOrNull,
  permissions: z.array(ZPermission),
});

/** A member on the team desk (lib/staff/team.ts listStaff). */
export const ZStaffRowView = z.object({
  id: int,
  email: text,
  name: text,
  roles: z.array(text),
  language: text,
  serviceCode: textOrNull,
  active: z.boolean(),
  enrolled: z.boolean(),
  invitePending: z.boolean(),
  createdAt: ZTime,
});

/** One row of the audit trail (lib/staff/audit-trail.ts listAudit); before/after are the action's own JSON. */
export const ZAuditRowView = z.object({
  id: text,
  at: ZTime,
  actor: text,
  staffName: textOrNull,
  roles: z.array(text),
  action: text,
  entityType: text,
  entityId: text,
  before: z.unknown(),
  after: z.unknown(),
  reason: textOrNull,
  requestId: textOrNull,
});

// The dashboard's queue keys live with their SQL (lib/staff/dashboard.ts, server only); the compiler holds
// this list to them both ways.
const DASHBOARD_QUEUE_KEYS = [
  "ordersToConfirm",
  "ordersToPurchase",
  "supplierShipments",
  "arrivalsExpected",
  "unmatchedArrivals",
  "ordersToInspect",
  "problemsForAgent",
  "packingListsToConfirm",
  "packingListsToPack",
  "packingListsToBill",
  "packingListsToDispatch",
  "topUpsToReview",
  "withdrawalsToPay",
  "unansweredMessages",
  "feedbackToAnswer",
] as const satisfies readonly DashboardQueueKey[];
const everyQueueListed: [Exclude<DashboardQueueKey, (typeof DASHBOARD_QUEUE_KEYS)[number]>] extends [never]
  ? true
  : false = true;
void everyQueueListed;

/** The queues of the member's desks (lib/staff/dashboard.ts dashboardQueues). */
export const ZDashboardView = z.object({
  at: ZTime,
  cap: int,
  dueSoonHours: int,
  alerts: z.object({ rateMissing: z.array(ZRateAlertView) }),
  queues: z.array(
    z.object({
      key: z.enum(DASHBOARD_QUEUE_KEYS),
      permission: ZPermission,
      href: textOrNull,
      count: int,
      more: z.boolean(),
      oldestAt: ZTimeOrNull,
      deadline: z.object({ hours: int, overdue: int, dueSoon: int }).nullable(),
    }),
  ),
});

/** Each job queue's state (lib/jobs/console.ts jobQueuesState) and the open rate alerts. */
export const ZJobsView = z.object({
  queues: z.array(
    z.object({
      key: z.enum(Object.keys(QUEUES) as [JobQueueKey, ...JobQueueKey[]]),
      name: text,
      cron: textOrNull,
      counts: z.object({
        created: int,
        retry: int,
        active: int,
        completed: int,
        cancelled: int,
        failed: int,
      }),
      oldestWaiting: ZTimeOrNull,
      lastCompleted: ZTimeOrNull,
    }),
  ),
  alerts: z.object({ rateMissing: z.array(ZRateAlertView) }),
});

/** A job that ran out of tries (lib/jobs/console.ts listFailedJobs). */
export const ZFailedJobView = z.object({
  id: z.uuid(),
  queue: text,
  tries: int,
  createdAt: ZTime,
  failedAt: ZTimeOrNull,
  about: text,
  error: text,
});

/** A customer found on the customers desk (lib/customers/staff-view.ts searchCustomers). */
export const ZCustomerSearchRowView = z.object({
  id: int,
  email: text,
  userName: text,
  realName: textOrNull,
  companyName: textOrNull,
  memberTier: int,
  status: int,
  balance: int,
  frozenAmount: int,
  lastLoginTime: ZTimeOrNull,
  createTime: ZTime,
  /** the order or packing list of theirs whose whole number was searched for */
  order: z.object({ id: int, orderNo: text }).nullable(),
  packingList: z.object({ id: int, containerNo: text }).nullable(),
});

const page = <T extends z.ZodType>(row: T) => z.object({ total: int, rows: z.array(row) });

/**
 * One customer on the customers desk (lib/customers/staff-view.ts getCustomerOverview): the profile as the
 * seller's own screens read it with the standing, the membership in force, and the newest of each list.
 */
export const ZCustomerOverviewView = z.object({
  profile: ZCustomerInfoView.extend({ status: int, lastLoginTime: ZTimeOrNull }),
  membership: ZMemberInfoView,
  orders: page(ZOrderRowView),
  packingLists: page(ZContainerRowView),
  problems: page(ZProblemRowView),
  threads: page(ZMessageThreadRowView),
});

const ZThreadCustomer = z.object({
  id: int,
  email: text,
  userName: text,
  companyName: textOrNull,
  customerServiceId: textOrNull,
});

/** The 24-hour promise of a waiting thread (lib/messages/reply-as-staff.ts replyPromise). */
const ZReplyPromise = z.object({
  waitingSince: ZTime,
  deadline: ZTime,
  minutesLeft: int,
  overdue: z.boolean(),
});

/** A thread waiting for customer service (lib/messages/reply-as-staff.ts listAwaitingReply). */
export const ZAwaitingThreadView = z.object({
  threadId: int,
  title: text,
  customer: ZThreadCustomer,
  lastMessage: text,
  lastHasAttachments: z.boolean(),
  messageCount: int,
  ...ZReplyPromise.shape,
});

/** One thread as the messages desk reads it (lib/messages/staff-thread.ts readThreadForStaff). */
export const ZStaffThreadView = z.object({
  id: int,
  title: text,
  createTime: ZTime,
  customer: ZThreadCustomer,
  promise: ZReplyPromise.nullable(),
  messages: z.array(
    z.object({
      id: int,
      fromStaff: z.boolean(),
      notice: z.boolean(),
      staffName: textOrNull,
      staffCode: textOrNull,
      content: text,
      link: textOrNull,
      attachments: z.array(ZMessageAttachmentView),
      read: z.boolean(),
      createTime: ZTime,
    }),
  ),
});

/** Feedback waiting for the agent, with its seller (lib/feedback/feedback.ts listOpenFeedback). */
export const ZOpenFeedbackView = ZFeedbackView.extend({
  customer: z.object({ id: int, email: text, userName: text, companyName: textOrNull }),
});
