/**
 * Roboto bundled with the app (no CDN: the app works offline and screenshots are stable).
 * Only the weights the theme uses: 400 (body), 500 (buttons, labels), 700 (headings).
 */
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
