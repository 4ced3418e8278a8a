/** What `isPlainClick` reads of a click, the browser's event or React's. */
type Click = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/**
 * A click a script may take over from a link: the main button, no modifier key, not handled already. Any
 * other keeps the browser's own meaning (a new tab or window, say).
 */
export function isPlainClick(event: Click): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}
