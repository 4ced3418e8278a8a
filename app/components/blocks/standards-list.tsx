/** The codes and standards a service works to: the code's reference and what it covers. */
export function StandardsList({ items }: { items: readonly { code: string; text: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.code} className="rounded-lg border-l-4 border-navy-900 bg-steel-50 p-5">
          <dt className="font-display text-xl font-bold text-navy-900">{item.code}</dt>
          <dd className="mt-1 text-steel-600">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
