import { ArrowRight, Radiation } from "lucide-react";
import { Link } from "~/components/ui/link";
import { SampleBadge } from "~/components/ui/sample-badge";
import { pathOf } from "~/content/pages";
import { usePageCopy } from "~/i18n/page-copy";
import { useLocalize } from "~/i18n/use-locale";
import { fill } from "~/lib/i18n";
import type { QualificationView } from "./page-data";

/** The radiation protection officer named to the regulator, linked to their entry (and certificates) on the team page. */
export function RadiationOfficer({ officer }: { officer: QualificationView["radiation"]["officer"] }) {
  const copy = usePageCopy("proof").qualification;
  const localize = useLocalize();
  return (
    <div className="mt-10 max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-steel-100">
      <h3 className="flex items-center gap-2 text-2xl font-bold text-navy-900">
        <Radiation aria-hidden="true" className="size-6 shrink-0 text-arc-700" />
        {copy.officer.heading}
      </h3>
      <p className="mt-3 text-steel-700">{copy.officer.lead}</p>
      <p className="mt-4 font-semibold text-navy-900">{officer.name}</p>
      <p className="text-steel-700">{officer.role}</p>
      {officer.sample ? <SampleBadge label={copy.sampleBadge} className="mt-2" /> : null}
      <p className="mt-4">
        <Link
          to={localize(`${pathOf("about-team")}#${officer.slug}`)}
          className="inline-flex items-center gap-1 font-semibold text-arc-700 underline underline-offset-2 hover:text-arc-600"
        >
          {fill(copy.officer.profileLink, { name: officer.name })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </div>
  );
}
