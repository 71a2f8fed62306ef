export { BotCheck, type BotCheckProps } from './BotCheck';
export { loadTurnstile, TURNSTILE_SCRIPT_URL, type TurnstileApi } from './turnstile';
