import { startSmtp } from "./smtp";

/** One loopback SMTP server per test file; the shop sends to it through SMTP_URL. */
export const mailbox = await startSmtp();
