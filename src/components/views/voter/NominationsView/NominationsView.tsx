import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

import type { NominationCategory } from '../../../../domain/awards';
import { awardsMessages } from '../../../../domain/awardsMessages';
import { CATALOG_NAME_MAX } from '../../../../domain/catalogName';
import { matchesSearch, normalizeForSearch } from '../../../../domain/search';
import { AsyncContent } from '../../../primitives/AsyncContent';
import { AuthCheck } from '../../../primitives/AuthCheck';
import { PageHeader } from '../../../primitives/PageHeader';
import { AppLayout } from '../../../voter/AppLayout';

/** Before the window, during it, after it; 'none': the edition has no nominations phase. */
export type NominationsPhase = 'none' | 'notYet' | 'open' | 'closed';

/**
 * Where the page's data stands: 'checkingSession' (the prerendered frame, until the app has
 * checked the session), 'loading', 'failed' (with a retry), 'ready' (the phase decides).
 */
export type NominationsStatus = 'checkingSession' | 'loading' | 'failed' | 'ready';

/** What the last ENVIAR INDICAÇÕES came to. */
export type NominationsOutcome = 'sent' | 'nothingToSend' | 'failed';

export interface NominationsViewProps {
  phase: NominationsPhase;
  /** @default 'ready' */
  status?: NominationsStatus;
  /** 'Tentar novamente' when `status` is 'failed'. */
  onRetry?: () => void;
  /** Where the back arrow ('Voltar') leads. Absent: no arrow. */
  backHref?: string;
  /** The window as the voter reads it ('Indicações de 01/02/2027 a 28/02/2027.'). */
  windowLabel?: string;
  /** When the window opens, as the voter reads it (phase 'notYet'). */
  opensAtLabel?: string;
  /** The edition's categories, each with what this voter already nominated there. */
  categories: NominationCategory[];
  /** What is written in each open field, by category id. */
  values: Readonly<Record<number, string>>;
  /** Categories nominated already whose field is open again ('Alterar'). @default [] */
  changing?: readonly number[];
  /** 'Alterar' on a category nominated already (the phase still open). */
  onChangeNomination?: (categoryId: number) => void;
  onChange: (categoryId: number, value: string) => void;
  /** The association's member list, for suggestions (none imported: no suggestions). @default [] */
  members?: readonly string[];
  /** ENVIAR INDICAÇÕES (and Enter in a field with no suggestion open). */
  onSubmit: () => void;
  /** @default false */
  submitting?: boolean;
  /** @default null */
  outcome?: NominationsOutcome | null;
  /**
   * What the 'failed' outcome says instead of the general text: the server's own reason (its
   * Portuguese message for a refusal it understood). @default undefined
   */
  failedMessage?: string;
  /**
   * A field's problem, by category id: shown under it (aria-invalid, aria-describedby); when it
   * changes, the first field with one (in the categories' order) takes the focus. @default {}
   */
  errors?: Readonly<Record<number, string>>;
  /** 'Sair' in the app bar. */
  onSignOut?: () => void;
  sx?: SxProps<Theme>;
}

const text = awardsMessages.nominate;
const NO_ERRORS: Readonly<Record<number, string>> = {};
const NO_CHANGES: readonly number[] = [];

/** Suggestions from two letters typed, at most this many (a member list has thousands). */
const SUGGESTIONS_FROM = 2;
const SUGGESTIONS_MAX = 8;

function suggest(members: readonly string[], typed: string): string[] {
  if (normalizeForSearch(typed).length < SUGGESTIONS_FROM) return [];
  return members.filter((m) => matchesSearch(m, typed)).slice(0, SUGGESTIONS_MAX);
}

const fieldId = (categoryId: number) => `nomination-${categoryId}`;

/** Whether a category shows its field: not nominated yet, or opened again by 'Alterar'. */
export const nominationFieldOpen = (category: NominationCategory, changing: readonly number[]) =>
  category.nominated === null || changing.includes(category.id);

function NominationField({
  category,
  value,
  members,
  disabled,
  error,
  onChange,
}: {
  category: NominationCategory;
  value: string;
  members: readonly string[];
  disabled: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const options = suggest(members, value);
  return (
    <Autocomplete
      id={fieldId(category.id)}
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
          error={error !== undefined}
          helperText={error}
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
 * the voter's nomination instead, with 'Alterar' to open its field again while the phase is open. Before and after the window: what happens and when; an
 * edition without the phase says so. The frame the build prerenders is `status`
 * 'checkingSession'; a field the name rule refuses says why under it and takes the focus.
 */
export function NominationsView({
  phase,
  windowLabel,
  opensAtLabel,
  categories,
  values,
  changing = NO_CHANGES,
  onChangeNomination,
  onChange,
  members = [],
  onSubmit,
  submitting = false,
  outcome = null,
  failedMessage,
  errors = NO_ERRORS,
  status = 'ready',
  onRetry,
  backHref,
  onSignOut,
  sx,
}: NominationsViewProps) {
  const open = categories.filter((c) => nominationFieldOpen(c, changing));
  const form = useRef<HTMLFormElement>(null);
  // The first field with a problem takes the focus, once per new set of problems.
  const firstError = categories.find((c) => errors[c.id] !== undefined)?.id;
  useEffect(() => {
    if (firstError === undefined) return;
    form.current?.querySelector<HTMLInputElement>(`#${fieldId(firstError)}`)?.focus();
  }, [errors, firstError]);
  // A field opened again by 'Alterar' takes the focus (the button it replaces is gone).
  const lastChanged = changing[changing.length - 1];
  useEffect(() => {
    if (lastChanged === undefined) return;
    form.current?.querySelector<HTMLInputElement>(`#${fieldId(lastChanged)}`)?.focus();
  }, [lastChanged]);
  const ready = status === 'ready';
  return (
    <AppLayout sx={sx} onSignOut={onSignOut}>
      <PageHeader title={text.title} {...(backHref === undefined ? {} : { backHref })} />
      {status === 'checkingSession' && <AuthCheck />}
      {(status === 'loading' || status === 'failed') && (
        <AsyncContent
          status={status === 'loading' ? 'loading' : 'error'}
          loadingLabel={text.loading}
          errorMessage={text.loadFailed}
          {...(onRetry ? { onRetry } : {})}
        />
      )}
      {/* A status, not an alert: it says what the page is, and is announced when it changes. */}
      {ready && phase === 'none' && (
        <Alert severity="info" role="status">
          {text.none}
        </Alert>
      )}
      {ready && phase === 'notYet' && (
        <Alert severity="info" role="status">
          {text.notYet(opensAtLabel ?? '')}
        </Alert>
      )}
      {ready && phase === 'closed' && (
        <Alert severity="info" role="status">
          {text.closed}
        </Alert>
      )}
      {ready && phase === 'open' && (
        <Box
          component="form"
          ref={form}
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
                {nominationFieldOpen(category, changing) ? (
                  <NominationField
                    category={category}
                    value={values[category.id] ?? ''}
                    members={members}
                    disabled={submitting}
                    error={errors[category.id]}
                    onChange={(value) => onChange(category.id, value)}
                  />
                ) : (
                  <>
                    <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                      {category.name}
                    </Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>
                      {text.yours(category.nominated ?? '')}
                    </Typography>
                    {onChangeNomination && (
                      <Button
                        size="small"
                        sx={{ mt: 1 }}
                        aria-label={text.changeLabel(category.name)}
                        disabled={submitting}
                        onClick={() => onChangeNomination(category.id)}
                      >
                        {text.change}
                      </Button>
                    )}
                  </>
                )}
              </Card>
            ))}
          </Stack>
          <Box aria-live="polite" sx={{ mt: 2 }}>
            {outcome === 'sent' && <Alert severity="success">{text.sent}</Alert>}
            {outcome === 'nothingToSend' && <Alert severity="warning">{text.nothingToSend}</Alert>}
            {outcome === 'failed' && <Alert severity="error">{failedMessage ?? text.failed}</Alert>}
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
