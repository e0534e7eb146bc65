// The scaffolding every operator command shares: options, usage errors, one database per run, and the
// domain's refusals printed in Japanese (the agent's staff language) with exit code 1.
import { closeDb, getDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { AppError, ERRORS } from "@/lib/errors";
import { translator } from "@/lib/i18n/messages";
import { refuseControlCharacters } from "@/lib/validation/parse";
import { CLI_ACTOR, type Actor } from "@/lib/staff/audit";

export class Usage extends Error {}

/** Pulls `--name value` / `--flag` out of the arguments. */
export function option(args: string[], name: string, takesValue: boolean): string | boolean | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = takesValue ? args[at + 1] : true;
  if (takesValue && (value === undefined || String(value).startsWith("--")))
    throw new Usage(`${name} needs a value`);
  args.splice(at, takesValue ? 2 : 1);
  return value;
}

/** Every `--name value` of a repeatable option, in order. */
export function options(args: string[], name: string): string[] {
  const values: string[] = [];
  for (let v = option(args, name, true); v !== undefined; v = option(args, name, true))
    values.push(String(v));
  return values;
}

/**
 * Who the audit trail names for this command (docs/staff.md "Audit trail"): the active staff member given with
 * `--as <email>`, else "cli". Call it inside a command, where the database is open.
 */
export async function actorOption(args: string[]): Promise<Actor> {
  const email = option(args, "--as", true);
  if (email === undefined) return CLI_ACTOR;
  const staff = await getDb().staffUser.findUnique({
    where: { email: String(email).trim().toLowerCase() },
    select: { id: true, email: true, roles: true, active: true },
  });
  if (!staff || !staff.active)
    throw new Usage(`--as ${String(email)}: no active staff member has this address`);
  return { staffId: staff.id, actor: staff.email, roles: staff.roles };
}

export const text = (words: string[]) => words.join(" ").trim();
export const need = (value: string | undefined, what: string) => {
  if (!value || !value.trim()) throw new Usage(`missing ${what}`);
  return value.trim();
};
export function id(value: string | undefined, what: string): number {
  const v = need(value, what);
  if (!/^\d{1,10}$/.test(v) || Number(v) < 1 || Number(v) > 2_147_483_647)
    throw new Usage(`${what} must be a number`);
  return Number(v);
}

/**
 * Runs `commands[process.argv[2]]` against the shop's database (with PGlite: stop the shop first).
 * `usage` is printed for an unknown command; `help` names where the commands are documented.
 * A control character in any argument is refused as the API refuses it (lib/validation/parse.ts); each
 * command then passes its input through parseInput with the schema of the domain function it calls.
 */
export async function runCommands(
  commands: Record<string, (args: string[]) => Promise<void>>,
  usage: string,
  help: string,
): Promise<never> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(usage.replace("<command>", `<${Object.keys(commands).join("|")}>`));
    process.exit(2);
  }
  let exitCode = 0;
  try {
    refuseControlCharacters(args);
    await prepareDatabase();
    await command(args);
  } catch (error) {
    if (error instanceof Usage) {
      console.error(`usage error: ${error.message} (see ${help})`);
      exitCode = 2;
    } else if (error instanceof AppError) {
      const t = translator("ja");
      console.error(`refused: ${t(error.messageKey ?? ERRORS[error.code].key, error.values)}`);
      exitCode = 1;
    } else throw error;
  } finally {
    await closeDb();
  }
  process.exit(exitCode);
}
