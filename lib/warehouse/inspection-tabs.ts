/**
 * The inspection desk's tabs (docs/warehouse.md "Inspection desk"): plain values the screen and the schemas of
 * lib/validation/staff-inspection.ts share, so the screen names them without loading zod.
 * `inspect`: orders arrived (4) and being inspected (8); `store`: inspected orders (88) to put on a shelf.
 */
export const INSPECTION_TABS = ["inspect", "store"] as const;
export type InspectionTab = (typeof INSPECTION_TABS)[number];
