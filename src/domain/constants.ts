/** Business constants of spec section 9. */
export const TOKEN_RECHECK_INTERVAL_MS = 300_000;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
export const NAME_MIN_LENGTH = 3;
export const CATEGORIES_PER_ROW = 2;
/** Local storage keys of spec section 4. */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';
/** The web route a code e-mail's sign-in link opens; the token follows in the fragment (#…). */
export const SIGN_IN_LINK_PATH = '/acesso/link';
/** The operators' sign-in link (every operator code e-mail carries one; issue 25). */
export const ADMIN_SIGN_IN_LINK_PATH = '/admin/login/link';
