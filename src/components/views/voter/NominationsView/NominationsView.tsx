import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import type { NominationCategory } from '../../../../domain/awards';
import { awardsMessages } from '../../../../domain/awardsMessages';
import { CATALOG_NAME_MAX } from '../../../../domain/catalogName';
import { matchesSearch, normalizeForSearch } from '../../../../domain/search';
import { PageHeader } from '../../../primitives/PageHeader';
import { AppLayout } from '../../../voter/AppLayout';

/** Before the window, during it, after it. */
export type NominationsPhase = 'notYet' | 'open' | 'closed';

/** What the last ENVIAR INDICAÇÕES came to. */
export type NominationsOutcome = 'sent' | 'nothingToSend' | 'failed';

export interface NominationsViewProps {
  phase: NominationsPhase;
  /** The window as the voter reads it ('Indicações de 01/02/2027 a 28/02/2027.'). */
  windowLabel?: string;
  /** When the window opens, as the voter reads it (phase 'notYet'). */
  opensAtLabel?: string;
  /** The edition's categories, each with what this voter already nominated there. */
  categories: NominationCategory[];
  /** What is written in each open field, by category id. */
  values: Readonly<Record<number, string>>;
  onChange: (categoryId: number, value: string) => void;
  /** The association's member list, for suggestions (none imported: no suggestions). @default [] */
  members?: readonly string[];
  /** ENVIAR INDICAÇÕES (and Enter in a field with no suggestion open). */
  onSubmit: () => void;
  /** @default false */
  submitting?: boolean;
  /** @default null */
  outcome?: NominationsOutcome | null;
  /** 'Sair' in the app bar. */
  onSignOut?: () => void;
  sx?: SxProps<Theme>;
}

const text = awardsMessages.nominate;

/** Suggestions from two letters typed, at most this many (a member list has thousands). */
const SUGGESTIONS_FROM = 2;
const SUGGESTIONS_MAX = 8;

function suggest(members: readonly string[], typed: string): string[] {
  if (normalizeForSearch(typed).length < SUGGESTIONS_FROM) return [];
  return members.filter((m) => matchesSearch(m, typed)).slice(0, SUGGESTIONS_MAX);
}

function NominationField({
  category,
  value,
  members,
  disabled,
  onChange,
}: {
  category: NominationCategory;
  value: string;
  members: readonly string[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const options = suggest(members, value);
  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(all) => all}
      inputValue={value}
      onInputChange={(_, next) => onChange(next)}
      disabled={disabled}
      noOptionsText={text.noSuggestions}
      renderInput={(params) => (
        <TextField
          {...params}
          label={category.name}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: CATALOG_NAME_MAX },
          }}
        />
      )}
    />
  );
}

/**
 * /indicacoes (issue 41 §3), with the voting's sign-in: one field per category in which the voter
 * names one company in free text, with suggestions from the association's member list (MUI
 * Autocomplete, freeSolo: a name not on the list is as good); a category already nominated shows
 * the voter's nomination instead. Before and after the window: what happens and when.
 */
export function NominationsView({
  phase,
  windowLabel,
  opensAtLabel,
  categories,
  values,
  onChange,
  members = [],
  onSubmit,
  submitting = false,
  outcome = null,
  onSignOut,
  sx,
}: NominationsViewProps) {
  const open = categories.filter((c) => c.nominated === null);
  return (
    <AppLayout sx={sx} onSignOut={onSignOut}>
      <PageHeader title={text.title} />
      {phase === 'notYet' && <Alert severity="info">{text.notYet(opensAtLabel ?? '')}</Alert>}
      {phase === 'closed' && <Alert severity="info">{text.closed}</Alert>}
      {phase === 'open' && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          sx={{ maxWidth: 640 }}
        >
          <Typography sx={{ mb: 1 }}>{text.intro}</Typography>
          {windowLabel && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {windowLabel}
            </Typography>
          )}
          {open.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {text.hint}
            </Typography>
          )}
          <Stack spacing={2}>
            {categories.map((category) => (
              <Card key={category.id} sx={{ p: 2 }}>
                {category.nominated === null ? (
                  <NominationField
                    category={category}
                    value={values[category.id] ?? ''}
                    members={members}
                    disabled={submitting}
                    onChange={(value) => onChange(category.id, value)}
                  />
                ) : (
                  <>
                    <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                      {category.name}
                    </Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>
                      {text.yours(category.nominated)}
                    </Typography>
                  </>
                )}
              </Card>
            ))}
          </Stack>
          <Box aria-live="polite" sx={{ mt: 2 }}>
            {outcome === 'sent' && <Alert severity="success">{text.sent}</Alert>}
            {outcome === 'nothingToSend' && <Alert severity="warning">{text.nothingToSend}</Alert>}
            {outcome === 'failed' && <Alert severity="error">{text.failed}</Alert>}
          </Box>
          {open.length > 0 && (
            <Button
              type="submit"
              variant="contained"
              loading={submitting}
              fullWidth
              sx={{ mt: 2, maxWidth: { sm: 320 } }}
            >
              {text.submit}
            </Button>
          )}
        </Box>
      )}
    </AppLayout>
  );
}
