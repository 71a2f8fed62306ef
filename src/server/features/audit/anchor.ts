/**
 * Anchoring the audit chain outside the database (issue 36, decisions 231 and 232):
 *
 * - at the close (the first time a server or the CLI sees the election closed: this module's
 *   periodic check, the results read, the publication), the votes' digest goes into the chain
 *   as its own row (`votes.sealed`, once per close: a close is its closesAt) and the operators
 *   get the head by e-mail;
 * - at publication the operators get the head printed in the ata by e-mail;
 * - once a day (UTC) an `audit.head` line goes to the log with the head.
 *
 * Whoever deletes the last rows afterwards cannot take back the head those copies hold:
 * `audit verify --head H` says it is gone.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { electionView, electionRepository } from '../election';
import { operatorsRepository } from '../operators';

import { anchorMessages } from './messages';
import { auditHead, recordAuditOnce, SYSTEM_ACTOR } from './repository';
import { parseSeal, votesDigest, type VotesSeal } from './votesDigest';
import { ballotBox, latestSealRow, sealTarget, windowChangedAfter } from './voteSeal';

/** Sends one e-mail to one operator (the outbox's enqueue, in the server and the CLI). */
export type SendToOperator = (to: string, subject: string, text: string) => Promise<unknown>;

export interface AnchorLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** E-mails every operator. */
async function mailOperators(
  db: Kysely<Database>,
  send: SendToOperator,
  subject: string,
  text: string,
): Promise<void> {
  for (const operator of await operatorsRepository(db).list()) {
    await send(operator.email, subject, text);
  }
}

/** The close each database's process already saw sealed (a seal row is never removed). */
const sealedCloses = new WeakMap<Kysely<Database>, { edition: number; seal: VotesSeal }>();

/**
 * Writes the `votes.sealed` row if the election is closed and this close is not sealed yet; on
 * the first seal, e-mails the head to the operators. Returns the close's seal (new or not), null
 * while the election is not closed.
 */
export async function sealVotesIfClosed(
  db: Kysely<Database>,
  now: number,
  send: SendToOperator | null,
): Promise<{ seal: VotesSeal; sealedNow: boolean } | null> {
  const row = await electionRepository(db).read();
  const edition = Number(row.id);
  const election = electionView(row, now);
  const closesAt = election.closesAt;
  if (election.status !== 'closed' || closesAt === null) return null;
  // Every results read after the close passes here: once this close is sealed, no transaction.
  const known = sealedCloses.get(db);
  if (known?.edition === edition && known.seal.closesAt === closesAt) {
    return { seal: known.seal, sealedNow: false };
  }
  let seal: VotesSeal | null = null;
  const sealedNow = await recordAuditOnce(db, async (trx) => {
    const existing = parseSeal((await latestSealRow(trx))?.after ?? null);
    if (existing && existing.closesAt === closesAt) {
      seal = existing;
      return null;
    }
    seal = { closesAt, ...votesDigest(await ballotBox(trx)) };
    return {
      actor: SYSTEM_ACTOR,
      action: 'votes.sealed',
      target: sealTarget(edition),
      after: seal,
      at: now,
    };
  });
  if (!seal) return null;
  sealedCloses.set(db, { edition, seal });
  if (sealedNow && send) {
    const head = (await auditHead(db)) ?? '';
    await mailOperators(
      db,
      send,
      anchorMessages.closeSubject,
      anchorMessages.closeText(head, seal),
    );
  }
  return { seal, sealedNow };
}

/** At publication: the head printed in the ata, e-mailed to the operators. */
export async function anchorPublication(
  db: Kysely<Database>,
  send: SendToOperator,
  head: string,
  publishedAt: string,
): Promise<void> {
  await mailOperators(
    db,
    send,
    anchorMessages.publicationSubject,
    anchorMessages.publicationText(head, publishedAt),
  );
}

/**
 * What `audit verify` says about the votes: the close's seal against the ballot box now. Only
 * the seal of the close in force counts (an election reopened since has none yet).
 */
export type SealCheck =
  | { status: 'not-sealed' }
  /** The election's close no longer matches the seal and no audited window change explains it. */
  | { status: 'close-moved'; seal: VotesSeal; closesAt: string | null }
  | { status: 'ok'; seal: VotesSeal }
  | { status: 'changed'; seal: VotesSeal; now: { votes: number; sha256: string } };

export async function checkVotesSeal(db: Kysely<Database>, now: number): Promise<SealCheck> {
  const election = electionView(await electionRepository(db).read(), now);
  const row = await latestSealRow(db);
  const seal = parseSeal(row?.after ?? null);
  if (!row || !seal) return { status: 'not-sealed' };
  // The seal is of this close while the close is the one sealed (whatever the clock says).
  if (election.closesAt !== seal.closesAt) {
    // A reopening goes through a route or the CLI, which audit it. A close moved in the
    // database alone would otherwise switch this check off (issue 36: an insider moves votes,
    // then moves the close by a second).
    return (await windowChangedAfter(db, row.id))
      ? { status: 'not-sealed' }
      : { status: 'close-moved', seal, closesAt: election.closesAt };
  }
  const current = votesDigest(await ballotBox(db));
  return current.sha256 === seal.sha256
    ? { status: 'ok', seal }
    : { status: 'changed', seal, now: current };
}

export interface AuditAnchor {
  /** One check: seal at the close, the day's head line. The timer calls it; tests too. */
  tick(): Promise<void>;
  close(): void;
}

/** The server's periodic check (every minute by default). */
export function createAuditAnchor(options: {
  db: Kysely<Database>;
  log: AnchorLog;
  now: () => number;
  send: SendToOperator | null;
  everyMs?: number;
  autoStart?: boolean;
}): AuditAnchor {
  let loggedDay: string | null = null;
  let running: Promise<void> | null = null;
  async function once() {
    const at = options.now();
    await sealVotesIfClosed(options.db, at, options.send);
    const day = new Date(at).toISOString().slice(0, 10);
    if (day !== loggedDay) {
      const head = await auditHead(options.db);
      options.log.info({ event: 'audit.head', head, day }, 'audit.head');
      loggedDay = day;
    }
  }
  const tick = () => {
    running ??= once()
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'Audit anchor check failed');
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer =
    options.autoStart === false ? null : setInterval(() => void tick(), options.everyMs ?? 60_000);
  timer?.unref();
  return {
    tick,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
