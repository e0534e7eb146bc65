// Operator command: customer service answers a message thread; the customer sees it as unread.
//   npm run op:reply -- <threadId> "text" [--staff CS001]
//   npm run op:reply -- --pending          threads whose newest message is the customer's
import { closeDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { AppError, ERRORS } from "@/lib/errors";
import { translator } from "@/lib/i18n/messages";
import { formatDateTime } from "@/lib/format";
import { listAwaitingReply, replyAsStaff } from "@/lib/messages/reply-as-staff";
import { ZStaffReply } from "@/lib/validation/message";
import { parseInput } from "@/lib/validation/parse";

const USAGE =
  'usage: npm run op:reply -- <threadId> "text" [--staff <staff code>]\n       npm run op:reply -- --pending';

const args = process.argv.slice(2);
const staffAt = args.indexOf("--staff");
const staffCode = staffAt >= 0 ? args[staffAt + 1] : undefined;
const rest = staffAt >= 0 ? args.filter((_, i) => i !== staffAt && i !== staffAt + 1) : args;
const pending = rest[0] === "--pending";
const [threadArg, ...words] = rest;
const text = words.join(" ");

if (!pending && (!threadArg || !/^\d+$/.test(threadArg) || !text.trim() || (staffAt >= 0 && !staffCode))) {
  console.error(USAGE);
  process.exit(2);
}

let exitCode = 0;
try {
  await prepareDatabase();
  if (pending) {
    const threads = await listAwaitingReply();
    if (!threads.length) console.log("no thread is waiting for a reply");
    for (const t of threads)
      console.log(
        `#${t.threadId}  ${formatDateTime(t.lastTime)}  ${t.customerEmail}  「${t.title}」 ${t.lastMessage}`,
      );
  } else {
    // staffCode goes through the same control-character rule; the schema itself knows only the reply.
    const parsed = parseInput(ZStaffReply, { threadId: Number(threadArg), content: text, staffCode });
    const reply = await replyAsStaff({ ...parsed, staffCode });
    console.log(
      `replied in thread #${reply.threadId} 「${reply.title ?? ""}」 to ${reply.customerEmail} (message #${reply.id})`,
    );
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  const t = translator("ja");
  const what = pending ? "" : ` (thread #${threadArg}${staffCode ? `, staff ${staffCode}` : ""})`;
  console.error(`refused${what}: ${t(error.messageKey ?? ERRORS[error.code].key, error.values)}`);
  exitCode = 1;
} finally {
  await closeDb();
}
process.exit(exitCode);
