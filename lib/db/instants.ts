import { Prisma } from "@/generated/prisma/client";

/**
 * A timestamp column as the ISO text of its instant (stored as UTC wall-clock time), as a Date would print it:
 * a statement read through readRows (lib/db/read-rows.ts) casts its timestamps so, since pg reads a timestamp
 * without time zone in the process's zone and PGlite does not.
 */
export const isoInstant = (column: string) =>
  Prisma.sql`to_char(${Prisma.raw(column)}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The Date of an instant read as `isoInstant`, null as null. */
export const instantDate = (stamp: string | null) => (stamp === null ? null : new Date(stamp));

/** A row's type as read with its timestamps through `isoInstant`: each Date field as its ISO text. */
export type Stamped<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
