/** A release step failed: `current` was left alone (or put back), and the message says what happened. */
export class ReleaseError extends Error {}

/**
 * The message of anything thrown.
 * @param {unknown} error
 */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
