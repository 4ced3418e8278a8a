import type { LucideIcon } from "lucide-react";

/** One of the three blurbs under the standards groups (Certified Inspectors, Quality Assurance, Global Standards). */
export function StandardsBlurb({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="rounded-lg bg-navy-800 p-6 sm:p-8">
      <Icon aria-hidden="true" className="size-8 text-amber-400" />
      <h3 className="mt-4 text-2xl font-bold text-white">{title}</h3>
      <p className="mt-2 leading-relaxed text-steel-100">{text}</p>
    </div>
  );
}
