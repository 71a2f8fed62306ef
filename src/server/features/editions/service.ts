/**
 * The editions' actions, shared by the console's routes and the CLI: each creation and each
 * change of the current edition is audited (edition.create, edition.make-current), and a refusal
 * says why in Portuguese (operatorApiMessages.editions).
 */
import type { Kysely } from 'kysely';

import { hasHiddenCharacters } from '../../../domain/catalogName';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import type { EditionSummary, MemberImportResult } from '../../../domain/types';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { onAdminAction, type ActedBy, type AdminActionName } from '../audit';
import { looksMisdecoded } from '../catalogue';

import { parseMemberCsv } from './memberFile';
import { replaceMemberList } from './memberRepository';
import { createNextEdition, listEditions, makeCurrent, type CreateRefusal } from './repository';

const m = operatorApiMessages.editions;

const CREATE_REFUSALS: Record<CreateRefusal, string> = {
  'current-open': m.currentOpen,
  'current-scheduled': m.currentScheduled,
  'current-unpublished': m.currentUnpublished,
};

export type EditionAnswer =
  | { ok: true; edition: EditionSummary; changed: boolean }
  | { ok: false; status: 404 | 409; message: string };

export type MemberImportAnswer =
  { ok: true; result: MemberImportResult } | { ok: false; message: string; errors: string[] };

export interface EditionsService {
  list(): Promise<EditionSummary[]>;
  /** The next edition from the last one's catalogue (not current yet). */
  create(by: ActedBy): Promise<EditionAnswer>;
  /** Makes edition `id` current; `changed` false when it already was (nothing audited). */
  makeCurrent(by: ActedBy, id: number): Promise<EditionAnswer>;
  /**
   * Replaces the current edition's member list with the CSV's names (decision 321), all or
   * nothing, audited as members.import; a refusal lists the file's problems by line.
   */
  importMembers(
    by: ActedBy,
    file: { fileName: string; content: string },
  ): Promise<MemberImportAnswer>;
}

type Named = Pick<EditionSummary, 'id' | 'year' | 'name'>;
const named = ({ id, year, name }: Named): Named => ({ id, year, name });

export function createEditionsService(
  { db, kind }: { db: Kysely<Database>; kind: DatabaseKind },
  now: () => number,
  /** Called once another edition is current (the election's copy in memory is forgotten). */
  onSwitch: () => void = () => undefined,
): EditionsService {
  /** Audits the change to `edition` and answers with it. */
  async function changed(
    by: ActedBy,
    action: AdminActionName,
    edition: EditionSummary,
    before: Named,
    after: object,
    at: number,
  ): Promise<EditionAnswer> {
    await onAdminAction(db, by, { action, target: `edition:${edition.id}`, before, after }, at);
    return { ok: true, edition, changed: true };
  }

  return {
    list: () => listEditions(db, now()),

    async create(by) {
      const at = now();
      const result = await createNextEdition(db, at);
      if (!result.ok) return { ok: false, status: 409, message: CREATE_REFUSALS[result.refusal] };
      const { categories, companies } = result;
      const after = { ...named(result.edition), categories, companies };
      return changed(by, 'edition.create', result.edition, named(result.from), after, at);
    },

    async makeCurrent(by, id) {
      const at = now();
      const result = await makeCurrent(db, id, at);
      if (!result.ok) {
        return result.refusal === 'not-found'
          ? { ok: false, status: 404, message: m.notFound }
          : { ok: false, status: 409, message: m.switchWhileOpen };
      }
      if (result.before === null) return { ok: true, edition: result.edition, changed: false };
      onSwitch();
      const { edition, before } = result;
      return changed(by, 'edition.make-current', edition, named(before), named(edition), at);
    },

    async importMembers(by, { fileName, content }) {
      const mm = operatorApiMessages.members;
      // The name is stored, shown in Edições and in the audit trail: nothing hidden in it (and
      // no NUL, which PostgreSQL's text cannot hold).
      if (hasHiddenCharacters(fileName))
        return { ok: false, message: mm.fileNameHidden, errors: [] };
      if (looksMisdecoded(content)) return { ok: false, message: mm.notUtf8(fileName), errors: [] };
      const parsed = parseMemberCsv(content);
      if (parsed.problems > 0) {
        return {
          ok: false,
          message: mm.importFailed(fileName, parsed.problems),
          errors: parsed.errors,
        };
      }
      const at = now();
      const imported = { fileName, members: parsed.names.length, repeated: parsed.repeated };
      // Audited in the list's transaction: entries in the order the lists were replaced.
      const done = await replaceMemberList(
        db,
        kind,
        { fileName, names: parsed.names },
        at,
        (trx, replaced) =>
          onAdminAction(
            trx,
            by,
            {
              action: 'members.import',
              target: `edition:${replaced.editionId}`,
              before: replaced.before === null ? null : { members: replaced.before },
              after: { year: replaced.year, ...imported },
            },
            at,
          ),
      );
      return {
        ok: true,
        result: { year: done.year, ...imported, importedAt: new Date(at).toISOString() },
      };
    },
  };
}
