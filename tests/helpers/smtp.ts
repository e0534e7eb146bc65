import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";

export type ReceivedMail = { to: string; subject: string; text: string };

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port = 0) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(",");
          mails.push({ to, subject: parsed.subject ?? "", text: parsed.text ?? "" });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    mails,
    /** The newest 6-digit code mailed to the address. */
    lastCode(to: string): string | undefined {
      const mail = mails.filter((m) => m.to === to.toLowerCase()).at(-1);
      return mail?.text.match(/\b(\d{6})\b/)?.[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
