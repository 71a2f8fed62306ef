/**
 * The bot check dialog's code is downloaded on the first 428 (useBotCheckRetry). When it cannot
 * be (offline), the call fails with the 428 as if the voter had cancelled, so the screen shows its
 * usual message, the loading overlay's count of work in flight goes back to zero, and the next
 * 428 tries the download again.
 */
import { renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';

import { getInFlightRequests } from '../../src/api/loading';
import { useBotCheckRetry } from '../../src/containers/shared/useBotCheckRetry';

const downloads = vi.hoisted(() => ({ tried: 0 }));
vi.mock('../../src/components/primitives/BotCheckDialog', () => {
  downloads.tried += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('bot check when its code cannot be downloaded', () => {
  it('rejects with the 428 and leaves nothing in flight', async () => {
    const tooMany = new AxiosError('Request failed with status code 428', '428', undefined, null, {
      status: 428,
      statusText: 'Precondition Required',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { botCheckRequired: true },
    } as AxiosResponse);
    const call = vi.fn(() => Promise.reject(tooMany));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useBotCheckRetry());

    await expect(result.current.withBotCheck(call)).rejects.toBe(tooMany);

    expect(call).toHaveBeenCalledTimes(1);
    expect(getInFlightRequests()).toBe(0);
    expect(result.current.botCheckDialog).toBeNull();
    expect(logged).toHaveBeenCalledWith('Could not load the bot check', expect.any(Error));

    // The next 428 tries the download again instead of keeping the failure.
    await expect(result.current.withBotCheck(call)).rejects.toBe(tooMany);
    expect(downloads.tried).toBe(2);
    expect(getInFlightRequests()).toBe(0);
    logged.mockRestore();
  });
});
