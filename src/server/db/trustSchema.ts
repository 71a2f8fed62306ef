/** Table types of migration 009_trust, merged into `Database` (schema.ts). */
import type { Generated } from 'kysely';

export interface PublicationsTable {
  id: Generated<number>;
  published_at: number;
  /** SHA-256 (hex) of the published receipts list (receipts/list.ts). */
  receipts_sha256: string;
  /** The audit chain's head when the results were published (audit/chain.ts). */
  audit_head: string;
  /** SHA-256 (hex) of the ata's PDF bytes. */
  ata_sha256: string;
  /** The ata's figures (AtaSnapshot), so the PDF is the same on every download. */
  snapshot_json: string;
}

export interface RemindersTable {
  id: Generated<number>;
  subject: string;
  body: string;
  created_by: string;
  created_at: number;
}

export interface ReminderJobsTable {
  id: Generated<number>;
  reminder_id: number;
  voter_id: number;
  /** queued → sending (claimed by a worker) → sent, or back to queued, or failed after 3 tries. */
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  /** The outbox message (mail_outbox.id) once handed over; its status is the job's outcome. */
  outbox_id: number | null;
  updated_at: number;
}

declare module './schema' {
  interface Database {
    publications: PublicationsTable;
    reminders: RemindersTable;
    reminder_jobs: ReminderJobsTable;
  }
}
