/** Which mailbox an address reaches, provider by provider (src/domain/mailbox.ts). */
import { describe, expect, it } from 'vitest';

import {
  isPublicMailDomain,
  mailboxIdentity,
  numberedDomainFamily,
} from '../../../src/domain/mailbox';

const identity = (email: string) => mailboxIdentity(email)?.identity;

describe('mailboxIdentity', () => {
  it('Gmail: googlemail.com is gmail.com, dots do not count, +tag is dropped', () => {
    expect(identity('carla.nunes@gmail.com')).toBe('carlanunes@gmail.com');
    expect(identity('CarlaNunes@GoogleMail.com')).toBe('carlanunes@gmail.com');
    expect(identity('c.a.r.l.a.nunes+premio@gmail.com')).toBe('carlanunes@gmail.com');
  });

  it('+tag at Outlook, Hotmail, Live, iCloud, Proton, Fastmail and own domains; dots count there', () => {
    expect(identity('joao.lima+votacao@outlook.com')).toBe('joao.lima@outlook.com');
    expect(identity('joao.lima+1@hotmail.com')).toBe('joao.lima@hotmail.com');
    expect(identity('joaolima@hotmail.com')).toBe('joaolima@hotmail.com');
    expect(identity('bia+x@live.com')).toBe('bia@live.com');
    expect(identity('lucas.m+2@icloud.com')).toBe('lucas.m@icloud.com');
    expect(identity('lucas.m@me.com')).toBe('lucas.m@icloud.com');
    expect(identity('lucas.m@mac.com')).toBe('lucas.m@icloud.com');
    expect(identity('ana+a@protonmail.com')).toBe('ana@proton.me');
    expect(identity('ana@pm.me')).toBe('ana@proton.me');
    expect(identity('vendas+site@padaria.com.br')).toBe('vendas@padaria.com.br');
  });

  it('Yahoo: -keyword is a disposable address of the base name', () => {
    expect(identity('rafa-premio@yahoo.com.br')).toBe('rafa@yahoo.com.br');
    expect(identity('rafa-voto@yahoo.com.br')).toBe('rafa@yahoo.com.br');
    expect(identity('rafa-voto@ymail.com')).toBe('rafa@ymail.com');
    // Elsewhere a dash is part of the name.
    expect(identity('rafa-premio@bol.com.br')).toBe('rafa-premio@bol.com.br');
    expect(identity('ana-maria@gmail.com')).toBe('ana-maria@gmail.com');
  });

  it('Fastmail: subdomain addressing and +tag reach the user', () => {
    expect(identity('x@rafa.fastmail.com')).toBe('rafa@fastmail.com');
    expect(identity('premio@rafa.fastmail.fm')).toBe('rafa@fastmail.com');
    expect(identity('rafa+voto@fastmail.com')).toBe('rafa@fastmail.com');
    expect(identity('rafa@fastmail.fm')).toBe('rafa@fastmail.com');
  });

  it('keeps the address as given alongside, and refuses what is not an address', () => {
    expect(mailboxIdentity(' Ana.Souza@Gmail.com ')).toEqual({
      address: 'ana.souza@gmail.com',
      local: 'ana.souza',
      domain: 'gmail.com',
      identity: 'anasouza@gmail.com',
    });
    expect(mailboxIdentity('sem-arroba')).toBeNull();
    expect(mailboxIdentity('@gmail.com')).toBeNull();
    expect(mailboxIdentity('ana@')).toBeNull();
  });
});

describe('public providers and numbered domains', () => {
  it('tells public providers from own domains', () => {
    expect(isPublicMailDomain('gmail.com')).toBe(true);
    expect(isPublicMailDomain('uol.com.br')).toBe(true);
    expect(isPublicMailDomain('rafa.fastmail.com')).toBe(true);
    expect(isPublicMailDomain('grupoaurora.com.br')).toBe(false);
  });

  it('puts dominio1..8.com.br in one family, leaves plain and public domains alone', () => {
    expect(numberedDomainFamily('dominio1.com.br')).toBe('dominioN.com.br');
    expect(numberedDomainFamily('dominio-12.com.br')).toBe('dominioN.com.br');
    expect(numberedDomainFamily('padaria.com.br')).toBeNull();
    expect(numberedDomainFamily('123.com.br')).toBeNull();
    expect(numberedDomainFamily('r7.com')).toBeNull();
  });
});
