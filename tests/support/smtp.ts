import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * What the test SMTP server answers to a message: take it, refuse it for now (4xx) or for good (5xx), hold
 * it unanswered (the sender cannot know whether it was taken: the mail is "in flight"), or answer slowly:
 * take it after `slowMs` if the sender is still connected then, as a server that checks a message before
 * it takes responsibility for it (a sender that hung up first has handed nothing over).
 */
export type SmtpMode = "accept" | "temporary" | "permanent" | "hold" | "slow";

/** One message handed over (its DATA), from its first byte to the answer or the sender hanging up. */
export interface SmtpTransaction {
  messageId: string;
  subject: string;
  /** When the sender began the DATA, and when it ended: the answer, or the sender gone without one. */
  startedAt: number;
  endedAt: number | null;
  outcome: "accepted" | "temporary" | "permanent" | "held" | "slow" | "abandoned";
}

/**
 * A real SMTP server inside the test process (the `smtp-server` package), on loopback: it keeps every
 * message it accepts, parsed, and a log of every transaction, and answers as `mode` says; `stop` and
 * `start` take it down and up again. Without `port` it listens where the system says (port 0), and comes
 * back on that port after a `stop`, since the app under test keeps sending to its `url`.
 */
export async function startSmtp({ port: wanted = 0, slowMs = 4_000 }: { port?: number; slowMs?: number } = {}) {
  let port = wanted;
  const received: ParsedMail[] = [];
  const transactions: SmtpTransaction[] = [];
  let mode: SmtpMode = "accept";
  let server: SMTPServer | null = null;
  // Transactions of each connection still waiting for their answer: ended when the sender hangs up.
  const open = new Map<string, SmtpTransaction[]>();

  function settle(sessionId: string, transaction: SmtpTransaction, outcome: SmtpTransaction["outcome"]) {
    transaction.outcome = outcome;
    transaction.endedAt = Date.now();
    const waiting = open.get(sessionId) ?? [];
    open.set(
      sessionId,
      waiting.filter((t) => t !== transaction),
    );
  }

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onConnect(session, callback) {
        open.set(session.id, []);
        callback();
      },
      onClose(session) {
        for (const transaction of open.get(session.id) ?? []) {
          transaction.endedAt = Date.now();
          if (transaction.outcome === "slow") transaction.outcome = "abandoned";
        }
        open.delete(session.id);
      },
      onData(stream, session, callback) {
        const startedAt = Date.now();
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          const answer = mode;
          const transaction: SmtpTransaction = {
            messageId: "",
            subject: "",
            startedAt,
            endedAt: null,
            outcome: answer === "hold" ? "held" : "slow",
          };
          transactions.push(transaction);
          // Parsed beside the answer, not before it: on a busy machine the parsing would otherwise make
          // this server slower to answer than the test means it to be.
          const parsed = simpleParser(Buffer.concat(chunks)).then((mail) => {
            transaction.messageId = mail.messageId ?? "";
            transaction.subject = mail.subject ?? "";
            return mail;
          });
          const waiting = open.get(session.id);
          if (!waiting) {
            // The sender hung up while the message was being read.
            transaction.endedAt = Date.now();
            transaction.outcome = "abandoned";
            return;
          }
          waiting.push(transaction);
          if (answer === "hold") return;
          if (answer === "slow") await new Promise((done) => setTimeout(done, slowMs));
          if (transaction.outcome === "abandoned") return;
          if (answer === "temporary") {
            settle(session.id, transaction, "temporary");
            return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          }
          if (answer === "permanent") {
            settle(session.id, transaction, "permanent");
            return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
          }
          settle(session.id, transaction, "accepted");
          callback();
          received.push(await parsed);
        });
      },
    });
    const listening = server;
    await new Promise<void>((done, fail) => {
      listening.once("error", fail);
      listening.listen(port, "127.0.0.1", () => done());
    });
    port = (listening.server.address() as AddressInfo).port;
  }

  async function stop() {
    const current = server;
    server = null;
    if (current) await new Promise<void>((done) => current.close(() => done()));
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Every message handed over, in the order they were read whole, whatever the answer. */
    transactions,
    setMode: (next: SmtpMode) => {
      mode = next;
    },
    /** Messages received whole and never answered (mode "hold"): none of them counts as received. */
    held: () => transactions.filter((t) => t.outcome === "held").length,
    /** Messages received whole whose sender is still connected and waiting for the answer. */
    waiting: () => [...open.values()].reduce((sum, list) => sum + list.length, 0),
    start,
    stop,
  };
}

/**
 * The Message-IDs of a lead's two mails (app/features/leads): the company's notification carries the
 * reference alone, the visitor's acknowledgement the reference and its kind. Both subjects name the
 * reference, so the tests tell the mails apart by these.
 */
export const notificationId = (ref: string) => `<${ref}@www.example.com>`;
export const acknowledgementId = (ref: string) => `<${ref}.acknowledgement@www.example.com>`;
