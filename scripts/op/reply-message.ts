// Operator command: customer service answers a message thread; the customer sees it as unread.
//   npm run op:reply -- <threadId> "text" [--staff CS001] [--as <staff email>]
//   npm run op:reply -- --pending [--overdue]   threads whose newest message is the customer's, oldest first
// The messages desk (/staff/messages) calls the same domain function. `--as` names the staff member in the
// audit trail, and their service code goes on the reply (docs/staff.md "Messages and feedback desk").
import { closeDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { AppError, ERRORS } from "@/lib/errors";
import { translator } from "@/lib/i18n/messages";
import { formatDateTime } from "@/lib/format";
import { listAwaitingReply, replyAsStaff } from "@/lib/messages/reply-as-staff";
import { ZStaffReply } from "@/lib/validation/message";
import { ZAwaitingReplyQuery } from "@/lib/validation/staff-messages";
import { parseInput, refuseControlCharacters } from "@/lib/validation/parse";
import { Usage, actorOption, option } from "./cli";

const USAGE =
  'usage: npm run op:reply -- <threadId> "text" [--staff <staff code>] [--as <staff email>]\n' +
  "       npm run op:reply -- --pending [--overdue]";

const args = process.argv.slice(2);
let exitCode = 0;
let what = "";
try {
  refuseControlCharacters(args);
  const staff = option(args, "--staff", true);
  const staffCode = typeof staff === "string" ? staff : undefined;
  const pending = option(args, "--pending", false) === true;
  const overdue = option(args, "--overdue", false) === true;
  const asIndex = args.indexOf("--as");
  const asArgs = asIndex >= 0 ? args.splice(asIndex, 2) : [];
  const [threadArg, ...words] = args;
  const text = words.join(" ");
  if (!pending && (!threadArg || !/^\d+$/.test(threadArg) || !text.trim()))
    throw new Usage("thread and text");
  what = pending ? "" : ` (thread #${threadArg}${staffCode ? `, staff ${staffCode}` : ""})`;

  await prepareDatabase();
  if (pending) {
    const { total, rows } = await listAwaitingReply(
      parseInput(ZAwaitingReplyQuery, { overdue, pageSize: 100 }),
    );
    if (!rows.length) console.log("no thread is waiting for a reply");
    for (const t of rows)
      console.log(
        `#${t.threadId}  waiting since ${formatDateTime(t.waitingSince)}` +
          `  ${t.overdue ? "OVERDUE" : `${Math.floor(t.minutesLeft / 60)}h${t.minutesLeft % 60}m left`}` +
          `  ${t.customer.email}  「${t.title}」 ${t.lastMessage}`,
      );
    if (total > rows.length) console.log(`… ${total - rows.length} more`);
  } else {
    const actor = await actorOption(asArgs);
    const parsed = parseInput(ZStaffReply, { threadId: Number(threadArg), content: text });
    const reply = await replyAsStaff(actor, { ...parsed, staffCode });
    console.log(
      `${reply.replayed ? "already replied" : "replied"} in thread #${reply.threadId} 「${reply.title ?? ""}」` +
        ` to ${reply.customerEmail} (message #${reply.id}${reply.staffCode ? `, ${reply.staffCode}` : ""})`,
    );
  }
} catch (error) {
  if (error instanceof Usage) {
    console.error(`usage error: ${error.message}\n${USAGE}`);
    exitCode = 2;
  } else if (error instanceof AppError) {
    const t = translator("ja");
    console.error(`refused${what}: ${t(error.messageKey ?? ERRORS[error.code].key, error.values)}`);
    exitCode = 1;
  } else throw error;
} finally {
  await closeDb();
}
process.exit(exitCode);
