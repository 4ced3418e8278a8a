import { IconTile } from "~/components/ui/icon-tile";
import { homeReasons } from "~/content/home";
import { HomeSection } from "./home-section";
import { useHome } from "./use-home";

/** Why choose us (#why-choose-us): six concrete reasons. */
export function WhyChooseUsSection() {
  const s = useHome().whyChooseUs;
  return (
    <HomeSection id="why-choose-us" eyebrow={s.eyebrow} title={s.title} lead={s.lead} align="center">
      <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {homeReasons.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4">
            <IconTile icon={Icon} look="round" />
            <div>
              <h3 className="text-2xl font-bold text-navy-900">{s.reasons[key].title}</h3>
              <p className="mt-2 text-steel-600">{s.reasons[key].text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
