import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZUploadForm } from "@/lib/validation/upload";

const tag = "Uploads";

/** SPEC §3 uploaded file (lib/uploads/upload-file.ts UploadedFileRef); `name` is the stored object key. */
const ZUploadedFile = z.object({ url: z.string(), originalFilename: z.string(), name: z.string() });

/*
 * The route reads the multipart form itself (lib/uploads/multipart.ts, with ZUploadForm), streaming it against
 * the largest accepted file instead of the JSON body limit.
 */
export const uploadFile = endpoint({
  method: "POST",
  path: "/aliyun/oss/upload",
  summary: "Stores a file (multipart `file`, `modular`); its type is read from the bytes; the seller owns it",
  tag,
  access: "customer",
  multipart: ZUploadForm,
  envelope: "fields",
  response: ZUploadedFile.extend({ data: ZUploadedFile }),
  example: { body: { modular: "message", file: "photo.png" } },
});
