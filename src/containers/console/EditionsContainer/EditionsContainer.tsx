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
            // The file's size first (the limit is in bytes of the file): nothing read over it.
            if (file.size > MEMBER_FILE_MAX_BYTES) throw new FileProblem(text.members.tooLarge);
            let bytes: ArrayBuffer;
            try {
              bytes = await file.arrayBuffer();
            } catch {
              throw new FileProblem(text.members.unreadable);
            }
            let content: string;
            try {
              // As the CLI reads it: a file not in UTF-8 is refused, never sent garbled.
              content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
            } catch {
              throw new FileProblem(text.members.notUtf8(file.name));
            }
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
