import { ArrowRight, Eye, Target } from "lucide-react";
import { Link } from "~/components/ui/link";
import { pathOf } from "~/content/pages";
import { useLocalize } from "~/i18n/use-locale";
import { HomeSection } from "./home-section";
import { useHome } from "./use-home";

/** Vision and mission (#vision-mission), each leading to its own page. */
export function VisionMissionSection() {
  const s = useHome().visionMission;
  const localize = useLocalize();
  const blocks = [
    { key: "vision", icon: Eye, page: "about-vision", copy: s.vision },
    { key: "mission", icon: Target, page: "about-mission", copy: s.mission },
  ] as const;
  return (
    <HomeSection id="vision-mission" tone="dark" eyebrow={s.eyebrow} title={s.title}>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {blocks.map(({ key, icon: Icon, page, copy }) => (
          <article key={key} aria-labelledby={`${key}-title`} className="rounded-lg bg-navy-800 p-8">
            <Icon aria-hidden="true" className="size-8 text-amber-400" />
            <h3 id={`${key}-title`} className="mt-4 text-3xl font-bold text-white">
              {copy.title}
            </h3>
            <p className="mt-3 text-base text-steel-100 sm:text-lg">{copy.text}</p>
            <Link
              to={localize(pathOf(page))}
              className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-amber-400 underline-offset-4 hover:underline"
            >
              {copy.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
