import { AppError } from "@/lib/errors";
import { entriesToObject } from "@/lib/api/params";
import { parseInput } from "@/lib/validation/parse";
import { ZUploadForm, type TUploadForm } from "@/lib/validation/upload";
import { MAX_UPLOAD_BYTES, formatBytes } from "./allowed-types";

/** Room for the multipart framing and the small text fields around the largest file we accept. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new AppError("UPLOAD_TOO_LARGE", { max: formatBytes(MAX_UPLOAD_BYTES) });

/**
 * Reads the upload form without ever holding more than the largest accepted file (+ framing) in memory:
 * a declared Content-Length over the cap is refused at once, a body that grows past it is cut off. The
 * fields then go through parseInput like every other input (a control character in any field or field
 * name is refused before the schema); the file's own name is cleaned where it is stored.
 */
export async function readUploadForm(req: Request): Promise<TUploadForm> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type) || !req.body) {
    throw new AppError("VALIDATION", {}, "validation.fileRequired");
  }
  const cap = MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES;
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > cap) throw tooLarge();

  let seen = 0;
  const limited = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > cap) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(limited, { headers: { "content-type": type } }).formData();
  } catch {
    if (seen > cap) throw tooLarge();
    throw new AppError("BAD_JSON");
  }
  return parseInput(ZUploadForm, entriesToObject(form.entries()));
}
