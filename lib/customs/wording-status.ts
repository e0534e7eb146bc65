import { CONTAINER_STATUS } from "@/lib/codes";

/**
 * When the seller may word the customs papers' lines (docs/customs-papers.md "Per line"): until the packing
 * list is dispatched — the papers are final then — or cancelled (no papers are needed). Shared by the server,
 * which refuses the wording then, and /batchDetails, which shows it read-only.
 */
const FINAL: ReadonlySet<number> = new Set([CONTAINER_STATUS.DISPATCHED, CONTAINER_STATUS.CANCELLED]);

export const isWordingFinal = (status: number) => FINAL.has(status);
