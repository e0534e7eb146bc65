// Prints the current 6-digit sign-in code for a TOTP secret (default: the demo staff accounts' secret), for a
// newcomer without an authenticator app:  npm run staff:code [-- <base32 secret>]
import { currentCode } from "@/lib/staff/totp";
import { DEMO_TOTP_SECRET } from "@/lib/seed/demo-staff-accounts";

const secret = process.argv[2] ?? DEMO_TOTP_SECRET;
if (!/^[A-Z2-7]+=*$/i.test(secret)) {
  console.error("usage: npm run staff:code [-- <base32 secret>]");
  process.exit(2);
}
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${currentCode(secret.toUpperCase())}  (valid for ${left} more seconds)`);
