/**
 * The item at `index` of a dictionary list. French lists are typed as plain arrays, so an index may be
 * out of range: this fails loudly instead of comparing with an empty string that any page contains.
 */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`The dictionary list has no item ${index} (it has ${list.length})`);
  return item;
}
