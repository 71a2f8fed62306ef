import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { useEffect, useId, useRef, useState, type RefCallback } from 'react';

import { messages } from '../../../domain/messages';
import { DEV_BOT_CHECK_TOKEN } from '../../../domain/types';

import { loadTurnstile, TURNSTILE_SCRIPT_URL } from './turnstile';

export interface BotCheckBinding {
  /** Cloudflare Turnstile site key; null shows the development check. */
  siteKey: string | null;
  /** Called with the token once solved, and with null when it expires or is reset. */
  onToken: (token: string | null) => void;
  error?: string;
  /** Changing this number resets the widget (after a 401 from the server). @default 0 */
  resetKey?: number;
  /**
   * What the form focuses when the check is the first thing to fix (an empty submit, a 401): the
   * development checkbox, or Turnstile's box. Its description is the error, so a screen reader
   * says it as the focus arrives (issue 40 §3). @default undefined
   */
  focusRef?: RefCallback<HTMLElement>;
}

export interface BotCheckProps extends BotCheckBinding {
  /**
   * Where Cloudflare's script is loaded from (stories point it at a failing URL).
   * @default 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
   */
  scriptUrl?: string;
  sx?: SxProps<Theme>;
}

/**
 * The register form's bot check. With a site key: Cloudflare Turnstile, rendered explicitly
 * (script loaded once), reset when `resetKey` changes, removed on unmount. Without one: a labelled
 * development checkbox that yields Cloudflare's dummy token, which only the development server accepts.
 */
export function BotCheck({
  siteKey,
  onToken,
  error,
  resetKey = 0,
  focusRef,
  scriptUrl = TURNSTILE_SCRIPT_URL,
  sx,
}: BotCheckProps) {
  const errorId = `botcheck-${useId().replaceAll(':', '')}-error`;
  return (
    <FormControl
      error={Boolean(error)}
      sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {siteKey ? (
        <TurnstileWidget
          siteKey={siteKey}
          scriptUrl={scriptUrl}
          onToken={onToken}
          resetKey={resetKey}
          describedBy={error ? errorId : undefined}
          focusRef={focusRef}
        />
      ) : (
        <DevCheck
          onToken={onToken}
          resetKey={resetKey}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          focusRef={focusRef}
        />
      )}
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

interface WidgetProps {
  onToken: (token: string | null) => void;
  resetKey: number;
  describedBy: string | undefined;
  focusRef: RefCallback<HTMLElement> | undefined;
}

/** Keeps the latest callback without re-running effects (the container may pass a new one each render). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Runs `onReset` when `resetKey` changes after the first render. */
function useOnReset(resetKey: number, onReset: () => void) {
  const seen = useRef(resetKey);
  const latest = useLatest(onReset);
  useEffect(() => {
    if (seen.current === resetKey) return;
    seen.current = resetKey;
    latest.current();
  }, [resetKey, latest]);
}

function TurnstileWidget({
  siteKey,
  scriptUrl,
  onToken,
  resetKey,
  describedBy,
  focusRef,
}: WidgetProps & { siteKey: string; scriptUrl: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const boxRef = useForkRef(containerRef, focusRef);
  const widgetId = useRef<string | null>(null);
  const latestOnToken = useLatest(onToken);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadTurnstile(scriptUrl)
      .then((turnstile) => {
        if (!active || !containerRef.current) return;
        widgetId.current =
          turnstile.render(containerRef.current, {
            sitekey: siteKey,
            callback: (token) => latestOnToken.current(token),
            'expired-callback': () => latestOnToken.current(null),
            'error-callback': () => latestOnToken.current(null),
            language: 'pt-br',
            theme: 'light',
          }) ?? null;
      })
      .catch(() => {
        if (active) setLoadFailed(true);
      });
    return () => {
      active = false;
      if (widgetId.current !== null) window.turnstile?.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [siteKey, scriptUrl, latestOnToken]);

  useOnReset(resetKey, () => {
    if (widgetId.current !== null) window.turnstile?.reset(widgetId.current);
    latestOnToken.current(null);
  });

  if (loadFailed) {
    return (
      <FormHelperText error role="alert" sx={{ mx: 0 }}>
        {messages.botCheck.loadError}
      </FormHelperText>
    );
  }
  return (
    <Box
      ref={boxRef}
      role="group"
      // Focusable by script only: the form points here when the check is what is missing.
      tabIndex={-1}
      aria-label={messages.botCheck.widgetLabel}
      aria-describedby={describedBy}
      data-testid="turnstile-container"
      sx={{ minHeight: 65 }}
    />
  );
}

function DevCheck({
  onToken,
  resetKey,
  invalid,
  describedBy,
  focusRef,
}: WidgetProps & { invalid: boolean }) {
  const [checked, setChecked] = useState(false);
  const latestOnToken = useLatest(onToken);

  useOnReset(resetKey, () => {
    if (checked) latestOnToken.current(null);
    setChecked(false);
  });

  return (
    <FormControlLabel
      label={messages.botCheck.devLabel}
      control={
        <Checkbox
          checked={checked}
          // Marked as the text fields are when it is what is missing.
          color={invalid ? 'error' : 'primary'}
          sx={invalid ? { color: 'error.main' } : undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            onToken(event.target.checked ? DEV_BOT_CHECK_TOKEN : null);
          }}
          slotProps={{
            input: {
              ref: focusRef,
              'aria-invalid': invalid || undefined,
              'aria-describedby': describedBy,
            },
          }}
        />
      }
    />
  );
}
