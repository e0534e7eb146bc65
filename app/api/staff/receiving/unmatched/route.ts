import { ok, paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffReceivingUnmatched, staffReceivingUnmatchedRecord } from "@/lib/api/endpoints/staffWarehouse";
import { listUnmatchedArrivals, recordUnmatchedArrival } from "@/lib/warehouse/receiving";

/** Parcels without a matching order: the open ones oldest first, or the matched ones. */
export const GET = serve(staffReceivingUnmatched, async ({ query }) => {
  const { total, rows } = await listUnmatchedArrivals(query);
  return paged(total, rows);
});

/** A parcel whose tracking number matches nothing; a second submit answers the first record. */
export const POST = serve(staffReceivingUnmatchedRecord, async ({ actor, body }) => {
  const { row, replayed } = await recordUnmatchedArrival(actor, body);
  return ok(
    { ...row, replayed },
    replayed ? "staff.receiving.unmatchedReplayed" : "staff.receiving.unmatchedRecorded",
  );
});

export * from "@/lib/api/method-not-allowed";
