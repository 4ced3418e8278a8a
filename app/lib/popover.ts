/**
 * Whether `element` is a popover the browser shows now. False in browsers without the popover API, where
 * the `:popover-open` selector itself is an error.
 */
export function isPopoverOpen(element: Element | null): boolean {
  try {
    return element?.matches(":popover-open") ?? false;
  } catch {
    return false;
  }
}
