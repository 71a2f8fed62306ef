export * from './constants';
export * from './cpf';
export * from './digits';
export * from './masks';
export * from './messages';
export * from './search';
export * from './types';
