/**
 * Which mailbox an e-mail address reaches, provider by provider (the integrity review's "same
 * mailbox" check, docs/integrity.md): accounts whose addresses collapse to one identity are one
 * person's inbox, however differently written.
 *
 * - Gmail: googlemail.com is gmail.com; dots are ignored; "+tag" is dropped.
 * - "+tag" (subaddressing) is dropped at every other domain too: Outlook/Hotmail/Live/MSN,
 *   iCloud, Fastmail, Proton, Zoho, and the mail servers of most own domains (Google Workspace,
 *   Microsoft 365, Postfix's usual setting) deliver it to the base mailbox; a real "+" in a
 *   mailbox name is rare.
 * - Yahoo (yahoo.*, ymail.com, rocketmail.com): "-keyword" is a disposable address of the base
 *   name (Yahoo ids cannot contain "-").
 * - Fastmail subdomain addressing: anything@rafa.fastmail.com is rafa@fastmail.com.
 * - One account, several domains: icloud.com = me.com = mac.com; proton.me = protonmail.com =
 *   protonmail.ch = pm.me.
 *
 * Pure: no I/O, unit-tested in tests/unit/domain/mailbox.test.ts.
 */

const GMAIL = new Set(['gmail.com', 'googlemail.com']);
const YAHOO = /^(yahoo\.[a-z.]+|ymail\.com|rocketmail\.com)$/;
const FASTMAIL = ['fastmail.com', 'fastmail.fm'];

/** Domains that are one account namespace, written as their canonical domain. */
const SAME_ACCOUNT: Record<string, string> = {
  'googlemail.com': 'gmail.com',
  'me.com': 'icloud.com',
  'mac.com': 'icloud.com',
  'protonmail.com': 'proton.me',
  'protonmail.ch': 'proton.me',
  'pm.me': 'proton.me',
};

/**
 * Public providers: anyone can open a mailbox there, so many voters at one of them say nothing.
 * Every other domain is someone's own (a company, a family, or a catch-all set up for sign-ups).
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.br',
  'outlook.com',
  'outlook.com.br',
  'live.com',
  'live.com.br',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'ymail.com',
  'rocketmail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'globo.com',
  'globomail.com',
  'r7.com',
  'oi.com.br',
  'zipmail.com.br',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'fastmail.com',
  'fastmail.fm',
  'zoho.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'tutanota.com',
  'tuta.io',
]);

export interface MailboxIdentity {
  /** The address as given, lower-cased and trimmed. */
  address: string;
  /** Local part and domain as given (lower-cased). */
  local: string;
  domain: string;
  /** The mailbox it reaches: "carlanunes@gmail.com". */
  identity: string;
}

function fastmailUser(domain: string): string | null {
  for (const base of FASTMAIL) {
    if (domain.endsWith(`.${base}`)) {
      const user = domain.slice(0, -base.length - 1);
      if (user && !user.includes('.')) return user;
    }
  }
  return null;
}

/** The mailbox an address reaches; null when it is not an address (no "@" or empty parts). */
export function mailboxIdentity(email: string): MailboxIdentity | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);

  let box = local;
  let canonical = SAME_ACCOUNT[domain] ?? domain;
  const fastmail = fastmailUser(domain);
  if (fastmail) {
    box = fastmail;
    canonical = 'fastmail.com';
  } else if (canonical === 'fastmail.fm') {
    canonical = 'fastmail.com';
  }
  const plus = box.indexOf('+');
  if (plus > 0) box = box.slice(0, plus);
  if (YAHOO.test(canonical)) {
    const dash = box.indexOf('-');
    if (dash > 0) box = box.slice(0, dash);
  }
  if (GMAIL.has(canonical)) box = box.replace(/\./g, '');
  return { address, local, domain, identity: `${box}@${canonical}` };
}

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain) || fastmailUser(domain) !== null;
}

/**
 * The family of a numbered own domain: dominio1.com.br, dominio-2.com.br and dominio08.com.br are
 * all "dominioN.com.br" (numbers and the dashes before them in the name left of the suffix).
 * Null for a public provider or a domain without a number in its name.
 */
export function numberedDomainFamily(domain: string): string | null {
  if (isPublicMailDomain(domain)) return null;
  const dot = domain.indexOf('.');
  if (dot <= 0) return null;
  const name = domain.slice(0, dot);
  if (!/\d/.test(name) || /^\d+$/.test(name)) return null;
  return `${name.replace(/-?\d+/g, 'N')}${domain.slice(dot)}`;
}
