/**
 * The link to the privacy notice, shown on / and /cadastro. Apart from the notice's own text
 * (privacyMessages.ts) so that those pages do not download the notice to show its link.
 */
/** Where the privacy notice lives (linked from / and /cadastro). */
export const PRIVACY_PATH = '/privacidade';

export const privacyLinkMessages = {
  link: 'Política de privacidade',
} as const;
