/**
 * Decision 201: the integrity, voter, audit, mail, reminder and public trust types are now
 * `FromSchema` of their answer schemas (src/domain/schemas/trustApi.ts). Each must be the very type
 * the hand-kept twin it replaced was (copied below as it stood), so the web reads the same shapes.
 * `tsc --noEmit` (npm run typecheck) fails on a difference; the test itself only runs the checks.
 */
import { describe, expectTypeOf, it } from 'vitest';

import type {
  AdminVoter,
  AuditEntry,
  AuditPage,
  IntegrityFlag,
  IntegrityFlagKind,
  IntegrityReport,
  IntegritySeverity,
  MailDelivery,
  MailHealth,
  MailStatus,
  VoterActionResult,
} from '../../../src/domain/admin';
import type { ReminderPreview, ReminderProgress } from '../../../src/domain/reminders';
import type { PublicationDigests, PublicReceipts } from '../../../src/domain/trust';

// The hand-kept twins, as they were before their types came from the schemas.
type OldIntegrityFlagKind =
  | 'signup-burst'
  | 'email-pattern'
  | 'disposable-email'
  | 'vote-burst'
  | 'shared-contact'
  | 'domain-cluster'
  | 'company-profile';
type OldIntegritySeverity = 'high' | 'medium' | 'low';
interface OldIntegrityFlag {
  id: string;
  kind: OldIntegrityFlagKind;
  severity: OldIntegritySeverity;
  summary: string;
  evidence: {
    count: number;
    from: string | null;
    to: string | null;
    pattern: string;
    [detail: string]: string | number | null;
  };
  voterIds: number[];
  /** Issue 40 §9: how many of them are invalidated now. */
  invalidated?: number;
}
interface OldIntegrityReport {
  generatedAt: string;
  /** Added by issue 36: results sealed, so no flag names a company. */
  sealed: boolean;
  flags: OldIntegrityFlag[];
}
interface OldAdminVoter {
  id: number;
  nome: string;
  email: string;
  celular: string;
  createdAt: string;
  votes: number;
  invalidated: boolean;
  invalidatedReason: string | null;
}
interface OldVoterActionResult {
  voters: number;
  votes: number;
}
interface OldAuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  /** Issue 40 §7: the target's name, when it has one. */
  targetName?: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}
interface OldAuditPage {
  data: OldAuditEntry[];
  total: number;
}
type OldMailStatus = 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' | 'skipped';
interface OldMailHealth {
  transport: 'smtp' | 'dev-mailbox';
  queued: number;
  retrying: number;
  sending: number;
  oldestWaitingSeconds: number;
  sentLastHour: number;
  failedLastHour: number;
  lastSentAt: string | null;
  lastFailure: { at: string; reason: string } | null;
  bouncedLastDay: number;
  settledLastDay: number;
  bounceRate: number;
  bounceAlert: boolean;
  suppressedAddresses: number;
  sentPerMinute: number;
  expectedWaitSeconds: number | null;
}
interface OldMailDelivery {
  id: number;
  kind: string;
  status: OldMailStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
}
interface OldReminderProgress {
  id: number;
  subject: string;
  createdAt: string;
  createdBy: string;
  total: number;
  queued: number;
  sent: number;
  skipped: number;
  failed: number;
  nextAllowedAt: string | null;
}
interface OldReminderPreview {
  recipients: number;
  subject: string;
  text: string;
}
interface OldPublicReceipts {
  data: { category: string; count: number; receipts: string[] }[];
  sha256: string;
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  categories: { category: string; count: number }[];
}
interface OldPublicationDigests {
  publishedAt: string;
  receiptsSha256: string;
  auditHead: string;
  ataSha256: string;
  /** Issue 36: the publication's version. */
  version?: number;
}

describe('answer types derived from their schemas (decision 201)', () => {
  it('are the hand-kept types they replaced', () => {
    expectTypeOf<IntegrityFlagKind>().toEqualTypeOf<OldIntegrityFlagKind>();
    expectTypeOf<IntegritySeverity>().toEqualTypeOf<OldIntegritySeverity>();
    expectTypeOf<IntegrityFlag>().toEqualTypeOf<OldIntegrityFlag>();
    expectTypeOf<IntegrityReport>().toEqualTypeOf<OldIntegrityReport>();
    expectTypeOf<AdminVoter>().toEqualTypeOf<OldAdminVoter>();
    expectTypeOf<VoterActionResult>().toEqualTypeOf<OldVoterActionResult>();
    expectTypeOf<AuditEntry>().toEqualTypeOf<OldAuditEntry>();
    expectTypeOf<AuditPage>().toEqualTypeOf<OldAuditPage>();
    expectTypeOf<MailStatus>().toEqualTypeOf<OldMailStatus>();
    expectTypeOf<MailHealth>().toEqualTypeOf<OldMailHealth>();
    expectTypeOf<MailDelivery>().toEqualTypeOf<OldMailDelivery>();
    expectTypeOf<ReminderProgress>().toEqualTypeOf<OldReminderProgress>();
    expectTypeOf<ReminderPreview>().toEqualTypeOf<OldReminderPreview>();
    expectTypeOf<PublicReceipts>().toEqualTypeOf<OldPublicReceipts>();
    expectTypeOf<PublicationDigests>().toEqualTypeOf<OldPublicationDigests>();
  });
});
