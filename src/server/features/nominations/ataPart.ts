/**
 * What the ata de apuração says of the nominations phase (issue 41 §3), read when the results
 * are published: per category, each finalist with its nominations counted (voters who count),
 * and each of the operator's merges (the spellings merged, and the name of the group they are
 * in). Null when the edition had no phase or its ballot was not published from it.
 */
import type { Kysely } from 'kysely';

import type { AtaNominations } from '../../../domain/trust';
import type { Database } from '../../db/schema';

import { finalistsOf, visible, withCounts } from './groups';
import { countsByText, editionCategories, groupsRow, phaseOf } from './repository';

export async function nominationsForAta(db: Kysely<Database>): Promise<AtaNominations | null> {
  const phase = await phaseOf(db);
  if (!phase || phase.ballot_published_at === null) return null;
  const out: AtaNominations = [];
  for (const category of await editionCategories(db)) {
    const row = await groupsRow(db, category.id);
    if (!row) continue;
    const all = withCounts(row.groups, await countsByText(db, category.id));
    const shown = visible(all);
    const { finalists } = finalistsOf(shown, row.finalists);
    const holding = (text: string) => all.find((g) => g.variants.some((v) => v.text === text));
    out.push({
      category: category.name,
      finalists: finalists.map((id) => {
        const group = shown.find((g) => g.id === id)!;
        return { name: group.name, nominations: group.count };
      }),
      merges: row.merges
        .filter((merge) => merge.texts.length > 0)
        .map((merge) => ({
          into: (all.find((g) => g.id === merge.into) ?? holding(merge.texts[0]!))?.name ?? '',
          spellings: merge.texts,
        })),
    });
  }
  return out;
}
