import { CircleCheck } from "lucide-react";

/** A plain list of short statements (deliverables, inclusions), each marked with a check. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-steel-600">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-arc-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
