import { CheckCircle2 } from "lucide-react";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { homeAboutImage, homeCapabilities } from "~/content/home";
import { KeyFigures } from "./key-figures";
import { useHome } from "./use-home";

/** About (#about): three capability cards, the codes we work to, and our record in figures. */
export function AboutSection() {
  const a = useHome().about;
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20 sm:py-24">
      <Container>
        <SectionHeading id="about-title" eyebrow={a.eyebrow} title={a.title}>
          <p>{a.lead}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {homeCapabilities.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-lg border border-steel-100 bg-steel-50 p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-md bg-navy-900 text-amber-400">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-2xl font-bold text-navy-900">{a.capabilities[key].title}</h3>
              <p className="mt-2 text-steel-600">{a.capabilities[key].text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-16 grid items-center gap-10 lg:grid-cols-2">
          <Picture
            src={homeAboutImage.src}
            width={homeAboutImage.width}
            height={homeAboutImage.height}
            alt={a.imageAlt}
            className="w-full rounded-lg"
          />
          <div>
            <h3 className="text-2xl font-bold text-navy-900 sm:text-3xl">{a.expertiseTitle}</h3>
            <p className="mt-3 text-steel-600">{a.expertiseText}</p>
            <ul className="mt-5 space-y-3">
              {a.expertise.map((item) => (
                <li key={item} className="flex gap-3 text-navy-900">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-arc-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-16 rounded-lg bg-navy-900 px-6 py-10 sm:px-10">
          <h3 className="sr-only">{a.statsLabel}</h3>
          <KeyFigures stats={a.stats} className="grid-cols-2 text-center lg:grid-cols-4" />
        </div>
      </Container>
    </section>
  );
}
