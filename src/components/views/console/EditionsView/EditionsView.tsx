import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';

import { editionsMessages as text } from '../../../../domain/editionsMessages';
import type { EditionSummary } from '../../../../domain/types';
import { AsyncContent } from '../../../primitives/AsyncContent';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { PageHeader } from '../../../primitives/PageHeader';

/** What the last action came to, said under the page's heading (a live region). */
export type EditionsAnswer =
  | { kind: 'created'; year: number }
  | { kind: 'madeCurrent'; year: number }
  | { kind: 'membersImported'; year: number; members: number; repeated: number }
  /** `errors`: the file's "linha N: motivo", as the server (and the CLI) report them. */
  | { kind: 'refused'; message: string; errors?: string[] };

export interface EditionsViewProps {
  /** Newest year first; null while the first read is on its way. */
  editions: EditionSummary[] | null;
  loadFailed: boolean;
  onRetry: () => void;
  /** Formats an edition's ISO date as the operator reads it (São Paulo's clock). */
  formatDate: (iso: string) => string;
  /** Confirmed 'Criar a próxima edição'. */
  onCreate: () => void;
  /** Confirmed 'Tornar atual' of edition `id`. */
  onMakeCurrent: (id: number) => void;
  /** A member list file (CSV) was chosen for the current edition (decision 321). */
  onImportMembers: (file: File) => void;
  /** An action is on its way: the buttons wait. @default false */
  working?: boolean;
  answer?: EditionsAnswer | null;
  sx?: SxProps<Theme>;
}

type Asking =
  { kind: 'create'; year: number; from: number } | { kind: 'current'; edition: EditionSummary };

function answerText(answer: EditionsAnswer) {
  if (answer.kind === 'created') return text.created(answer.year);
  if (answer.kind === 'madeCurrent') return text.madeCurrent(answer.year);
  if (answer.kind === 'membersImported')
    return text.members.imported(answer.year, answer.members, answer.repeated);
  return answer.message;
}

/**
 * Edições (issue 41 §1): every edition by year with its state and voting period, its member list
 * (decision 321), which one is current, 'Tornar atual' for the others and 'Criar a próxima
 * edição' (from the last one's catalogue), each asked first; the current one's 'Importar lista
 * de associadas' (a CSV, sent as chosen). The server's answer is said under the heading, with a
 * refused file's lines.
 */
export function EditionsView({
  editions,
  loadFailed,
  onRetry,
  formatDate,
  onCreate,
  onMakeCurrent,
  onImportMembers,
  working = false,
  answer = null,
  sx,
}: EditionsViewProps) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseMembers = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onImportMembers(file);
  };
  const last = editions?.[0];
  const status = loadFailed
    ? 'error'
    : editions === null
      ? 'loading'
      : editions.length === 0
        ? 'empty'
        : 'ready';
  return (
    <Box sx={sx}>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <Box role="status" sx={{ mb: answer ? 2 : 0 }}>
        {answer && (
          <Alert severity={answer.kind === 'refused' ? 'error' : 'success'}>
            {answerText(answer)}
            {answer.kind === 'refused' && answer.errors && answer.errors.length > 0 && (
              <ul
                aria-label={text.members.errorsTitle}
                style={{ margin: '4px 0 0', paddingLeft: 20, overflowWrap: 'anywhere' }}
              >
                {answer.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </Box>
      <AsyncContent
        status={status}
        loadingLabel={text.loading}
        errorMessage={text.failed}
        onRetry={onRetry}
        empty={text.empty}
      >
        <Stack spacing={2}>
          {last && (
            <Box>
              <Button
                variant="contained"
                disabled={working}
                onClick={() => setAsking({ kind: 'create', year: last.year + 1, from: last.year })}
              >
                {text.create}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {text.createHint}
              </Typography>
            </Box>
          )}
          <Stack
            component="ul"
            aria-label={text.tableLabel}
            spacing={1.5}
            sx={{ p: 0, m: 0, listStyle: 'none' }}
          >
            {editions?.map((edition) => (
              <Paper
                key={edition.id}
                component="li"
                variant="outlined"
                sx={{
                  p: 2,
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 2,
                  borderColor: edition.current ? 'primary.main' : undefined,
                }}
              >
                <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                    {edition.year} · {edition.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text.states[edition.state]} ·{' '}
                    {text.period(
                      edition.opensAt && formatDate(edition.opensAt),
                      edition.closesAt && formatDate(edition.closesAt),
                    )}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
                  >
                    {edition.memberList
                      ? text.members.list(
                          edition.memberList.members,
                          edition.memberList.fileName,
                          formatDate(edition.memberList.importedAt),
                        )
                      : text.members.none}
                  </Typography>
                  {edition.current && (
                    <Box sx={{ mt: 1.5 }}>
                      <Button
                        variant="outlined"
                        size="small"
                        disabled={working}
                        aria-label={text.members.chooseLabel(edition.year)}
                        aria-describedby="members-hint"
                        onClick={() => fileInput.current?.click()}
                      >
                        {text.members.choose}
                      </Button>
                      {/* Hidden: the button above opens it (a label styled as a button fails axe). */}
                      <input
                        ref={fileInput}
                        hidden
                        type="file"
                        aria-label={text.members.chooseLabel(edition.year)}
                        accept=".csv,text/csv"
                        onChange={chooseMembers}
                      />
                      <Typography
                        id="members-hint"
                        variant="body2"
                        color="text.secondary"
                        sx={{ mt: 0.5 }}
                      >
                        {text.members.hint}
                      </Typography>
                    </Box>
                  )}
                </Box>
                {edition.current ? (
                  <Chip color="primary" label={text.currentBadge} />
                ) : (
                  <Button
                    variant="outlined"
                    disabled={working}
                    aria-label={text.makeCurrentLabel(edition.year)}
                    onClick={() => setAsking({ kind: 'current', edition })}
                  >
                    {text.makeCurrent}
                  </Button>
                )}
              </Paper>
            ))}
          </Stack>
        </Stack>
      </AsyncContent>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.kind === 'create'
            ? text.confirmCreateTitle(asking.year)
            : asking
              ? text.confirmCurrentTitle(asking.edition.year)
              : ''
        }
        message={
          asking?.kind === 'create'
            ? text.confirmCreate(asking.year, asking.from)
            : asking
              ? text.confirmCurrent(asking.edition.year)
              : ''
        }
        confirmLabel={
          asking?.kind === 'create' ? text.confirmCreateLabel : text.confirmCurrentLabel
        }
        cancelLabel={text.cancel}
        onResult={(outcome) => {
          const asked = asking;
          setAsking(null);
          if (outcome !== 'confirmed' || !asked) return;
          if (asked.kind === 'create') onCreate();
          else onMakeCurrent(asked.edition.id);
        }}
      />
    </Box>
  );
}
