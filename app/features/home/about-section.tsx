import { CheckList } from "~/components/blocks/check-list";
import { IconTile } from "~/components/ui/icon-tile";
import { Picture } from "~/components/ui/picture";
import { homeAboutImage, homeCapabilities } from "~/content/home";
import { HomeSection } from "./home-section";
import { KeyFigures } from "./key-figures";
import { useHome } from "./use-home";

/** About (#about): three capability cards, the codes we work to, and our record in figures. */
export function AboutSection() {
  const a = useHome().about;
  return (
    <HomeSection id="about" eyebrow={a.eyebrow} title={a.title} lead={a.lead}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {homeCapabilities.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-lg border border-steel-100 bg-steel-50 p-6">
            <IconTile icon={Icon} />
            <h3 className="mt-4 text-2xl font-bold text-navy-900">{a.capabilities[key].title}</h3>
            <p className="mt-2 text-steel-600">{a.capabilities[key].text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-16 grid items-center gap-10 lg:grid-cols-2">
        <Picture {...homeAboutImage} alt={a.imageAlt} className="w-full rounded-lg" />
        <div>
          <h3 className="text-2xl font-bold text-navy-900 sm:text-3xl">{a.expertiseTitle}</h3>
          <p className="mt-3 text-steel-600">{a.expertiseText}</p>
          <CheckList items={a.expertise} look="strong" className="mt-5" />
        </div>
      </div>
      <div className="mt-16 rounded-lg bg-navy-900 px-6 py-10 sm:px-10">
        <h3 className="sr-only">{a.statsLabel}</h3>
        <KeyFigures stats={a.stats} className="grid-cols-2 text-center lg:grid-cols-4" />
      </div>
    </HomeSection>
  );
}
