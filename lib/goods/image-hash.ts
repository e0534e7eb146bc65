/** An RGBA image, 8 bits per channel, rows top to bottom. */
export type Raster = { width: number; height: number; data: Uint8Array };

/**
 * 64-bit difference hash (dHash): the image as greyscale, averaged down to 9×8 cells; each bit says
 * whether a cell is brighter than its right neighbour. Robust to scaling, re-encoding and small
 * brightness changes; visually similar images differ in few bits (Hamming distance).
 */
export const HASH_HEX_LENGTH = 16;
const COLS = 9;
const ROWS = 8;

/** Overlap of pixel [p, p+1) with cell [a, b) (cell bounds in pixels, fractional). */
function overlap(p: number, a: number, b: number): number {
  return Math.max(0, Math.min(p + 1, b) - Math.max(p, a));
}

/** Area-weighted mean grey of each cell: pixels straddling a cell border count by their covered part. */
function cellMeans(r: Raster): Float64Array {
  const { width, height, data } = r;
  const grey = new Float64Array(width * height);
  for (let k = 0; k < width * height; k++) {
    const i = k * 4;
    // Transparent pixels count as white (product photos on a white page).
    const a = data[i + 3] / 255;
    grey[k] = (0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]) * a + 255 * (1 - a);
  }
  const means = new Float64Array(COLS * ROWS);
  const cw = width / COLS;
  const ch = height / ROWS;
  for (let row = 0; row < ROWS; row++) {
    const ya = row * ch;
    const yb = ya + ch;
    for (let col = 0; col < COLS; col++) {
      const xa = col * cw;
      const xb = xa + cw;
      let sum = 0;
      for (let y = Math.floor(ya); y < Math.min(height, Math.ceil(yb)); y++) {
        const wy = overlap(y, ya, yb);
        for (let x = Math.floor(xa); x < Math.min(width, Math.ceil(xb)); x++) {
          sum += grey[y * width + x] * wy * overlap(x, xa, xb);
        }
      }
      means[row * COLS + col] = sum / (cw * ch);
    }
  }
  return means;
}

export function imageHash(r: Raster): string {
  if (r.width < 1 || r.height < 1) throw new Error("empty image");
  const m = cellMeans(r);
  let hex = "";
  for (let row = 0; row < ROWS; row++) {
    let byte = 0;
    for (let col = 0; col < COLS - 1; col++) {
      byte = (byte << 1) | (m[row * COLS + col] > m[row * COLS + col + 1] ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, "0");
  }
  return hex;
}

const POPCOUNT = Array.from({ length: 16 }, (_, n) => (n & 1) + ((n >> 1) & 1) + ((n >> 2) & 1) + (n >> 3));

/** Number of differing bits of two hex hashes of the same length. */
export function hammingDistance(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += POPCOUNT[parseInt(a[i], 16) ^ parseInt(b[i], 16)];
  return d;
}
