import type { SmtpSettings } from "./email-settings";

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

/** Turns what nodemailer and the socket report into a sentence an administrator can act on. */
export function describeSmtpError(error: unknown, settings: Pick<SmtpSettings, "host" | "port" | "security">): string {
  const failure = (error instanceof Error ? error : new Error(String(error))) as SmtpError;
  const where = `${settings.host}:${settings.port}`;
  const text = `${failure.message} ${failure.response ?? ""}`;
  const serverSaid = failure.response ? ` The server said: “${failure.response.trim()}”.` : "";

  if (/ECONNREFUSED/.test(text)) {
    return `Could not connect to ${where}: the connection was refused. Check the host and port, and that the mail server is running.`;
  }
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/.test(text) || failure.code === "EDNS") {
    return `The SMTP host “${settings.host}” could not be found. Check the host name.`;
  }
  if (failure.code === "ETIMEDOUT" || /ETIMEDOUT|timed? ?out/i.test(text)) {
    return `No answer from ${where} in time. Check the host and port, and that a firewall does not block the connection.`;
  }
  if (/EHOSTUNREACH|ENETUNREACH/.test(text)) {
    return `The network cannot reach ${where}. Check the host name and this server's network connection.`;
  }
  if (/wrong version number|ssl3_get_record|packet length too long|unknown protocol/i.test(text)) {
    return `The secure connection to ${where} failed: the server does not speak TLS from the start on this port. Choose STARTTLS (usually port 587) instead.`;
  }
  if (failure.code === "ETLS" || /STARTTLS/i.test(text)) {
    return `The server at ${where} does not offer STARTTLS. Choose “TLS from the start” for port 465, or ask your provider which security to use.`;
  }
  if (/self[- ]signed|certificate|CERT_|unable to verify/i.test(text)) {
    return `The server's TLS certificate at ${where} could not be trusted (${failure.message}).`;
  }
  if (failure.code === "EAUTH") {
    if (/credentials|no auth|authentication not supported|AUTH.*not/i.test(failure.message) && !failure.responseCode) {
      return `The server at ${where} does not accept sign-in on this connection. Check the security setting, or leave the user name empty if the server needs no sign-in.`;
    }
    return `The server at ${where} rejected the user name or password.${serverSaid}`;
  }
  if (failure.responseCode === 530 || /authentication required/i.test(text)) {
    return `The server at ${where} requires sign-in: enter the user name and password.${serverSaid}`;
  }
  if (failure.code === "EENVELOPE") {
    return `The server refused the sender or the recipient address.${serverSaid || ` (${failure.message})`}`;
  }
  if (failure.code === "EMESSAGE") {
    return `The server refused the message.${serverSaid}`;
  }
  if (failure.code === "ECONNECTION" || failure.code === "ESOCKET") {
    return `The connection to ${where} failed: ${failure.message}.`;
  }
  return `The e-mail could not be sent: ${failure.message}${serverSaid}`;
}
