/**
 * Roboto bundled with the app (no CDN: the app works offline and screenshots are stable).
 * Only the weights the theme uses: 400 (body), 500 (buttons, labels), 700 (headings), and only
 * the Latin subset, which covers Portuguese: the other subsets' @font-face rules made the
 * render-blocking stylesheet five times larger for text the app never shows.
 */
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
