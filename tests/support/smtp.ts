import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * What the test SMTP server answers to a message: take it, refuse it for now (4xx) or for good (5xx), or
 * hold it unanswered (the sender cannot know whether it was taken: the mail is "in flight").
 */
export type SmtpMode = "accept" | "temporary" | "permanent" | "hold";

/**
 * A real SMTP server inside the test process (the `smtp-server` package), on loopback: it keeps every
 * message it accepts, parsed, and answers as `mode` says; `stop` and `start` take it down and up again.
 */
export async function startSmtp(port: number) {
  const received: ParsedMail[] = [];
  let mode: SmtpMode = "accept";
  let held = 0;
  let server: SMTPServer | null = null;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          if (mode === "hold") {
            held += 1;
            return;
          }
          if (mode === "temporary") return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          if (mode === "permanent")
            return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
          received.push(await simpleParser(Buffer.concat(chunks)));
          callback();
        });
      },
    });
    await new Promise<void>((done, fail) => {
      server?.once("error", fail);
      server?.listen(port, "127.0.0.1", () => done());
    });
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
    setMode: (next: SmtpMode) => {
      mode = next;
    },
    /** Messages received whole and never answered (mode "hold"): none of them counts as received. */
    held: () => held,
    start,
    stop,
  };
}
