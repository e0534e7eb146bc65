// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as uploads from "@/lib/api/endpoints/uploads";

export const uploadFile: ClientRoute<typeof uploads.uploadFile> = {
  method: "POST",
  path: "/aliyun/oss/upload",
  envelope: "fields",
};
