"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { SCAN_SYMBOLOGIES } from "@/lib/scan/symbologies";

// The Barcode Detection API (Chrome and Edge on Android, Safari 17+): not in TypeScript's DOM library yet.
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** Reads one video frame: the barcode's text, or null when the frame has none. */
type FrameReader = { read: (video: HTMLVideoElement) => Promise<string | null>; everyMs: number };

/** What the member is told instead of the picture; each leaves the typed/scanner field to use. */
type Failure = "cameraFailed" | "scanNoCamera" | "scanDecoderFailed";

const DETECTOR_FORMATS: string[] = SCAN_SYMBOLOGIES.map((s) => s.detector);
/** The browser's detector is native and cheap; the WASM decoder runs on the page's thread, so less often. */
const DETECTOR_EVERY_MS = 200;
const WASM_EVERY_MS = 250;

function detectorClass(): BarcodeDetectorClass | null {
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;
}

function canScan(): boolean {
  // Without a secure context (plain http on the warehouse LAN) mediaDevices is undefined.
  const camera = typeof navigator.mediaDevices?.getUserMedia === "function";
  return camera && (detectorClass() !== null || typeof WebAssembly === "object");
}

/**
 * The browser's BarcodeDetector where it reads our symbologies, else zxing-wasm (docs/decisions.md "Barcode
 * decoding"), imported only here so the decoder never weighs on the screen's first load.
 */
async function frameReader(): Promise<FrameReader> {
  const Detector = detectorClass();
  const supported = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  const formats = DETECTOR_FORMATS.filter((f) => supported.includes(f));
  if (Detector && formats.length) {
    const detector = new Detector({ formats });
    return {
      read: async (video) =>
        (await detector.detect(video)).map((b) => b.rawValue.trim()).find(Boolean) ?? null,
      everyMs: DETECTOR_EVERY_MS,
    };
  }
  const { createWasmFrameReader } = await import("./wasm-frame-reader");
  return { read: await createWasmFrameReader(), everyMs: WASM_EVERY_MS };
}

function cameraFailure(error: unknown): Failure {
  const name = error instanceof DOMException ? error.name : "";
  return name === "NotFoundError" || name === "OverconstrainedError" ? "scanNoCamera" : "cameraFailed";
}

const noSubscription = () => () => {};

/**
 * Whether this browser can read barcodes with the camera: null while rendering on the server, then true or false.
 * It needs a camera in a secure context, and BarcodeDetector or WebAssembly; elsewhere the scanner field works.
 */
export function useCameraScanSupport(): boolean | null {
  return useSyncExternalStore(noSubscription, canScan, () => null);
}

/**
 * The rear camera in a frame; the first barcode it reads is handed to `onCode` and the camera stops. A refused
 * permission, a missing camera or a decoder that would not load shows a message and leaves the typed field to
 * the member.
 */
export function CameraScan({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const t = useTranslations("staff.receiving");
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const done = useRef(onCode);
  useEffect(() => {
    done.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!canScan()) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const fail = (reason: Failure) => {
      if (!stopped) setFailure(reason);
      stop();
    };
    (async () => {
      // The decoder loads while the member answers the camera prompt.
      const reading = frameReader();
      reading.catch(() => {}); // its failure is reported below, once the camera is up
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          // A waybill's Code 128 packs 12–15 characters into a few centimetres: ask for more than the default
          // 640 px across where the camera has it.
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 } },
          audio: false,
        });
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play();
      } catch (error) {
        return fail(cameraFailure(error));
      }
      let reader: FrameReader;
      try {
        reader = await reading;
      } catch {
        return fail("scanDecoderFailed");
      }
      const tick = async () => {
        if (stopped || !video.current) return;
        try {
          const code = await reader.read(video.current);
          if (code && !stopped) {
            stop();
            done.current(code);
            return;
          }
        } catch {
          // a frame not ready yet: try the next one
        }
        if (!stopped) timer = setTimeout(tick, reader.everyMs);
      };
      void tick();
    })();
    return stop;
  }, []);

  return (
    <div className="flex flex-col gap-2" data-testid="camera-scan">
      {failure ? (
        <p className="text-sm text-red-700" role="alert">
          {t(failure)}
        </p>
      ) : (
        <>
          <video
            ref={video}
            className="aspect-video w-full rounded bg-black object-cover"
            muted
            playsInline
          />
          <p className="text-xs text-slate-600">{t("cameraHint")}</p>
        </>
      )}
      <button type="button" className="btn-secondary w-auto self-start" onClick={onClose}>
        {t("cameraClose")}
      </button>
    </div>
  );
}
