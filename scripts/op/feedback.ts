// Operator commands for sellers' feedback (docs/warehouse.md):
//   npm run op:feedback -- pending                     feedback waiting for an answer, oldest first
//   npm run op:feedback -- start <feedback id>         the agent takes it up (1 → 2)
//   npm run op:feedback -- reply <feedback id> "text"  answer (→ 3); unread for the seller, who gets a notice
import { formatDateTime } from "@/lib/format";
import { listOpenFeedback, replyToFeedback, startFeedback } from "@/lib/feedback/feedback";
import { parseInput } from "@/lib/validation/parse";
import { ZFeedbackRef, ZFeedbackReply } from "@/lib/validation/problem";
import { id, need, runCommands, text } from "./cli";

const commands: Record<string, (args: string[]) => Promise<void>> = {
  async pending() {
    const rows = await listOpenFeedback();
    if (!rows.length) console.log("no feedback is waiting");
    for (const f of rows)
      console.log(
        `#${f.id}  ${formatDateTime(f.createdAt)}  ${f.customer.email}` +
          `${f.orderId ? `  order #${f.orderId}` : ""}${f.problemId ? `  problem #${f.problemId}` : ""}` +
          `  ${f.status === 2 ? "(taken up) " : ""}${f.content.replace(/\s+/g, " ").slice(0, 80)}`,
      );
  },
  async start([feedback]) {
    const r = await startFeedback(parseInput(ZFeedbackRef, { id: id(feedback, "feedback id") }));
    console.log(`feedback ${r.id}: taken up`);
  },
  async reply([feedback, ...words]) {
    const r = await replyToFeedback(
      parseInput(ZFeedbackReply, { id: id(feedback, "feedback id"), reply: need(text(words), "answer") }),
    );
    console.log(`feedback ${r.id}: answered`);
  },
};

await runCommands(
  commands,
  "usage: npm run op:feedback -- <command> …  (see docs/warehouse.md)",
  "the header of scripts/op/feedback.ts or docs/warehouse.md",
);
