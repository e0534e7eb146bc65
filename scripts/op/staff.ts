// Operator commands for staff accounts (docs/staff.md). On a fresh install the first owner comes from here:
//   npm run op:staff -- create <email> <role…> [--name "名前"] [--language ja|zh-cn|en-us|ko] [--service-code CS001]
//       mails (and prints) an invitation link where the member sets a password and enrols an authenticator
//   npm run op:staff -- list
// With the embedded database, stop the shop first. Every change is written to the audit trail as "cli".
import { CLI_ACTOR } from "@/lib/staff/audit";
import { inviteStaff, listStaff } from "@/lib/staff/team";
import { parseInput } from "@/lib/validation/parse";
import { ZStaffInvite } from "@/lib/validation/staff";
import { Usage, need, option, runCommands } from "./cli";

const USAGE = "usage: npm run op:staff -- <command> …";

await runCommands(
  {
    async create(args) {
      const name = option(args, "--name", true);
      const language = option(args, "--language", true);
      const serviceCode = option(args, "--service-code", true);
      const [email, ...roles] = args;
      need(email, "email");
      if (!roles.length) throw new Usage("name at least one role: owner purchaser warehouse finance support");
      const input = parseInput(ZStaffInvite, {
        email,
        name: typeof name === "string" ? name : email.split("@")[0],
        roles,
        language: typeof language === "string" ? language : undefined,
        serviceCode: typeof serviceCode === "string" ? serviceCode : undefined,
      });
      const { id, link } = await inviteStaff(CLI_ACTOR, input);
      console.log(
        `staff #${id} ${input.email} (${input.roles.join(", ")}) invited; invitation link:\n${link}`,
      );
    },
    async list() {
      for (const s of await listStaff())
        console.log(
          `#${s.id}\t${s.email}\t${s.name}\t${s.roles.join(",")}\t${s.active ? (s.enrolled ? "active" : "invited") : "inactive"}`,
        );
    },
  },
  USAGE,
  "scripts/op/staff.ts",
);
