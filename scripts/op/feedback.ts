// Operator commands for sellers' feedback (docs/warehouse.md); the feedback desk (/staff/feedback) calls the
// same domain functions. `--as <staff email>` names the staff member in the audit trail (else "cli").
//   npm run op:feedback -- pending                               feedback waiting for an answer, oldest first
//   npm run op:feedback -- start <feedback id> [--as <email>]         the agent takes it up (1 → 2)
//   npm run op:feedback -- reply <feedback id> "text" [--as <email>]  answer (→ 3); unread for the seller,
//                                                                     who gets a notice
import { formatDateTime } from "@/lib/format";
import { listOpenFeedback, replyToFeedback, startFeedback } from "@/lib/feedback/feedback";
import { parseInput } from "@/lib/validation/parse";
import { ZFeedbackRef, ZFeedbackReply } from "@/lib/validation/problem";
import { ZOpenFeedbackQuery } from "@/lib/validation/staff-messages";
import { actorOption, id, need, runCommands, text } from "./cli";

const commands: Record<string, (args: string[]) => Promise<void>> = {
  async pending() {
    const { total, rows } = await listOpenFeedback(parseInput(ZOpenFeedbackQuery, { pageSize: 100 }));
    if (!rows.length) console.log("no feedback is waiting");
    for (const f of rows)
      console.log(
        `#${f.id}  ${formatDateTime(f.createTime)}  ${f.customer.email}` +
          `${f.orderId ? `  order #${f.orderId}` : ""}${f.problemId ? `  problem #${f.problemId}` : ""}` +
          `  ${f.status === 2 ? "(taken up) " : ""}${f.content.replace(/\s+/g, " ").slice(0, 80)}`,
      );
    if (total > rows.length) console.log(`… ${total - rows.length} more`);
  },
  async start(args) {
    const actor = await actorOption(args);
    const [feedback] = args;
    const r = await startFeedback(actor, parseInput(ZFeedbackRef, { id: id(feedback, "feedback id") }));
    console.log(`feedback ${r.id}: ${r.replayed ? "already taken up" : "taken up"}`);
  },
  async reply(args) {
    const actor = await actorOption(args);
    const [feedback, ...words] = args;
    const r = await replyToFeedback(
      actor,
      parseInput(ZFeedbackReply, { id: id(feedback, "feedback id"), reply: need(text(words), "answer") }),
    );
    console.log(`feedback ${r.id}: ${r.replayed ? "already answered" : "answered"}`);
  },
};

await runCommands(
  commands,
  "usage: npm run op:feedback -- <command> …  (see docs/warehouse.md)",
  "the header of scripts/op/feedback.ts or docs/warehouse.md",
);
