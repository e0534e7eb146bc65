import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30-second steps) from the otpauth library, as every
 * authenticator app reads them. A code is accepted one step either side of now, and each step only once.
 */
const ISSUER = "Kaitsuke Staff";
const PERIOD = 30;

const totpFor = (secret: string, label = "staff") =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The step the code belongs to, or null when it is wrong or that step was used already. */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: bigint | null,
  at = Date.now(),
): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  const step = BigInt(Math.floor(at / 1000 / PERIOD) + delta);
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an authenticator shows now (tests and the demo's documentation). */
export const currentCode = (secret: string, at = Date.now()) => totpFor(secret).generate({ timestamp: at });

export function enrolment(secret: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpFor(secret, email).toString();
  return QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then((qrSvg) => ({
    uri,
    qrSvg,
  }));
}
