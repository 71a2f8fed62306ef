/**
 * Finders for container play functions. Screens load data and navigate asynchronously, and the
 * shared 2-core machine can be slow: every wait gets a generous time-out (not a timed assertion).
 * Queries run on the whole document, since dialogs and notifications render in portals.
 */
import { screen, waitFor } from 'storybook/test';

const PATIENCE = { timeout: 15_000 };

export const findHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, PATIENCE);
export const findText = (text: string | RegExp) => screen.findByText(text, {}, PATIENCE);
export const findTextbox = (name: string) => screen.findByRole('textbox', { name }, PATIENCE);
export const findButton = (name: string) => screen.findByRole('button', { name }, PATIENCE);
export const findLink = (name: string) => screen.findByRole('link', { name }, PATIENCE);
export const findAlert = () => screen.findByRole('alert', {}, PATIENCE);
export const findDialog = (name?: string) =>
  screen.findByRole('dialog', name === undefined ? {} : { name }, PATIENCE);
export const eventually = (assertion: () => unknown) => waitFor(assertion, PATIENCE);
