import { okFields } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { storeStaffAttachment } from "@/lib/messages/staff-attachments";
import { readUploadForm } from "@/lib/uploads/multipart";

/** A reply's attachment, answered as POST /aliyun/oss/upload answers (the console's upload widget reads it). */
export const POST = staffRoute("messages.reply", {}, async ({ req }) => {
  const file = await storeStaffAttachment(await readUploadForm(req));
  return okFields({ ...file, data: file });
});

export * from "@/lib/api/method-not-allowed";
