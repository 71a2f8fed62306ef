export { BotCheck, type BotCheckProps } from './BotCheck';
export type { TurnstileApi } from './turnstile';
