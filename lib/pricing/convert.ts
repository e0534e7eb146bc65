/**
 * Yuan → yen with the day's rate (yen per yuan, 4 decimals as stored). Amounts are held in fen
 * (yuan / 100) and the rate in 1/10,000 units so the arithmetic stays in integers; converted yen
 * round UP to whole yen (SPEC §1).
 */

/** The rate in 1/10,000 yen per yuan (e.g. 21.3456 → 213456). */
export const rateUnits = (rate: number): number => Math.round(rate * 10_000);

/** ceil(fen / 100 × rate) */
export function fenToYen(fen: number, rate: number): number {
  return Math.ceil((fen * rateUnits(rate)) / 1_000_000);
}

/**
 * Yuan as the API and the forms send it (2 decimals) → fen, the one conversion: server, screens, operator
 * commands and the seed call it rather than writing `Math.round(yuan * 100)` again.
 */
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);

/** True when a yuan amount is whole fen (at most 2 decimals, allowing for binary fractions: 0.29 × 100). */
export const isWholeFen = (yuan: number): boolean => Math.abs(yuan * 100 - yuanToFen(yuan)) < 1e-6;

/** Fen → yuan with 2 decimals, as the API sends money. */
export const fenToYuan = (fen: number): number => fen / 100;

/** ceil(yuan × rate) */
export const yuanToYen = (yuan: number, rate: number): number => fenToYen(yuanToFen(yuan), rate);
