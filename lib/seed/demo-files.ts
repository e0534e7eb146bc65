import { storeBytes } from "@/lib/uploads/upload-file";
import { inspectionPhotoJpeg } from "./inspection-photo";

/** A one-page PDF with a few lines of ASCII text (FBA labels, slips): valid enough for any viewer. */
export function demoPdf(lines: readonly string[]): Uint8Array {
  const text = lines
    .map((l, i) => `BT /F1 14 Tf 40 ${760 - i * 22} Td (${l.replace(/[()\\]/g, "")}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

/** A seller's upload through the shop's upload storage (so it has its `uploaded_file` row). */
export async function demoUpload(
  customerId: number,
  modular: string,
  filename: string,
  content: { photo: number } | { pdf: readonly string[] },
) {
  const isPdf = "pdf" in content;
  const bytes = isPdf ? demoPdf(content.pdf) : await inspectionPhotoJpeg(content.photo, false);
  return storeBytes({
    customerId,
    modular,
    filename,
    bytes,
    kind: isPdf ? "pdf" : "jpg",
    extension: isPdf ? "pdf" : "jpg",
  });
}
