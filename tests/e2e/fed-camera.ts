import type { Page } from "@playwright/test";
import { toBuffer } from "bwip-js/node";

/**
 * A camera that films a parcel's waybill: `getUserMedia` answers with a canvas stream showing `text` as Code 128
 * (what Chinese domestic carriers print), so the receiving desk's camera reads it with its own decoder
 * (BarcodeDetector where the browser has one, else zxing-wasm). Set before the page loads; the canvas is drawn
 * again every 100 ms, as a camera keeps sending frames.
 */
export async function feedCamera(page: Page, text: string) {
  const png = await toBuffer({
    bcid: "code128",
    text,
    scale: 3,
    height: 15,
    includetext: true,
    paddingwidth: 20,
    paddingheight: 20,
    backgroundcolor: "FFFFFF",
  });
  await page.addInitScript(
    (src: string) => {
      const waybill = new Image();
      waybill.src = src;
      const film = async () => {
        await waybill.decode();
        const canvas = document.createElement("canvas");
        [canvas.width, canvas.height] = [1280, 720];
        const context = canvas.getContext("2d")!;
        const draw = () => {
          context.fillStyle = "#fff";
          context.fillRect(0, 0, canvas.width, canvas.height);
          context.drawImage(
            waybill,
            Math.round((canvas.width - waybill.width) / 2),
            Math.round((canvas.height - waybill.height) / 2),
          );
        };
        draw();
        setInterval(draw, 100);
        return canvas.captureStream(10);
      };
      if (navigator.mediaDevices) navigator.mediaDevices.getUserMedia = film;
      else Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: film } });
    },
    `data:image/png;base64,${png.toString("base64")}`,
  );
}
