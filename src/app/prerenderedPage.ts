/**
 * The hand-over from a prerendered page (decision 139) to the running app. The server sends the
 * page's HTML, so the voter sees it (and may start typing) before the scripts arrive; the app's
 * first render then replaces that HTML. What the voter did meanwhile is carried over: typed values
 * (to the app's fields of the same name), ticked boxes and the focus (to the element at the same
 * place), and the taps and submissions the starter script held back (replayed there).
 */

/** The attribute the build puts on #root: the path the HTML inside was prerendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Where the starter script of a prerendered page (scripts/vitePrerender.ts) keeps the taps and
 * submissions it held back until the app took over: `window[EARLY_ACTIONS_KEY]`.
 */
export const EARLY_ACTIONS_KEY = '__votacaoEarlyActions';

/**
 * Where the starter script of a prerendered page keeps the module files it preloads, dependencies
 * before the chunks that import them: `window[PRELOADED_MODULES_KEY]`. The entry evaluates them
 * one per task (decision 145).
 */
export const PRELOADED_MODULES_KEY = '__votacaoPreloadedModules';

/** The module files the page's starter preloaded, in its order; none on the empty shell. */
export function preloadedModules(): string[] {
  const listed = (window as unknown as Record<string, unknown>)[PRELOADED_MODULES_KEY];
  return Array.isArray(listed)
    ? listed.filter((href): href is string => typeof href === 'string' && href.startsWith('/'))
    : [];
}

/** A tap or a form submission the starter script held back, and where (child positions under #root). */
export interface EarlyAction {
  type: 'click' | 'submit';
  path: number[];
}

/** What the voter did on the prerendered HTML before the app took over. */
export interface PrerenderedInput {
  /** Non-empty values of named fields. */
  values: Map<string, string>;
  /** Where the focused element was (a field, a button): child positions under #root. */
  focused: number[] | null;
  /** Where the boxes (checkbox, radio) the voter ticked are: child positions under #root. */
  ticked: number[][];
  /** Taps and submissions held back by the starter script, in order. */
  actions: EarlyAction[];
}

/** True when `container` holds HTML prerendered for `pathname` (another path's would not match). */
export function isPrerenderedFor(container: HTMLElement, pathname: string): boolean {
  return container.getAttribute(PRERENDERED_ATTRIBUTE) === pathname && container.hasChildNodes();
}

type NamedField = HTMLInputElement | HTMLTextAreaElement;

function namedFields(container: ParentNode): NamedField[] {
  return Array.from(container.querySelectorAll<NamedField>('input[name], textarea[name]')).filter(
    (field) => field.type !== 'hidden' && field.type !== 'checkbox' && field.type !== 'radio',
  );
}

function earlyActions(): EarlyAction[] {
  const held = (window as unknown as Record<string, unknown>)[EARLY_ACTIONS_KEY];
  return Array.isArray(held) ? (held as EarlyAction[]) : [];
}

/** Elements that hold content: emotion's inline styles and resource links do not count. */
const isContent = (element: Element) => !/^(STYLE|LINK|SCRIPT)$/.test(element.tagName);

/** The element at child positions `path` (content elements only) under `container`. */
function elementAt(container: Element, path: readonly number[]): Element | null {
  let node: Element | null = container;
  for (const index of path)
    node = node ? (Array.from(node.children).filter(isContent)[index] ?? null) : null;
  return node;
}

/** The child positions (content elements only) from `container` down to `element`. */
function pathOf(container: Element, element: Element): number[] | null {
  const path: number[] = [];
  let node: Element | null = element;
  while (node && node !== container) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.from(parent.children).filter(isContent).indexOf(node));
    node = parent;
  }
  return node === container ? path : null;
}

const boxes = (container: Element) =>
  Array.from(
    container.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'),
  );

/**
 * Reads what was typed into the prerendered fields (call before the app's first render), and the
 * taps the starter script held back (the same array: ones made until the app is on screen count).
 */
export function captureInput(container: Element, doc: Document = document): PrerenderedInput {
  const values = new Map<string, string>();
  for (const field of namedFields(container)) {
    if (field.value !== '') values.set(field.name, field.value);
  }
  const active = doc.activeElement;
  const focused =
    active && active !== container && container.contains(active) ? pathOf(container, active) : null;
  const ticked = boxes(container)
    .filter((box) => box.checked !== box.defaultChecked)
    .map((box) => pathOf(container, box))
    .filter((path): path is number[] => path !== null);
  return { values, focused, ticked, actions: earlyActions() };
}

/**
 * Types the captured values into the app's fields of the same name, as the voter would have
 * (an `input` event through the native setter, so React and Formik see a change and apply the
 * field's mask), ticks the boxes ticked there, and gives the focus back. A field the app already
 * filled is left alone.
 */
export function restoreInput(container: Element, input: PrerenderedInput): void {
  for (const field of namedFields(container)) {
    const value = input.values.get(field.name);
    if (value === undefined || field.value !== '') continue;
    const prototype = Object.getPrototypeOf(field) as typeof field;
    const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // A box ticked on the HTML is ticked on the app's render as the voter would: by a click.
  for (const path of input.ticked) {
    const box = elementAt(container, path);
    if (box instanceof HTMLInputElement && !box.checked) box.click();
  }
  if (input.focused) {
    const target = elementAt(container, input.focused);
    if (target instanceof HTMLElement) target.focus();
  }
}

/**
 * The held-back taps and submissions, found on the app's own first render (which has the same
 * elements at the same positions as the prerendered HTML): call right after it is on screen,
 * before anything else renders, and `replay` the result once the forms have taken in their values.
 */
export function findActions(container: Element, actions: EarlyAction[]): (() => void)[] {
  return actions.splice(0).flatMap((action) => {
    const target = elementAt(container, action.path);
    if (action.type === 'submit' && target instanceof HTMLFormElement)
      return [() => target.requestSubmit()];
    if (action.type === 'click' && target instanceof HTMLElement) return [() => target.click()];
    return [];
  });
}

/** Does the found actions in order; stops if one of them leaves the page or the element left. */
export function replay(found: (() => void)[], container: Element): void {
  const start = window.location.pathname;
  for (const run of found) {
    if (window.location.pathname !== start || !container.isConnected) return;
    run();
  }
}
