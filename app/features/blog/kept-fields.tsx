/** A form's `name`/`value` pairs, as `keptFields` (list-state.ts) gives them. */
export type Kept = readonly (readonly [name: string, value: string])[];

/** A list form's hidden fields: the state it keeps as it changes its own part (`keptFields`). */
export function KeptFields({ fields }: { fields: Kept }) {
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
