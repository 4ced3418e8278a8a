import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicts between utilities (tailwind-merge would, for
 * 9 KB gzip in every page's first load): a component's own classes never set what its callers may
 * set — sizes, widths, paddings and display are props or the caller's alone (docs/decisions/0009).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
