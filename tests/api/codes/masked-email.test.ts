/** The send-code answer's maskedEmail never reveals more than the first letter and the domain. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { maskEmailForVoter } from '../../../src/server/redact';

describe('maskEmailForVoter', () => {
  it('is the first letter, "•••@" and the domain, for any address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const at = email.lastIndexOf('@');
        const local = email.slice(0, at);
        const domain = email.slice(at + 1);
        const masked = maskEmailForVoter(email);
        expect(masked).toBe(`${[...local][0]}•••@${domain}`);
        // Nothing of the local part beyond its first character survives.
        expect(masked.slice(0, masked.indexOf('•'))).toBe([...local][0]);
        expect(masked.length).toBe([...local][0]!.length + 4 + domain.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('m•••@example.com', () => {
    expect(maskEmailForVoter('maria.silva@example.com')).toBe('m•••@example.com');
  });
});
