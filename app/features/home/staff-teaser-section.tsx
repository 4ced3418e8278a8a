import { ArrowRight } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { staffTeaserImage } from "~/content/home";
import { pathOf } from "~/content/pages";
import { useLocalize } from "~/i18n/use-locale";
import { KeyFigures } from "./key-figures";
import { useHome } from "./use-home";

/** The staff outsourcing teaser (#staff-outsourcing), leading to its page. */
export function StaffTeaserSection() {
  const s = useHome().staff;
  const localize = useLocalize();
  return (
    <section id="staff-outsourcing" aria-labelledby="staff-outsourcing-title" className="bg-navy-950 py-20 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="staff-outsourcing-title" eyebrow={s.eyebrow} title={s.title} tone="dark">
            <p>{s.text}</p>
          </SectionHeading>
          <KeyFigures stats={s.stats} className="mt-10 grid-cols-2 min-[400px]:grid-cols-3" />
          <Link
            to={localize(pathOf("staff-outsourcing"))}
            className={buttonVariants({ size: "lg", className: "mt-10" })}
          >
            {s.link}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <Picture {...staffTeaserImage} alt={s.imageAlt} className="w-full rounded-lg" />
      </Container>
    </section>
  );
}
