import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';

import { getAdminToken, isOperatorToken } from '../../api/adminSession';

/** A read's outcome as a loader hands it to its page: the answer, or what it failed with. */
export type Read<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Waits for a request and keeps its failure as data: the page says so and offers a retry. */
export function read<T>(request: Promise<T>): Promise<Read<T>> {
  return request.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/** The value of a read that succeeded, else null. */
export const valueOf = <T>(result: Read<T>): T | null => (result.ok ? result.value : null);

/**
 * A console page's route loader (decision 202): `load` runs as the navigation starts, with the
 * navigation's signal (a newer navigation or revalidation cancels a slower older read). Without
 * an operator session it asks for nothing: RequireOperator sends the visitor to /admin/login.
 */
export function consoleLoader<T>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  return (args: LoaderFunctionArgs): Promise<T> | null =>
    isOperatorToken(getAdminToken()) ? load(args) : null;
}

type LoaderData<L> = L extends (args: LoaderFunctionArgs) => infer R
  ? NonNullable<Awaited<R>>
  : never;

/**
 * The page's data from its loader. RequireOperator renders no page without a session, and with
 * one the loader has read, so it is there.
 */
export function useConsoleData<L>(): LoaderData<L> {
  return useLoaderData() as LoaderData<L>;
}

/**
 * What a page shows of a value its loader reads: the latest read, which an action's answer
 * replaces until the next read; a read that failed (null) leaves the last value shown.
 */
export function useLatest<T>(loaded: T | null): [T | null, (value: T) => void] {
  const [state, setState] = useState({ loaded, value: loaded });
  if (state.loaded !== loaded) setState({ loaded, value: loaded ?? state.value });
  const value = state.loaded === loaded ? state.value : (loaded ?? state.value);
  return [value, (next: T) => setState((current) => ({ ...current, value: next }))];
}
