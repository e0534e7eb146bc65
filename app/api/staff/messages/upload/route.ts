import { serve } from "@/lib/api/serve";
import { okFields } from "@/lib/api/envelope";
import { staffMessageUpload } from "@/lib/api/endpoints/staff";
import { storeStaffAttachment } from "@/lib/messages/staff-attachments";
import { readUploadForm } from "@/lib/uploads/multipart";

/** A reply's attachment, answered as POST /aliyun/oss/upload answers (the console's upload widget reads it). */
export const POST = serve(staffMessageUpload, async ({ req }) => {
  const file = await storeStaffAttachment(await readUploadForm(req));
  return okFields({ ...file, data: file });
});

export * from "@/lib/api/method-not-allowed";
