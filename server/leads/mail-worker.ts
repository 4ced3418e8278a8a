import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import { composeAcknowledgement } from "./acknowledgement.ts";
import type { MailSettings } from "./config.ts";
import { filesOf, readStoredFile } from "./files.ts";
import { composeLeadMail } from "./mail.ts";
import { type Claim, claimNext, markFailure, markSent } from "./outbox.ts";
import type { LeadStore, LeadsTable } from "./store.ts";

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
 * How long one attempt may take from its claim, connection and mail server's answer included: three
 * quarters of the lease. The last quarter is for recording the outcome, so a mail is never handed to the
 * mail server by two senders at once (the second one claims only after the lease).
 */
export function sendBudgetMs(leaseMs: number): number {
  return Math.floor(leaseMs * 0.75);
}

/**
 * The worker's SMTP transport. Connections are pooled (a burst of leads is not one TCP and TLS handshake per
 * mail), but the pool never sends a message again on its own (`maxRequeues: 0`): a connection lost mid-send
 * is a failed attempt, retried by the worker under a claim of its own. nodemailer waits minutes by default;
 * a mail server that does not answer in seconds is retried later, and each send is cut at its budget.
 */
export async function createMailTransport(mail: MailSettings): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    url: mail.smtpUrl ?? undefined,
    pool: true,
    maxConnections: mail.concurrency,
    maxRequeues: 0,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/**
 * A mail the mail server took whose `sent` mark the database refused: it is never sent again by this
 * process for the same queueing (its `created_at`), only recorded, under the latest claim this process
 * holds on it.
 */
interface Unrecorded {
  claim: Claim;
  /** A sender is recording it now: the others leave it alone. */
  busy: boolean;
  /** The database refused it once already (said once in the log, not at every try). */
  refused: boolean;
  /**
   * Its claim lapsed: the row is pending under a newer claim, this process's own (a sender whose claim is
   * still on its way back from the database) or another instance's. Kept, so that a claim of this process
   * records it rather than sending it again; no longer counted as unrecorded, and forgotten once the row is
   * sent, failed or queued again.
   */
  lost: boolean;
}

/**
 * The mail worker of one app process: sends what the outbox holds, a few mails at a time, as soon as a
 * lead is stored (`wake`) and every `pollMs` (retries, leases of crashed workers, other instances' leads).
 * Submissions never wait for it.
 */
/** The worker the lead service runs: woken by a new lead, stopped after the mail it is sending. */
export interface MailWorker {
  /** Looks at the queue now rather than at the next poll. */
  wake(): void;
  /** Mails the mail server took whose `sent` mark the database has refused so far. */
  unrecorded(): number;
  stop(): Promise<void>;
}

export function startMailWorker(
  openStore: () => Promise<LeadStore>,
  settings: MailSettings,
  transport: Transporter,
  log: Logger,
): MailWorker {
  let running = true;
  // Senders at work, each on its own pooled SMTP connection: a slow mail server holding one mail does not
  // keep the others waiting.
  const senders = new Set<Promise<void>>();
  // The database being away is said once, not by every sender at every poll, and again after it was back.
  let unavailable = false;
  // Delivered, not yet recorded: the fact "delivered" is kept here until the database takes it, so a
  // database error after the mail server's OK is retried as a database error, never as a second send.
  const unrecorded = new Map<string, Unrecorded>();
  const budgetMs = sendBudgetMs(settings.leaseMs);
  // Senders that may be on a visitor's acknowledgement at once: one stays for the company's mail, so a
  // mail server slow to take acknowledgements never keeps a lead from the company's inbox.
  const acknowledgementSenders = Math.max(1, settings.concurrency - 1);
  let onAcknowledgements = 0;

  /** The message a claimed row stands for, or null when there is nobody to send it to. */
  /**
   * The mail of one job. The company's carries the request's files when they fit its limit, each streamed
   * from the store under the name the visitor's device gave it; the acknowledgement names them only.
   */
  async function messageOf(store: LeadStore, job: Claim, lead: LeadsTable) {
    const files = await filesOf(store, lead.ref);
    if (job.kind === "acknowledgement") {
      const mail = composeAcknowledgement(lead, { host: settings.host }, files);
      return mail && { from: settings.from, ...mail };
    }
    const { attachFiles, ...mail } = composeLeadMail(lead, settings, files);
    const attachments = attachFiles
      ? files.map((file) => ({
          filename: file.name,
          contentType: file.type,
          content: readStoredFile(store, file.sha256, file.size),
        }))
      : [];
    return { from: settings.from, to: settings.to, ...mail, ...(attachments.length > 0 ? { attachments } : {}) };
  }

  /**
   * Records a delivered mail under `claim`. A database error keeps it unrecorded (tried again at the next
   * wake or claim); a row another sender has claimed since is theirs to record.
   */
  async function recordSent(store: LeadStore, claim: Claim): Promise<void> {
    const entry = unrecorded.get(claim.id);
    if (!entry || entry.busy) return;
    entry.busy = true;
    try {
      if (await markSent(store, claim, new Date())) {
        unrecorded.delete(claim.id);
        if (entry.refused) log.info({ event: "mail sent, recorded late", ref: claim.lead_ref });
      } else if (entry.claim === claim && !entry.lost) {
        // Its lease lapsed before the database came back. The newer claim may be a sender of this process
        // whose claim has not reached `deliver` yet: forgetting the mail now would have it sent twice.
        entry.lost = true;
        log.warn({ event: "mail sent, claim lost", ref: claim.lead_ref, attempt: claim.attempts });
      }
    } catch (error) {
      if (!entry.refused) {
        log.error({ event: "mail sent, not recorded", ref: claim.lead_ref, error: (error as Error).message });
      }
      entry.refused = true;
    } finally {
      entry.busy = false;
    }
  }

  /**
   * Tries again to record every mail delivered while the database refused its mark, and forgets a lost
   * one whose row another claim has settled (sent or failed) or the operator queued again.
   */
  async function recordPending(store: LeadStore): Promise<void> {
    for (const entry of [...unrecorded.values()]) {
      if (!entry.lost) {
        await recordSent(store, entry.claim);
        continue;
      }
      // Every sender a poll starts comes here: one looks at the row, as one records a mail (`busy`).
      if (entry.busy) continue;
      entry.busy = true;
      try {
        const row = await store.db
          .selectFrom("outbox")
          .select(["status", "created_at"])
          .where("id", "=", entry.claim.id)
          .executeTakeFirst();
        const settled = row?.status !== "pending" || row.created_at !== entry.claim.created_at;
        if (settled && unrecorded.get(entry.claim.id) === entry && entry.lost) unrecorded.delete(entry.claim.id);
      } finally {
        entry.busy = false;
      }
    }
  }

  /**
   * Records a failed attempt: retried later, or failed for good when `permanent` or past the retry window;
   * a claim lost meanwhile leaves the row to the newer one.
   */
  async function recordFailure(store: LeadStore, claim: Claim, message: string, permanent: boolean): Promise<void> {
    const at = new Date();
    const expired = at.getTime() - Date.parse(claim.created_at) >= settings.retryWindowMs;
    const retryAt =
      permanent || expired
        ? null
        : new Date(at.getTime() + retryDelay(claim.attempts, settings.retryBaseMs, settings.retryMaxMs));
    const ref = claim.lead_ref;
    const mail = claim.kind;
    if (!(await markFailure(store, claim, message, at, retryAt))) {
      log.warn({
        event: "mail attempt outcome dropped, claim lost",
        ref,
        mail,
        attempt: claim.attempts,
        error: message,
      });
    } else if (retryAt) log.warn({ event: "mail retry", ref, mail, attempt: claim.attempts, retryAt, error: message });
    else log.error({ event: "mail failed", ref, mail, attempt: claim.attempts, error: message });
  }

  /**
   * Claims and sends one mail; false when none is due. A sender takes an acknowledgement only while a slot
   * for one is free, counted before the claim so that two senders cannot both take the last one.
   */
  async function deliverOne(store: LeadStore): Promise<boolean> {
    const mayAcknowledge = onAcknowledgements < acknowledgementSenders;
    if (mayAcknowledge) onAcknowledgements += 1;
    let holdsSlot = mayAcknowledge;
    try {
      const job = await claimNext(store, new Date(), settings.leaseMs, { companyOnly: !mayAcknowledge });
      if (holdsSlot && job?.kind !== "acknowledgement") {
        onAcknowledgements -= 1;
        holdsSlot = false;
      }
      if (!job) return false;
      await deliver(store, job);
      return true;
    } finally {
      if (holdsSlot) onAcknowledgements -= 1;
    }
  }

  async function deliver(store: LeadStore, job: Claim): Promise<void> {
    const known = unrecorded.get(job.id);
    if (known && known.claim.created_at === job.created_at) {
      // This process delivered it already and only the record is missing: record it, never send it again.
      known.claim = job;
      known.lost = false;
      await recordSent(store, job);
      return;
    }
    // Queued again by the operator since this process delivered it: a new send is what was asked for.
    if (known) unrecorded.delete(job.id);
    // The attempt's budget runs from the claim: the lead's row and the mail server both count in it.
    const deadline = AbortSignal.timeout(budgetMs);
    const lead = await store.db.selectFrom("leads").selectAll().where("ref", "=", job.lead_ref).executeTakeFirst();
    if (!lead) {
      await recordFailure(store, job, "lead not found", true);
      return;
    }
    const message = await messageOf(store, job, lead);
    if (!message) {
      await recordFailure(store, job, "no mail address to send to", true);
      return;
    }
    try {
      // nodemailer's types do not name `signal` yet; the transport honours it (it closes the connection).
      await transport.sendMail({ ...message, signal: deadline });
    } catch (error) {
      // Cut at its budget, the attempt's fate is unknown to us (the mail server may still take it): it is
      // tried again like a lost connection, and a second copy carries the same Message-ID.
      const reason = deadline.aborted
        ? `no answer from the mail server within ${budgetMs} ms: connection closed`
        : (error as Error).message;
      await recordFailure(store, job, reason, !deadline.aborted && isPermanent(error));
      return;
    }
    // Past this point the mail is delivered: whatever the database says, it is not sent again from here.
    unrecorded.set(job.id, { claim: job, busy: false, refused: false, lost: false });
    log.info({ event: "mail sent", ref: lead.ref, kind: lead.kind, mail: job.kind, attempt: job.attempts });
    await recordSent(store, job);
  }

  async function sender() {
    try {
      const store = await openStore();
      await recordPending(store);
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
    /** Mails the mail server took whose `sent` mark the database has refused so far. */
    unrecorded: () => [...unrecorded.values()].filter((entry) => !entry.lost).length,
    async stop() {
      running = false;
      clearInterval(timer);
      await Promise.all(senders);
      // A last try for what the database refused: otherwise the next start sends those mails again once
      // their lease lapses (with the same Message-ID, which the mailbox can recognise).
      if (unrecorded.size > 0) await openStore().then(recordPending, () => {});
      transport.close();
    },
  };
}
