import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { homeReasons } from "~/content/home";
import { useHome } from "./use-home";

/** Why choose us (#why-choose-us): six concrete reasons. */
export function WhyChooseUsSection() {
  const s = useHome().whyChooseUs;
  return (
    <section id="why-choose-us" aria-labelledby="why-choose-us-title" className="bg-white py-20 sm:py-24">
      <Container>
        <SectionHeading id="why-choose-us-title" eyebrow={s.eyebrow} title={s.title} align="center">
          <p>{s.lead}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {homeReasons.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-arc-600 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-2xl font-bold text-navy-900">{s.reasons[key].title}</h3>
                <p className="mt-2 text-steel-600">{s.reasons[key].text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
