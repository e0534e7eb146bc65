// Operator commands for an account's standing (docs/decisions.md "Restricted accounts"); the customers desk of
// the staff console (/staff/customers) does the same through the same domain function:
//   npm run op:customer -- restrict <email> <reason…> [--as <staff email>]   signed in and reading; ordering, paying, withdrawing refused
//   npm run op:customer -- disable <email> <reason…> [--as <staff email>]    every session ends, login refused
//   npm run op:customer -- activate <email> <reason…> [--as <staff email>]   lifts either
import { CUSTOMER_STATUS } from "@/lib/codes";
import { customerIdByEmail, setAccountStatus } from "@/lib/customers/account-status";
import { parseInput } from "@/lib/validation/parse";
import { ZCustomerStatusChange } from "@/lib/validation/staff-customers";
import { actorOption, need, runCommands, text } from "./cli";

const to = (status: (typeof CUSTOMER_STATUS)[keyof typeof CUSTOMER_STATUS], word: string) =>
  async function (args: string[]) {
    const actor = await actorOption(args);
    const [email, ...reason] = args;
    const id = await customerIdByEmail(need(email, "email"));
    const input = parseInput(ZCustomerStatusChange, { id, status, reason: text(reason) });
    const c = await setAccountStatus(actor, input);
    console.log(`${c.email} (#${c.id}): ${c.changed ? word : `already ${word}, nothing changed`}`);
  };

await runCommands(
  {
    restrict: to(CUSTOMER_STATUS.RESTRICTED, "restricted"),
    disable: to(CUSTOMER_STATUS.DISABLED, "disabled"),
    activate: to(CUSTOMER_STATUS.ACTIVE, "active"),
  },
  "usage: npm run op:customer -- restrict|disable|activate <email> <reason…> [--as <staff email>]",
  "the header of scripts/op/customer.ts or docs/decisions.md",
);
