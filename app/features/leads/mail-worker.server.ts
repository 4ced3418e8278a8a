import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { MailSettings } from "./config.server";
import { composeLeadMail } from "./mail.server";
import { claimNext, markFailure, markSent } from "./outbox.server";
import type { LeadStore } from "./store.server";

/** The delay before attempt `attempts + 1`: exponential, capped, jittered so instances do not retry in step. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), maxMs);
  return Math.round(exponential * (0.5 + random()));
}

/** SMTP answers 5xx for what will never succeed (unknown mailbox, refused sender); 4xx and lost connections pass. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * The mail worker of one app process: sends what the outbox holds, a few mails at a time, as soon as a
 * lead is stored (`wake`) and every `pollMs` (retries, leases of crashed workers, other instances' leads).
 * Submissions never wait for it.
 */
export function startMailWorker(
  openStore: () => Promise<LeadStore>,
  settings: MailSettings,
  transport: Transporter,
  log: Logger,
) {
  let running = true;
  // Senders at work, each on its own pooled SMTP connection: a slow mail server holding one mail does not
  // keep the others waiting.
  const senders = new Set<Promise<void>>();
  // The database being away is said once, not by every sender at every poll, and again after it was back.
  let unavailable = false;

  async function deliverOne(store: LeadStore): Promise<boolean> {
    const now = new Date();
    const job = await claimNext(store, now, settings.leaseMs);
    if (!job) return false;
    const lead = await store.db.selectFrom("leads").selectAll().where("ref", "=", job.lead_ref).executeTakeFirst();
    if (!lead) {
      await markFailure(store, job.id, "lead not found", now, null);
      return true;
    }
    const mail = composeLeadMail(lead, { locales: settings.locales, host: settings.host });
    try {
      await transport.sendMail({ from: settings.from, to: settings.to, ...mail });
      await markSent(store, job.id, new Date());
      log.info({ event: "mail sent", ref: lead.ref, kind: lead.kind, attempt: job.attempts });
    } catch (error) {
      const message = (error as Error).message;
      const at = new Date();
      const expired = at.getTime() - Date.parse(job.created_at) >= settings.retryWindowMs;
      const retryAt =
        isPermanent(error) || expired
          ? null
          : new Date(at.getTime() + retryDelay(job.attempts, settings.retryBaseMs, settings.retryMaxMs));
      await markFailure(store, job.id, message, at, retryAt);
      if (retryAt) log.warn({ event: "mail retry", ref: lead.ref, attempt: job.attempts, retryAt, error: message });
      else log.error({ event: "mail failed", ref: lead.ref, attempt: job.attempts, error: message });
    }
    return true;
  }

  async function sender() {
    try {
      const store = await openStore();
      while (running && (await deliverOne(store))) {
        // One mail after another until none is due.
      }
      unavailable = false;
    } catch (error) {
      // The database is away: the queue waits in it, and the next poll tries again.
      if (!unavailable) log.error({ event: "outbox unavailable", error: (error as Error).message });
      unavailable = true;
    }
  }

  /** Puts idle senders to work: each claims a mail due, sends it, and goes on until none is left. */
  function wake() {
    while (running && senders.size < settings.concurrency) {
      const work: Promise<void> = sender().finally(() => senders.delete(work));
      senders.add(work);
    }
  }

  const timer = setInterval(wake, settings.pollMs);
  timer.unref();
  wake();
  return {
    wake,
    async stop() {
      running = false;
      clearInterval(timer);
      await Promise.all(senders);
      transport.close();
    },
  };
}
