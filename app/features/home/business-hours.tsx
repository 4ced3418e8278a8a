import { Clock } from "lucide-react";
import { company } from "~/content/company";
import { useCommon, useLocale } from "~/i18n/use-locale";
import { formatClock } from "~/lib/format";

/** The Business Hours card, from `company.hours`, in West Africa Time. */
export function BusinessHours() {
  const t = useCommon();
  const locale = useLocale();
  const { weekdays, saturday, emergency247 } = company.hours;
  const range = (h: { opens: string; closes: string }) =>
    `${formatClock(h.opens, locale)} – ${formatClock(h.closes, locale)} ${t.hours.zone}`;
  const rows = [
    { label: t.hours.weekdays, value: range(weekdays) },
    { label: t.hours.saturday, value: range(saturday) },
    { label: t.hours.sunday, value: t.hours.closed },
    ...(emergency247 ? [{ label: t.hours.emergency, value: t.hours.emergencyValue }] : []),
  ];
  return (
    <div className="rounded-lg bg-navy-900 p-6 text-white sm:p-8">
      <h3 className="flex items-center gap-3 text-2xl font-bold">
        <Clock aria-hidden="true" className="size-6 text-amber-400" />
        {t.hours.title}
      </h3>
      <dl className="mt-5 divide-y divide-white/10">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-steel-100">{row.label}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
