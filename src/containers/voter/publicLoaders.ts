import { getAwardsArchive, getEditionResults, getSealCheck } from '../../api/awards';
import { quiet, statusOf } from '../../api/client';
import { getElection, getPublicResults } from '../../api/election';
import { getPublication, getPublicationHistory, getPublishedReceipts } from '../../api/trust';

/**
 * The loaders of /resultados, /vencedores and a seal's page (decision 202, like /perfil's): the
 * requests start with the navigation, unawaited, so the page renders its loading state at once
 * and takes the answers when they come (a failure is the page's 'Tentar novamente', which
 * revalidates: the loader asks again).
 */
export function loadArchive() {
  return { archive: quiet(getAwardsArchive()) };
}

export function loadSealCheck(year: string, slug: string) {
  return { check: quiet(getSealCheck(year, slug)) };
}

/**
 * /resultados: GET /results; on a 404, whether the history (GET /results/history, issue 36) has
 * a version ('withdrawn'). Once the results are in, the publication's digests and receipts
 * (issue 26; null when they cannot be read: the results stand on their own). `?ano=YYYY` (issue
 * 41 §2): that edition's results as published (GET /awards/{ano}/results.json) and its award's
 * name from the archive.
 */
export function loadResults(url: string) {
  const ano = new URL(url).searchParams.get('ano');
  if (ano !== null && /^\d{4}$/.test(ano)) {
    const year = Number(ano);
    const award = getAwardsArchive().then(
      (archive) => archive.data.find((e) => e.year === year)?.award ?? null,
      () => null,
    );
    return { year, results: quiet(getEditionResults(year)), award };
  }
  const history = quiet(getPublicationHistory());
  const election = quiet(getElection());
  const results = getPublicResults().then(
    (answer) => ({ state: 'ready' as const, results: answer.data }),
    async (error: unknown) => {
      if (statusOf(error) !== 404) throw error;
      const known = await history.catch(() => null);
      const state = known?.versions.length ? ('withdrawn' as const) : ('notPublished' as const);
      return { state, results: [] };
    },
  );
  const publication = results.then(
    ({ state }) =>
      state === 'ready'
        ? Promise.all([getPublication(), getPublishedReceipts()]).then(
            ([digests, receipts]) => ({ digests, receipts: receipts.categories }),
            () => null,
          )
        : null,
    () => null,
  );
  return { year: null, results: quiet(results), history, election, publication };
}
