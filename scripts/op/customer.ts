// Operator commands for an account's standing (docs/decisions.md "Restricted accounts"):
//   npm run op:customer -- restrict <email>   signed in and reading; ordering, paying, withdrawing refused
//   npm run op:customer -- disable <email>    every session ends, login refused
//   npm run op:customer -- activate <email>   lifts either
import { CUSTOMER_STATUS } from "@/lib/codes";
import { setAccountStatus } from "@/lib/customers/account-status";
import { need, runCommands } from "./cli";

const to = (status: (typeof CUSTOMER_STATUS)[keyof typeof CUSTOMER_STATUS], word: string) =>
  async function ([email]: string[]) {
    const c = await setAccountStatus(need(email, "email"), status);
    console.log(`${c.email} (#${c.id}): ${word}`);
  };

await runCommands(
  {
    restrict: to(CUSTOMER_STATUS.RESTRICTED, "restricted"),
    disable: to(CUSTOMER_STATUS.DISABLED, "disabled"),
    activate: to(CUSTOMER_STATUS.ACTIVE, "active"),
  },
  "usage: npm run op:customer -- restrict|disable|activate <email>",
  "the header of scripts/op/customer.ts or docs/decisions.md",
);
