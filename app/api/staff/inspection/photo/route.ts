import { serve } from "@/lib/api/serve";
import { okFields } from "@/lib/api/envelope";
import { staffInspectionPhoto } from "@/lib/api/endpoints/staffInspection";
import { readUploadForm } from "@/lib/uploads/multipart";
import { storeInspectionUpload } from "@/lib/warehouse/inspection-photos";

/** An inspection photo, answered as POST /aliyun/oss/upload answers (lib/client/upload.ts reads it). */
export const POST = serve(staffInspectionPhoto, async ({ req }) => {
  const file = await storeInspectionUpload(await readUploadForm(req));
  return okFields({ ...file, data: file });
});

export * from "@/lib/api/method-not-allowed";
