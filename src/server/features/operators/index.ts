/** What other features may use of the operators feature. */
export { adminRoutes } from './adminApi';
export { actedBy, operatorAction, operatorOf } from './guard';
export { operatorsRepository } from './repository';
export type { OperatorServices } from './services';
