/**
 * The brand's colours live in src/domain/brandColors.ts, the one source: the theme draws with
 * them and the server's seal (src/server/features/awards/seal.ts) and plain pages do too.
 */
export { brandColors } from '../domain/brandColors';
