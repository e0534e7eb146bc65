import { describe, expect, it } from "vitest";
import { sniff } from "@/lib/uploads/sniff";
import { cfbRootEntryNames } from "@/lib/uploads/cfb";
import {
  UPLOAD_MODULARS,
  acceptOf,
  extensionOf,
  kindOfExtension,
  type UploadModular,
} from "@/lib/uploads/allowed-types";
import { checkUploadCandidate } from "@/lib/uploads/upload-candidate";
import { recommendsMemberPlan } from "@/lib/customers/purchase-bands";
import { MONTHLY_PURCHASE_BAND } from "@/lib/codes";
import * as files from "../helpers/files";

describe("content sniffing (magic bytes)", () => {
  it.each([
    ["png", () => files.png()],
    ["jpg", () => files.jpg()],
    ["pdf", () => files.pdf()],
    ["docx", () => files.docx()],
    ["xlsx", () => files.xlsx()],
    ["doc", () => files.doc()],
    ["xls", () => files.xls()],
    ["mp4", () => files.mp4()],
    ["avi", () => files.avi()],
  ] as const)("recognises %s", async (kind, make) => {
    expect((await sniff(await make())).kind).toBe(kind);
  });

  it("tells .doc from .xls although file-type calls both 'cfb'", async () => {
    expect(await sniff(files.doc())).toEqual({ kind: "doc", detected: "cfb" });
    expect(await sniff(files.xls())).toEqual({ kind: "xls", detected: "cfb" });
    expect((await sniff(files.ppt())).kind).toBeNull();
    // An embedded Word object inside a workbook does not make the workbook a Word document.
    expect((await sniff(files.xlsWithEmbeddedDoc())).kind).toBe("xls");
    expect(cfbRootEntryNames(files.xlsWithEmbeddedDoc())).toEqual(
      expect.arrayContaining(["Workbook", "MBD0001"]),
    );
  });

  it("recognises docx/xlsx whatever the zip layout, and no other zip", async () => {
    expect((await sniff(files.docx({ dataDescriptor: true }))).kind).toBe("docx");
    expect((await sniff(files.xlsx({ dataDescriptor: true }))).kind).toBe("xlsx");
    expect((await sniff(files.docx({ contentTypesLast: true }))).kind).toBe("docx");
    // file-type stops after 1024 entries and calls this a plain zip; the central directory says docx.
    expect(await sniff(files.docx({ contentTypesLast: true, media: 1100 }))).toEqual({
      kind: "docx",
      detected: "zip",
    });
    expect((await sniff(files.docx({ macro: true }))).kind).toBeNull();
    expect((await sniff(files.plainZip())).kind).toBeNull();
  });

  it("accepts MPEG-4 brands as mp4 but not QuickTime", async () => {
    expect((await sniff(files.mp4("mp42"))).kind).toBe("mp4");
    expect((await sniff(files.mp4("M4V"))).kind).toBe("mp4");
    expect((await sniff(files.mp4("qt"))).kind).toBeNull();
  });

  it("never throws on garbage or truncated files", async () => {
    expect((await sniff(Buffer.from("just text"))).kind).toBeNull();
    expect((await sniff(new Uint8Array(0))).kind).toBeNull();
    expect((await sniff(files.doc().subarray(0, 600))).kind).toBeNull();
    expect((await sniff(files.docx().subarray(0, 200))).kind).toBeNull();
    const evil = files.doc();
    evil.writeUInt32LE(0, 0x30); // directory starts at the FAT sector
    expect((await sniff(evil)).kind).toBeNull();
  });
});

describe("allowed lists per modular (SPEC §5)", () => {
  it("has the spec's lists", () => {
    expect(UPLOAD_MODULARS.shopmall).toEqual(["png", "jpg", "jpeg"]);
    expect([...UPLOAD_MODULARS.document].sort()).toEqual(["doc", "docx", "pdf", "xls", "xlsx"]);
    expect([...UPLOAD_MODULARS.order].sort()).toEqual(["avi", "doc", "docx", "mp4", "pdf", "xls", "xlsx"]);
    expect(acceptOf("shopmall")).toBe(".png,.jpg,.jpeg");
    for (const list of Object.values(UPLOAD_MODULARS))
      for (const ext of list) expect(kindOfExtension(ext)).toBeTruthy();
  });

  it("reads extensions case-insensitively and without paths", () => {
    expect(extensionOf("C:\\fakepath\\Photo.JPEG")).toBe("jpeg");
    expect(extensionOf("archive.tar.gz")).toBe("gz");
    expect(extensionOf(".png")).toBe("");
    expect(extensionOf("noext")).toBe("");
  });

  it.each([
    ["shopmall", "a.png", 10, "ok"],
    ["shopmall", "a.pdf", 10, "errors.uploadTypeMismatch"],
    ["shopmall", "a.png", 0, "validation.fileRequired"],
    ["shopmall", "a.png", 10 * 1024 * 1024 + 1, "errors.uploadTooLarge"],
    ["document", "a.pdf", 20 * 1024 * 1024, "ok"],
    ["order", "a.mp4", 50 * 1024 * 1024, "ok"],
    ["order", "a.mp4", 50 * 1024 * 1024 + 1, "errors.uploadTooLarge"],
    ["order", "a.png", 10, "errors.uploadTypeMismatch"],
    ["message", "a.xlsx", 10, "ok"],
    ["slip", "slip.PDF", 10, "ok"],
    ["slip", "slip.jpeg", 10, "ok"],
    ["slip", "slip.docx", 10, "errors.uploadTypeMismatch"],
  ] as const)("%s %s (%d bytes) → %s", (modular, name, size, expected) => {
    const r = checkUploadCandidate(modular as UploadModular, { name, size });
    expect(r.ok ? "ok" : r.issue.key).toBe(expected);
  });
});

describe("member plan recommendation (SPEC §9: over 500,000 yen a month)", () => {
  it("shows for bands reaching above 500,000 yen", () => {
    expect(recommendsMemberPlan(null)).toBe(false);
    expect(recommendsMemberPlan(MONTHLY_PURCHASE_BAND.UNDER_300K)).toBe(false);
    expect(recommendsMemberPlan(MONTHLY_PURCHASE_BAND.FROM_300K_TO_1M)).toBe(true);
    expect(recommendsMemberPlan(MONTHLY_PURCHASE_BAND.FROM_1M_TO_3M)).toBe(true);
    expect(recommendsMemberPlan(MONTHLY_PURCHASE_BAND.OVER_3M)).toBe(true);
  });
});
