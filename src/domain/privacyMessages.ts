/**
 * Every string of the privacy notice (/privacidade, LGPD); the link to it is privacyLinkMessages.ts. Plain
 * Portuguese; the integrity part reuses `privacyIntegrityNotice` (integrityMessages.ts).
 */
import { privacyLinkMessages } from './privacyLinkMessages';
import { ERASE_AFTER_EDITIONS_WITHOUT_PARTICIPATION as EDITIONS } from './retention';

export { PRIVACY_PATH } from './privacyLinkMessages';

export const privacyMessages = {
  title: 'Política de privacidade',
  pageTitle: 'Privacidade',
  link: privacyLinkMessages.link,
  intro:
    'Esta página explica, em linguagem simples, quais dados pessoais a votação guarda, para quê, por quanto tempo e como você exerce os seus direitos pela Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).',
  controllerTitle: 'Quem cuida dos seus dados',
  controller: (controller: string) => `O controlador dos dados é ${controller}.`,
  controllerUnset: 'O controlador dos dados é a associação que organiza a premiação.',
  contact: 'Contato para assuntos de privacidade:',
  contactUnset: 'Fale com a associação pelos canais de atendimento dela.',
  purposeTitle: 'Para que usamos os dados',
  purpose:
    'Os dados servem apenas para realizar a premiação: confirmar que cada pessoa vota uma única vez por categoria, enviar o código de acesso e apurar os resultados. Não vendemos nem compartilhamos os dados para publicidade.',
  storedTitle: 'O que guardamos e por quê',
  stored: [
    ['Nome completo', 'para identificar o seu cadastro.'],
    ['E-mail', 'para enviar o código de acesso de 6 dígitos.'],
    ['Celular', 'para contato caso haja algum problema com o seu cadastro ou voto.'],
    ['CPF', 'para garantir que cada pessoa tenha um único cadastro.'],
    ['Votos', 'a empresa escolhida em cada categoria, para apurar os resultados.'],
    ['Códigos de acesso', 'guardados apenas de forma cifrada (hash) e apagados depois que vencem.'],
  ] as const satisfies readonly (readonly [string, string])[],
  retentionTitle: 'Por quanto tempo',
  retention: (months: number | null) =>
    `O seu cadastro vale para as próximas edições da premiação: no ano seguinte, você entra com o mesmo CPF, sem se cadastrar de novo. Se você não participar ${EDITIONS === 1 ? 'de uma edição' : `de ${EDITIONS} edições seguidas`} (votando, indicando empresas ou se cadastrando), os seus dados pessoais são apagados ${
      months === null
        ? `depois do encerramento ${EDITIONS === 1 ? 'dela' : 'da última'}, no prazo definido pela associação`
        : `${months === 1 ? '1 mês' : `${months} meses`} após o encerramento ${EDITIONS === 1 ? 'dela' : 'da última'}`
    }. Os votos continuam contados nos resultados, sem ligação com você.`,
  rightsTitle: 'Seus direitos (LGPD, arts. 15 a 18)',
  rights: [
    'Confirmar se tratamos dados seus e ter acesso a eles.',
    'Corrigir dados incompletos, inexatos ou desatualizados.',
    'Pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei.',
    'Receber os seus dados em formato estruturado (portabilidade).',
    'Pedir a eliminação dos seus dados; os seus votos passam a ser contagens anônimas e os resultados não mudam.',
    'Saber com quem os dados foram compartilhados e revogar o consentimento.',
  ],
  howTitle: 'Como exercer seus direitos',
  how: (contact: string | null) =>
    contact
      ? `Escreva para ${contact} informando o seu CPF. Respondemos em até 15 dias com uma cópia de todos os dados que temos sobre você ou com a confirmação da exclusão.`
      : 'Escreva para a associação informando o seu CPF. Respondemos em até 15 dias com uma cópia de todos os dados que temos sobre você ou com a confirmação da exclusão.',
};
