/** What a click says about its button and modifier keys (a DOM MouseEvent has these fields). */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * True for a plain primary click on a link, which the app may follow itself (a navigation without
 * reloading). A middle click, or one with Ctrl, ⌘, Shift or Alt, is left to the browser (a new
 * tab or window), as react-router's own Link does.
 */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * A link's click handler in the app: a plain click calls `follow` (the app's own navigation)
 * instead of the browser's; any other click is left to the browser.
 */
export function followPlainClick(
  event: ClickLike & { preventDefault(): void },
  follow: () => void,
): void {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  follow();
}
