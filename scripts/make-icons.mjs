// Renders app/icon.svg into the PNG icons of the web app manifest and the Apple touch icon (committed; run
// again after changing the SVG): node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import sharp from "sharp";

const svg = "app/icon.svg";
for (const [size, file] of [
  [192, "public/icons/icon-192.png"],
  [512, "public/icons/icon-512.png"],
  [180, "app/apple-icon.png"],
])
  await sharp(svg, { density: 600 }).resize(size, size).png({ compressionLevel: 9 }).toFile(file);
// A maskable icon is cut to any shape by the phone: a full-bleed square (the glyph sits in the middle 60 %).
const square = Buffer.from(readFileSync(svg, "utf8").replace(/ rx="\d+"/, ""));
await sharp(square, { density: 600 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile("public/icons/maskable-512.png");
