import { useState } from 'react';
import { useRevalidator } from 'react-router';

import { createEdition, getEditions, importMembers, makeEditionCurrent } from '../../../api/admin';
import { apiLinesOf, apiMessageOf } from '../../../api/adminClient';
import { EditionsView, type EditionsAnswer } from '../../../components/views/console/EditionsView';
import { adminMessages } from '../../../domain/adminMessages';
import { editionsMessages as text } from '../../../domain/editionsMessages';
import { formatElectionDate } from '../../../domain/election';
import { MEMBER_FILE_MAX_BYTES } from '../../../domain/memberList';
import type { EditionSummary } from '../../../domain/types';
import { usePage } from '../../shared/usePage';
import { consoleLoader, read, useConsoleData, useLatest, valueOf } from '../consoleData';
import { readImportFile } from '../readImportFile';

/** Every edition (GET /admin/editions). */
export const editionsLoader = consoleLoader(async ({ request: { signal } }) => ({
  editions: await read(getEditions(signal)),
}));

/** The chosen file could not be sent: said as the server's refusals are. */
class FileProblem extends Error {}

/**
 * Route /admin/edicoes (issue 41 §1): the editions from its loader; 'Criar a próxima edição'
 * (POST /admin/editions), 'Tornar atual' (POST /admin/editions/:id/current) and the member
 * list's file (read here, POST /admin/members/import) say their answer (the server's refusal in
 * its own words, with a file's lines) and read the list again.
 */
export function EditionsContainer() {
  const { editions: answer } = useConsoleData<typeof editionsLoader>();
  const revalidator = useRevalidator();
  const [editions] = useLatest<EditionSummary[]>(valueOf(answer));
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<EditionsAnswer | null>(null);
  usePage(adminMessages.app.titles.page(text.title));

  const run = <T,>(action: () => Promise<T>, answered: (value: T) => EditionsAnswer) => {
    if (working) return;
    setWorking(true);
    setOutcome(null);
    action()
      .then(
        (value) => setOutcome(answered(value)),
        (error: unknown) => {
          console.error('Editions action failed', error);
          const errors = apiLinesOf(error);
          setOutcome({
            kind: 'refused',
            message:
              error instanceof FileProblem ? error.message : (apiMessageOf(error) ?? text.refused),
            ...(errors ? { errors } : {}),
          });
        },
      )
      .finally(() => {
        setWorking(false);
        void revalidator.revalidate();
      });
  };

  return (
    <EditionsView
      editions={answer.ok || editions ? editions : null}
      loadFailed={!answer.ok && editions === null && revalidator.state === 'idle'}
      onRetry={() => void revalidator.revalidate()}
      formatDate={formatElectionDate}
      onCreate={() => run(createEdition, ({ year }) => ({ kind: 'created', year }))}
      onMakeCurrent={(id) =>
        run(
          () => makeEditionCurrent(id),
          ({ year }) => ({ kind: 'madeCurrent', year }),
        )
      }
      onImportMembers={(file) =>
        run(
          async () => {
            const opened = await readImportFile(file, MEMBER_FILE_MAX_BYTES);
            if (!opened.ok) {
              throw new FileProblem(
                opened.problem === 'notUtf8'
                  ? text.members.notUtf8(file.name)
                  : text.members[opened.problem],
              );
            }
            const content = opened.content;
            return importMembers({ fileName: file.name, content });
          },
          ({ year, members, repeated }) => ({ kind: 'membersImported', year, members, repeated }),
        )
      }
      working={working}
      answer={outcome}
    />
  );
}
