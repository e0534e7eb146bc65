import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";

const tag = "Uploads";

/** SPEC §3 uploaded file (lib/uploads/upload-file.ts UploadedFileRef); `name` is the stored object key. */
const ZUploadedFile = z.object({ url: z.string(), originalFilename: z.string(), name: z.string() });

/*
 * No body schema: the route reads the multipart form itself (lib/uploads/multipart.ts), streaming it
 * against the largest accepted file instead of the JSON body limit.
 */
export const uploadFile = endpoint({
  method: "POST",
  path: "/aliyun/oss/upload",
  summary: "Stores a file (multipart `file`, `modular`); its type is read from the bytes; the seller owns it",
  tag,
  access: "customer",
  form: true,
  envelope: "fields",
  response: ZUploadedFile.extend({ data: ZUploadedFile }),
  noReplay: "a multipart file upload: the contract test sends no file",
});
