/** One check of `npm run check:instances`: its findings, each printed as it is made. */
export class Check {
  readonly findings: { ok: boolean; text: string }[] = [];
  /** set when the check stopped on an exception rather than on what it found */
  crashed = false;

  constructor(
    readonly title: string,
    private readonly print: (line: string) => void = console.log,
  ) {
    print(`\n▶ ${title}`);
  }

  /** Records one finding: `text` says what was expected, `why` what was seen when it failed. */
  that(ok: boolean, text: string, why?: string): boolean {
    this.findings.push({ ok, text: ok || !why ? text : `${text}: ${why}` });
    this.print(`  ${ok ? "✔" : "✖"} ${ok || !why ? text : `${text} — ${why}`}`);
    return ok;
  }

  /** Something went wrong outside a finding (a request that threw): a failure with its message. */
  broke(error: unknown): void {
    this.crashed = true;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    this.that(false, "the check ran to the end", message);
  }

  note(text: string): void {
    this.print(`    ${text}`);
  }

  get passed(): boolean {
    return this.findings.length > 0 && this.findings.every((f) => f.ok);
  }

  /** The first failure, for the summary. */
  get reason(): string {
    return this.findings.find((f) => !f.ok)?.text ?? (this.findings.length ? "" : "nothing was checked");
  }
}

/** Runs a check's body; an exception is a failure of that check, not of the run. */
export async function runCheck(title: string, body: (check: Check) => Promise<void>): Promise<Check> {
  const check = new Check(title);
  try {
    await body(check);
  } catch (error) {
    check.broke(error);
  }
  return check;
}
