// Operator commands for member plans (docs/members.md):
//   npm run op:member -- renew     what the daily "member-plans" job does, now: periods ending within the day
//                                  renew from the balance (or end, and the seller is told); a rerun charges once
import { renewMemberPlans } from "@/lib/customers/renew-plans";
import { runCommands } from "./cli";

await runCommands(
  {
    async renew() {
      const r = await renewMemberPlans();
      console.log(`renewed ${r.renewed}, ended (seller told) ${r.ended}, nothing to do ${r.skipped}`);
    },
  },
  "usage: npm run op:member -- renew",
  "the header of scripts/op/member.ts or docs/members.md",
);
