import { okFields } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffReceivingPhoto } from "@/lib/api/endpoints/staffWarehouse";
import { readUploadForm } from "@/lib/uploads/multipart";
import { storeArrivalPhoto } from "@/lib/warehouse/arrival-photos";

/** A parcel photo, answered as POST /aliyun/oss/upload answers (the desk's uploader reads it). */
export const POST = serve(staffReceivingPhoto, async ({ req }) => {
  const file = await storeArrivalPhoto(await readUploadForm(req));
  return okFields({ ...file, data: file });
});

export * from "@/lib/api/method-not-allowed";
