"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";

// The Barcode Detection API (Chrome and Edge on Android, Safari 17+): not in TypeScript's DOM library yet.
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** The symbologies Chinese carriers print on waybills (Code 128 above all) and the QR codes some add. */
const FORMATS = ["code_128", "code_39", "code_93", "codabar", "itf", "ean_13", "ean_8", "qr_code"];
const SCAN_EVERY_MS = 200;

function detectorClass(): BarcodeDetectorClass | null {
  const w = window as unknown as { BarcodeDetector?: BarcodeDetectorClass };
  // Without a secure context (plain http on the warehouse LAN) mediaDevices is undefined.
  const camera = typeof navigator.mediaDevices?.getUserMedia === "function";
  return w.BarcodeDetector && camera ? w.BarcodeDetector : null;
}

const noSubscription = () => () => {};

/**
 * Whether this browser can read barcodes with the camera: null while rendering on the server, then true or false.
 * No WASM decoder stands in where the API is missing: the scanner field still works (docs/warehouse.md).
 */
export function useCameraScanSupport(): boolean | null {
  return useSyncExternalStore(
    noSubscription,
    () => detectorClass() !== null,
    () => null,
  );
}

/**
 * The rear camera in a frame; the first barcode it reads is handed to `onCode` and the camera stops. A refused
 * permission or a camera in use shows a message and leaves the typed field to the member.
 */
export function CameraScan({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const t = useTranslations("staff.receiving");
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const done = useRef(onCode);
  useEffect(() => {
    done.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      try {
        const supported = await Detector.getSupportedFormats();
        const formats = FORMATS.filter((f) => supported.includes(f));
        const detector = new Detector(formats.length ? { formats } : undefined);
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play();
        const tick = async () => {
          if (stopped || !video.current) return;
          try {
            const found = await detector.detect(video.current);
            const code = found.map((b) => b.rawValue.trim()).find(Boolean);
            if (code) {
              stop();
              done.current(code);
              return;
            }
          } catch {
            // a frame not ready yet: try the next one
          }
          timer = setTimeout(tick, SCAN_EVERY_MS);
        };
        void tick();
      } catch {
        if (!stopped) setFailed(true);
        stop();
      }
    })();
    return stop;
  }, []);

  return (
    <div className="flex flex-col gap-2" data-testid="camera-scan">
      {failed ? (
        <p className="text-sm text-red-700" role="alert">
          {t("cameraFailed")}
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
