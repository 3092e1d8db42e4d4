import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = {
  /** The envelope (MAIL FROM / RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The signed-in SMTP user. */
  user: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  raw: string;
};

/**
 * A real SMTP server on 127.0.0.1 (random port) that requires sign-in and keeps what arrives, for tests.
 * No TLS: the product's "None" security setting talks to it. `close()` stops it.
 */
export async function startLocalSmtpServer(credentials = { user: "mailer", password: "s3cret-mail-pass" }) {
  const received: ReceivedEmail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password)
        callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: String(session.user ?? ""),
          ...parseMessage(raw),
          raw,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  /** Resolves once `count` e-mails have arrived (or rejects after `timeoutMs`). */
  async function waitForEmails(count: number, timeoutMs = 5_000): Promise<ReceivedEmail[]> {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} e-mails, ${received.length} arrived`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received.slice(0, count);
  }

  return {
    host: "127.0.0.1",
    port,
    credentials,
    received,
    waitForEmails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LocalSmtpServer = Awaited<ReturnType<typeof startLocalSmtpServer>>;

/** Just enough MIME for what nodemailer sends: one text part, 7bit, quoted-printable or base64, encoded-word subjects. */
function parseMessage(raw: string): { headers: Record<string, string>; subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  let text = body.replace(/\r\n$/, "");
  if (encoding === "quoted-printable") text = decodeQuotedPrintable(text);
  else if (encoding === "base64") text = Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
  return { headers, subject: decodeEncodedWords(headers.subject ?? ""), text: text.replace(/\r\n/g, "\n") };
}

function decodeQuotedPrintable(text: string): string {
  const escaped = text
    .replace(/=\r\n/g, "")
    .replace(/%/g, "%25")
    .replace(/=([0-9A-F]{2})/gi, "%$1");
  return decodeURIComponent(escaped);
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
