/**
 * How long a voter's personal data is kept now that the award runs every year (issue 41 §1):
 * the registration serves the next editions, and the purge erases the data of a voter who took
 * part (voted, or signed up) in none of the last ERASE_AFTER_EDITIONS_WITHOUT_PARTICIPATION
 * editions whose voting ran, PRIVACY_RETENTION_MONTHS after the last of them closed. The server's
 * purge (src/server/cli/lgpd.ts) and the privacy notice read this one number.
 */
export const ERASE_AFTER_EDITIONS_WITHOUT_PARTICIPATION = 1;
