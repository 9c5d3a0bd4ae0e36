import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP listener received it, with its decoded text and HTML parts. */
export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string; html: string };

/** The decoded parts of a raw multipart message, by content type. */
export function mimeParts(raw: string): Record<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error("not a multipart message");
  const out: Record<string, string> = {};
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const [head, ...rest] = part.replace(/^\r\n/, "").split("\r\n\r\n");
    const body = rest.join("\r\n\r\n");
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1].trim().toLowerCase() ?? "";
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1].toLowerCase();
    out[type] =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? Buffer.from(
              body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
              "latin1",
            ).toString("utf8")
          : body;
  }
  return out;
}

/**
 * A real SMTP listener on a random loopback port, set as SMTP_URL (call before the first env()):
 * the application reaches it with nodemailer exactly as it would a production relay. `refusing`
 * makes it answer 451 to every recipient until set back; the addresses in `unknown` get a permanent
 * 550 (no such mailbox).
 */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const state = { refusing: false, unknown: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.unknown.has(address.address))
        return callback(Object.assign(new Error("5.1.1 <" + address.address + ">: Recipient address rejected: User unknown"), { responseCode: 550 }));
      if (!state.refusing) return callback();
      callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const parts = /multipart/i.test(raw) ? mimeParts(raw) : {};
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "",
          text: parts["text/plain"] ?? "",
          html: parts["text/html"] ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  return {
    received,
    state,
    /** Messages delivered to `email`, oldest first. */
    to: (email: string) => received.filter((m) => m.to.includes(email)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the link to `path` in a message's text part, as its reader would click it. */
export const linkToken = (text: string, path: string) => new RegExp(`http://ikaze\\.test${path}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
