import { useState } from 'react';
import { useRevalidator } from 'react-router';

import { createEdition, getEditions, makeEditionCurrent } from '../../../api/admin';
import { apiMessageOf } from '../../../api/adminClient';
import { EditionsView, type EditionsAnswer } from '../../../components/views/console/EditionsView';
import { adminMessages } from '../../../domain/adminMessages';
import { editionsMessages as text } from '../../../domain/editionsMessages';
import { formatElectionDate } from '../../../domain/election';
import type { EditionSummary } from '../../../domain/types';
import { usePage } from '../../shared/usePage';
import { consoleLoader, read, useConsoleData, useLatest, valueOf } from '../consoleData';

/** Every edition (GET /admin/editions). */
export const editionsLoader = consoleLoader(async ({ request: { signal } }) => ({
  editions: await read(getEditions(signal)),
}));

/**
 * Route /admin/edicoes (issue 41 §1): the editions from its loader; 'Criar a próxima edição'
 * (POST /admin/editions) and 'Tornar atual' (POST /admin/editions/:id/current) say their answer
 * (the server's refusal in its own words) and read the list again.
 */
export function EditionsContainer() {
  const { editions: answer } = useConsoleData<typeof editionsLoader>();
  const revalidator = useRevalidator();
  const [editions] = useLatest<EditionSummary[]>(valueOf(answer));
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<EditionsAnswer | null>(null);
  usePage(adminMessages.app.titles.page(text.title));

  const run = (action: () => Promise<EditionSummary>, kind: 'created' | 'madeCurrent') => {
    if (working) return;
    setWorking(true);
    setOutcome(null);
    action()
      .then(
        (edition) => setOutcome({ kind, year: edition.year }),
        (error: unknown) => {
          console.error('Editions action failed', error);
          setOutcome({ kind: 'refused', message: apiMessageOf(error) ?? text.refused });
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
      onCreate={() => run(createEdition, 'created')}
      onMakeCurrent={(id) => run(() => makeEditionCurrent(id), 'madeCurrent')}
      working={working}
      answer={outcome}
    />
  );
}
