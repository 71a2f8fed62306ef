import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { sealVerdict, type SealCheck } from '../../../../domain/awards';
import { awardsMessages } from '../../../../domain/awardsMessages';
import { AsyncContent } from '../../../primitives/AsyncContent';
import { PageHeader } from '../../../primitives/PageHeader';
import { AppLayout } from '../../../voter/AppLayout';

export type SealCheckState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'answered'; check: SealCheck };

export interface SealCheckViewProps {
  state: SealCheckState;
  /** 'Tentar novamente' after a failed load. */
  onRetry: () => void;
  /** Where the back arrow and 'Ver todos os vencedores' lead. @default '/vencedores' */
  archiveHref?: string;
  sx?: SxProps<Theme>;
}

const text = awardsMessages.verify;

function Confirmed({ check }: { check: SealCheck }) {
  const { winners, category, year } = check;
  return (
    <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle component="p" sx={{ fontSize: '1.125rem' }}>
        {winners.length === 1
          ? text.confirmed(winners[0]!, category, year)
          : text.confirmedTie(winners, category, year)}
      </AlertTitle>
      {text.award(check.award)}
    </Alert>
  );
}

function Mismatch({ check }: { check: SealCheck }) {
  const { winners, category, year, claimed } = check;
  return (
    <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle component="p" sx={{ fontSize: '1.125rem' }}>
        {text.mismatchTitle}
      </AlertTitle>
      {claimed && winners.length > 0 ? (
        <>
          <Typography component="span" sx={{ display: 'block' }}>
            {text.mismatchCompany(claimed, category, year)}
          </Typography>
          <Typography component="span" sx={{ display: 'block' }}>
            {text.winnersWere(winners)}
          </Typography>
        </>
      ) : (
        text.mismatchNone(year)
      )}
    </Alert>
  );
}

/**
 * /vencedores/{year}/{categoria}, the address printed on a winner's seal (issue 41 §2): in plain
 * Portuguese, whether that category elected that company that year, with a link to the published
 * ata; a seal whose year or category elected nobody (or not the company it names) "não confere".
 */
export function SealCheckView({
  state,
  onRetry,
  archiveHref = '/vencedores',
  sx,
}: SealCheckViewProps) {
  const check = state.kind === 'answered' ? state.check : null;
  const verdict = check ? sealVerdict(check) : null;
  return (
    <AppLayout sx={sx}>
      <PageHeader title={text.title} backHref={archiveHref} />
      <AsyncContent
        status={state.kind === 'loading' ? 'loading' : state.kind === 'failed' ? 'error' : 'ready'}
        loadingLabel={text.loading}
        errorMessage={text.failed}
        onRetry={onRetry}
        sx={{ maxWidth: 640 }}
      >
        {check && (
          <Stack spacing={2}>
            {verdict === 'confirmed' ? <Confirmed check={check} /> : <Mismatch check={check} />}
            {verdict === 'confirmed' && check.ataHref && (
              <Box>
                <Typography sx={{ mb: 0.5 }}>{text.ataHint}</Typography>
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
                >
                  <Link href={check.ataHref} download>
                    {text.ata(check.year)}
                  </Link>
                  {check.resultsHref && (
                    <Link href={check.resultsHref}>{text.results(check.year)}</Link>
                  )}
                </Stack>
              </Box>
            )}
          </Stack>
        )}
      </AsyncContent>
      <Link href={archiveHref} sx={{ display: 'inline-block', mt: 3 }}>
        {text.archive}
      </Link>
    </AppLayout>
  );
}
