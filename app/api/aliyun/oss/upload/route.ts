import { serve } from "@/lib/api/serve";
import { okFields } from "@/lib/api/envelope";
import { uploadFile } from "@/lib/api/endpoints/uploads";
import { readUploadForm } from "@/lib/uploads/multipart";
import { storeUpload } from "@/lib/uploads/upload-file";

/** SPEC §7: multipart `file` + `modular`; `url, originalFilename, name` at the top level (and in `data`). */
export const POST = serve(uploadFile, async ({ req, auth }) => {
  const file = await storeUpload(auth.customerId, await readUploadForm(req));
  return okFields({ ...file, data: file });
});

export * from "@/lib/api/method-not-allowed";
