import type { Kysely } from "kysely";
import type { Pool } from "pg";
import type { AcceptedFileType } from "../../app/content/attachments.ts";

/**
 * The lead database's tables and the store that holds them, as the store (store.ts) and the request's files
 * (files.ts) both use them.
 */

/** A stored request, as the `leads` table holds it. */
export interface LeadsTable {
  /** The visitor's reference, such as `WI-7K3Q9`. */
  ref: string;
  /** One per form fill: a second submission of the same fill finds the first lead. */
  idempotency_key: string;
  kind: string;
  locale: string;
  name: string;
  email: string;
  service: string;
  /** Every field of the form, as JSON. */
  fields: string;
  /** Path of the page the form was sent from. */
  page: string;
  referrer: string;
  /** The first `utm_*` parameters of the visit, as JSON. */
  utm: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

/**
 * The mails a stored lead sends: the company's notification, and the visitor's acknowledgement (fixed
 * text to the address they gave). Each is a row of its own, claimed, retried and recorded on its own.
 */
export const mailKinds = ["company", "acknowledgement"] as const;
export type MailKind = (typeof mailKinds)[number];

/** An outbox row's id: the lead's reference for its notification, the reference and the kind for the others. */
export function outboxId(ref: string, kind: MailKind): string {
  return kind === "company" ? ref : `${ref}.${kind}`;
}

export interface OutboxTable {
  /** `outboxId(lead_ref, kind)`: one mail of each kind per lead. */
  id: string;
  lead_ref: string;
  kind: MailKind;
  /** "suspect": a lead sent faster than a person fills a form, kept unmailed until the operator releases it. */
  status: "pending" | "sent" | "failed" | "suspect";
  attempts: number;
  next_attempt_at: string;
  /** Until when a worker holds the mail; a crashed worker's hold expires. */
  lease_until: string | null;
  last_error: string | null;
  last_error_at: string | null;
  sent_at: string | null;
  created_at: string;
}

/** A stored file of a lead, as `lead_files` records it. */
export interface LeadFilesTable {
  lead_ref: string;
  /** The file's place among the lead's files, from 0, in the order the visitor chose them. */
  position: number;
  name: string;
  type: AcceptedFileType;
  size: number;
  sha256: string;
}

/** PostgreSQL's copy of the files' contents. */
export interface LeadFileChunksTable {
  sha256: string;
  seq: number;
  data: Buffer;
}

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
  lead_files: LeadFilesTable;
  lead_file_chunks: LeadFileChunksTable;
}

export type LeadRecord = LeadsTable;

export interface LeadStore {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  /** The embedded database's folder, which holds its files too; absent on PostgreSQL. */
  dataDir?: string;
  /** PostgreSQL's connection pool, which the shared rate limit uses too; absent on the embedded database. */
  pool?: Pool;
  close(): Promise<void>;
}
