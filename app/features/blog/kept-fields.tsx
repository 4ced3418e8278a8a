/** A list form's hidden fields: the state it keeps as it changes its own part (`keptFields`). */
export function KeptFields({ fields }: { fields: readonly (readonly [string, string])[] }) {
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
