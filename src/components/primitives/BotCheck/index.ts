export { BotCheck, type BotCheckBinding, type BotCheckProps } from './BotCheck';
export type { TurnstileApi } from './turnstile';
