export { IntegrityContainer, integrityLoader } from './IntegrityContainer';
export { voterMailLoader } from './useVoterMail';
