/** An ordered sequence (a process, the ways a mission is fulfilled): number, h3 title and text. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="space-y-6">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 font-display text-xl font-bold text-amber-400"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-navy-900">{step.title}</h3>
            <p className="mt-1 leading-relaxed text-steel-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
