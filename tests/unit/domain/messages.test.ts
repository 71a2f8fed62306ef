import { describe, expect, it } from 'vitest';

import { messages } from '../../../src/domain/messages';

describe('messages', () => {
  it('writes the company count as "1 empresa" and "N empresas"', () => {
    expect(messages.profile.companyCount(0)).toBe('0 empresas');
    expect(messages.profile.companyCount(1)).toBe('1 empresa');
    expect(messages.profile.companyCount(2)).toBe('2 empresas');
    expect(messages.profile.companyCount(12)).toBe('12 empresas');
  });

  it('builds the templated strings exactly as the specification writes them', () => {
    expect(messages.profile.greeting('Maria')).toBe('Olá, Maria.');
    expect(messages.confirmVote.message('Padaria Pão Dourado')).toBe(
      'Você deseja mesmo votar na empresa Padaria Pão Dourado? Essa ação não poderá ser desfeita.',
    );
  });

  it('keeps the specification strings verbatim', () => {
    expect(messages.validation).toMatchObject({
      botCheck: 'Por favor, complete a verificação de segurança.',
      nome: 'Nome inválido.',
      email: 'E-mail inválido.',
      celular: 'Celular inválido.',
      cpf: 'CPF inválido.',
    });
    expect(messages.errors).toMatchObject({
      userExists: 'Usuário já existe.',
      botCheckFailed: 'Erro na validação de segurança.',
      registerFailed: 'Erro ao realizar cadastro, verifique seus dados...',
      cpfNotFound: 'Não encontramos um usuário com esse CPF.',
      attentionTitle: 'Atenção',
      sendCodeFailed: 'Tivemos um problema ao enviar o código de acesso.',
      accessFailed: 'Erro ao confirmar o acesso.',
      userData: 'Erro ao processar dados do usuário.',
      resendFailed: 'Erro ao reenviar o código.',
    });
    expect(messages.success).toEqual({
      resent: 'Código reenviado com sucesso.',
      voted: 'Feito! Seu voto foi salvo.',
    });
  });
});
