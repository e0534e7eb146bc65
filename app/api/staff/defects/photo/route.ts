import { okFields } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsPhoto } from "@/lib/api/endpoints/staffDefects";
import { storeDonePhoto } from "@/lib/problems/done-photos";
import { readUploadForm } from "@/lib/uploads/multipart";

/** A photo of returned or destroyed pieces, answered as POST /aliyun/oss/upload answers (the desk's uploader reads it). */
export const POST = serve(staffDefectsPhoto, async ({ req }) => {
  const file = await storeDonePhoto(await readUploadForm(req));
  return okFields({ ...file, data: file });
});

export * from "@/lib/api/method-not-allowed";
