import { z } from "zod";
import { ZDbId } from "@/lib/validation/rules";

/** `{id}` in a path: a 32-bit database id; anything else is "not found". */
export const ZIdParams = z.object({ id: ZDbId });

/** A moment as the answer carries it: an ISO 8601 string (a Date leaves the server as one). */
export const ZTime = z.iso.datetime();
export const ZTimeOrNull = ZTime.nullable();

/** An endpoint whose success carries no `data`: `{code: 200, msg}`. */
export const ZNoData = z.undefined();
