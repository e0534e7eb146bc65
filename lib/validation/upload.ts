import { z } from "zod";
import { DEFAULT_MODULAR, MODULAR_NAMES } from "@/lib/uploads/allowed-types";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** `modular` of the upload form (SPEC §7: default "shopmall"); unknown names are refused. */
export const ZModular = z.preprocess(
  blankToUndefined,
  z.enum(MODULAR_NAMES, { error: "validation.uploadModular" }).default(DEFAULT_MODULAR),
);

/** The multipart form of POST /aliyun/oss/upload. */
export const ZUploadForm = z.object({
  modular: ZModular,
  file: z.file({ error: "validation.fileRequired" }),
});
export type TUploadForm = z.infer<typeof ZUploadForm>;
