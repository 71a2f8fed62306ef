/**
 * Extras of an API failure's body that only the sign-in screens read (issue 40 §4 and §9): why a
 * 428 asks for the bot check, whether the next code try needs it, and the pass a passed check
 * gave. Read from the failure's answer as the API client hands it over (`response.data`); any
 * other shape reads as nothing said.
 */
import { answerOf } from '../../api/errors';

export interface SignInExtras {
  /** 428: 'network' when the network asked for many CPFs, else 'cpf'. */
  botCheckReason?: 'cpf' | 'network';
  /** 401 on a code: the next try needs the bot check first. */
  botCheckNext?: boolean;
  /** 401 on a code a fresh check let through: the pass for the code's other tries. */
  botCheckPass?: string;
}

export function signInExtrasOf(error: unknown): SignInExtras {
  const { botCheckReason, botCheckNext, botCheckPass } = answerOf(error);
  const extras: SignInExtras = {};
  if (botCheckReason === 'cpf' || botCheckReason === 'network') {
    extras.botCheckReason = botCheckReason;
  }
  if (botCheckNext === true) extras.botCheckNext = true;
  if (typeof botCheckPass === 'string' && botCheckPass.length <= 64) {
    extras.botCheckPass = botCheckPass;
  }
  return extras;
}
