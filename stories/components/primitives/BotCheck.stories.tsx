import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  BotCheck,
  type BotCheckProps,
  type TurnstileApi,
} from '../../../src/components/primitives/BotCheck';
import { messages } from '../../../src/domain/messages';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';

/** Cloudflare's test site key (always passes); with the stub below nothing is loaded from the network. */
const TEST_SITE_KEY = '1x00000000000000000000AA';
const STUB_TOKEN = 'stub-turnstile-token';

type RenderOptions = Parameters<TurnstileApi['render']>[1];

/**
 * Stands in for window.turnstile so stories never load Cloudflare's script: it draws a box like
 * the real widget, with a button that "solves" the challenge, and records what BotCheck asked of it.
 */
function installTurnstileStub() {
  const calls = {
    render: fn<(options: RenderOptions) => void>(),
    reset: fn<(id?: string) => void>(),
    remove: fn<(id?: string) => void>(),
  };
  let next = 0;
  const widgets = new Map<string, HTMLElement>();
  const api: TurnstileApi = {
    render(container, options) {
      const id = `stub-widget-${++next}`;
      calls.render(options);
      const box = document.createElement('div');
      box.setAttribute(
        'style',
        'display:flex;align-items:center;gap:12px;width:300px;height:65px;padding:0 12px;' +
          'border:1px solid #8a96a3;border-radius:4px;background:#fafafa;font:14px Roboto,sans-serif;color:#1a2430',
      );
      const solve = document.createElement('button');
      solve.type = 'button';
      // A button does not inherit the font by default (Chromium draws it in Arial, a machine face).
      solve.style.font = 'inherit';
      solve.textContent = 'Simular verificação concluída';
      solve.addEventListener('click', () => {
        solve.textContent = 'Verificado';
        options.callback(STUB_TOKEN);
      });
      box.append(solve);
      container.append(box);
      widgets.set(id, box);
      return id;
    },
    reset(id) {
      calls.reset(id);
      const button = id ? widgets.get(id)?.querySelector('button') : null;
      if (button) button.textContent = 'Simular verificação concluída';
    },
    remove(id) {
      calls.remove(id);
      if (id) widgets.get(id)?.remove();
    },
  };
  window.turnstile = api;
  return { calls, uninstall: () => delete window.turnstile };
}

let stub: ReturnType<typeof installTurnstileStub> | null = null;
const withTurnstileStub = () => {
  stub = installTurnstileStub();
  return () => {
    stub?.uninstall();
    stub = null;
  };
};

/** Lets a story bump resetKey (as the register container does after a 401) and unmount the widget. */
function BotCheckHarness(props: BotCheckProps) {
  const [resetKey, setResetKey] = useState(props.resetKey ?? 0);
  const [mounted, setMounted] = useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {mounted && <BotCheck {...props} resetKey={resetKey} />}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={() => setResetKey((k) => k + 1)}>
          Reiniciar (resetKey + 1)
        </Button>
        <Button variant="outlined" size="small" onClick={() => setMounted((m) => !m)}>
          {mounted ? 'Desmontar' : 'Montar'}
        </Button>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Components/Primitives/BotCheck',
  component: BotCheck,
  tags: ['autodocs'],
  args: { siteKey: null, onToken: fn() },
} satisfies Meta<typeof BotCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Development check (no site key): checking yields Cloudflare's dummy token, unchecking null. */
export const DevCheck: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: messages.botCheck.devLabel });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onToken).toHaveBeenLastCalledWith(DEV_BOT_CHECK_TOKEN);
    await userEvent.click(checkbox);
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};

export const DevCheckWithError: Story = {
  args: { error: messages.validation.botCheck },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: messages.botCheck.devLabel });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(messages.validation.botCheck);
  },
};

/** A resetKey change (after a 401) unchecks the box and withdraws the token. */
export const DevCheckReset: Story = {
  render: (args) => <BotCheckHarness {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: messages.botCheck.devLabel });
    await userEvent.click(checkbox);
    await expect(args.onToken).toHaveBeenLastCalledWith(DEV_BOT_CHECK_TOKEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Reiniciar (resetKey + 1)' }));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};

/** Turnstile branch, with window.turnstile stubbed before render (no script, no network). */
export const Turnstile: Story = {
  args: { siteKey: TEST_SITE_KEY },
  beforeEach: withTurnstileStub,
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: messages.botCheck.widgetLabel });
    const solve = await within(group).findByRole('button', {
      name: 'Simular verificação concluída',
    });
    await expect(stub?.calls.render).toHaveBeenCalledTimes(1);
    await expect(stub?.calls.render).toHaveBeenCalledWith(
      expect.objectContaining({ sitekey: TEST_SITE_KEY, language: 'pt-br' }),
    );
    await userEvent.click(solve);
    await expect(args.onToken).toHaveBeenLastCalledWith(STUB_TOKEN);
  },
};

export const TurnstileWithError: Story = {
  args: { siteKey: TEST_SITE_KEY, error: messages.validation.botCheck },
  beforeEach: withTurnstileStub,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: messages.botCheck.widgetLabel });
    await expect(group).toHaveAccessibleDescription(messages.validation.botCheck);
  },
};

/** resetKey change resets the widget; unmounting removes it. */
export const TurnstileResetAndRemove: Story = {
  args: { siteKey: TEST_SITE_KEY },
  beforeEach: withTurnstileStub,
  render: (args) => <BotCheckHarness {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Simular verificação concluída' }),
    );
    await expect(args.onToken).toHaveBeenLastCalledWith(STUB_TOKEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Reiniciar (resetKey + 1)' }));
    await expect(stub?.calls.reset).toHaveBeenCalledWith('stub-widget-1');
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Desmontar' }));
    await expect(stub?.calls.remove).toHaveBeenCalledWith('stub-widget-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Montar' }));
  },
};

/** The script cannot load (offline, blocked): the user is told to reload. No network is used. */
export const TurnstileLoadError: Story = {
  args: { siteKey: TEST_SITE_KEY, scriptUrl: 'data:text/javascript,void 0' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(messages.botCheck.loadError),
    );
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: { error: messages.validation.botCheck },
};
