/**
 * The packing desk's search written by hand, for the warehouse-floor benchmark's baseline (bench/warehouse-floor.ts).
 * Same question as `listPackingDesk`'s search (lib/shipping/packing-desk.ts): a packing list whose number starts
 * with the text, whose seller's e-mail contains it, one of whose boxes has it as tracking number, or, when the
 * text is a number, whose id or seller id it is. Written as one would by hand for a table that grows: each of
 * those is looked up on its own through its index and the packing lists found are then kept by step, instead of
 * one condition tried on every packing list of the step.
 */

/** Text for LIKE: its own %, _ and \ match themselves. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** A search as a number: what `listPackingDesk` also tries as an id (a positive 32-bit integer). */
export function idOfSearch(q: string): number | null {
  return /^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647 ? Number(q) : null;
}

/**
 * The ids of the packing lists the search names, as a subquery with its values numbered from `$first` on:
 * `c.id IN (${sql})`.
 */
export function packingSearchIds(q: string, first: number): { sql: string; values: unknown[] } {
  const $ = (n: number) => `$${first + n}`;
  const values: unknown[] = [
    `${likeEscape(q.toUpperCase())}%`,
    `%${likeEscape(q.toLowerCase())}%`,
    q.toUpperCase(),
  ];
  const arms = [
    `SELECT id FROM container WHERE container_no LIKE ${$(0)}`,
    `SELECT k.id FROM customer s JOIN container k ON k.customer_id = s.id WHERE s.email LIKE ${$(1)}`,
    `SELECT container_id FROM container_box WHERE tracking_no = ${$(2)}`,
  ];
  const id = idOfSearch(q);
  if (id !== null) {
    values.push(id);
    arms.push(`SELECT ${$(3)}::int`, `SELECT id FROM container WHERE customer_id = ${$(3)}::int`);
  }
  return { sql: arms.join(" UNION "), values };
}
