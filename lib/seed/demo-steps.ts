import { atTime } from "@/lib/clock";

/** One action of a demo history at its moment; the seed runs all of a customer's in time order. */
export type TimedStep = { at: Date; label: string; run: () => Promise<void> };

/**
 * Runs the steps oldest first, each with the domain clock pinned to its moment (lib/clock.ts), so the
 * real functions write believable dates and the ledger's running balance follows time.
 */
export async function runInTimeOrder(steps: readonly TimedStep[]): Promise<void> {
  const sorted = [...steps].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of sorted) {
    try {
      await atTime(step.at, step.run);
    } catch (error) {
      throw new Error(`demo seed: step ${step.label} at ${step.at.toISOString()} failed`, { cause: error });
    }
  }
}
