import { ArrowLeft, ArrowRight, Quote } from "lucide-react";
import { ArticleBody } from "~/components/blocks/article-body";
import { PhotoFigure } from "~/components/blocks/photo-figure";
import { SampleNotice } from "~/components/blocks/sample-notice";
import { StatCards } from "~/components/blocks/stat-cards";
import { PageHero } from "~/components/layout/page-hero";
import { Container } from "~/components/ui/container";
import { Link } from "~/components/ui/link";
import { SampleBadge } from "~/components/ui/sample-badge";
import { pathOf } from "~/content/pages";
import { projectsPath } from "~/content/project-paths";
import { QuotePrompt } from "~/features/company-pages/quote-prompt";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { fill } from "~/lib/i18n";
import { industryPageId, servicePageId } from "./facets";
import type { Project, ProjectSummary } from "./types";
import { useProjects } from "./use-projects";

/** A case study: facts, figures, the need, the work and the result, photographs, and where to go next. */
export function ProjectArticle({ project, others }: { project: Project; others: readonly ProjectSummary[] }) {
  const copy = useProjects();
  const t = useCommon();
  const localize = useLocalize();
  const industry = t.pages[industryPageId(project.industry)];
  const [lead, ...more] = project.photos;
  const sections = [
    { id: "project-need", title: copy.need, html: project.html.need },
    { id: "project-work", title: copy.work, html: project.html.work },
    { id: "project-result", title: copy.result, html: project.html.result },
  ];
  return (
    <>
      <PageHero title={project.title} eyebrow={industry.name}>
        {project.summary}
      </PageHero>
      <article aria-labelledby="project-facts-title" className="py-10 sm:py-14">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            {project.sample ? <SampleNotice className="mb-6">{copy.sampleNotice}</SampleNotice> : null}
            {lead ? (
              <PhotoFigure
                photo={lead}
                creditLabel={copy.credit}
                priority
                sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
              />
            ) : null}
            <StatCards label={copy.figuresLabel} labelLevel={2} stats={project.figures} className="mt-8" />
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id} className="mt-10">
                <h2 id={section.id} className="text-3xl font-bold text-navy-900">
                  {section.title}
                </h2>
                <ArticleBody html={section.html} className="mt-4" />
              </section>
            ))}
            {project.testimonial ? (
              <figure className="mt-10 rounded-lg bg-navy-900 p-6 text-white sm:p-8">
                <Quote aria-hidden="true" className="size-8 text-amber-400" />
                <blockquote className="mt-3 text-xl leading-relaxed">
                  <p>{project.testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-steel-100">
                  <span className="sr-only">{copy.testimonialLabel}: </span>
                  {project.testimonial.role}
                </figcaption>
              </figure>
            ) : null}
            {more.length > 0 ? (
              <section aria-labelledby="project-photos" className="mt-10">
                <h2 id="project-photos" className="text-3xl font-bold text-navy-900">
                  {copy.photosTitle}
                </h2>
                <div className="mt-4 grid gap-6 sm:grid-cols-2">
                  {more.map((photo) => (
                    <PhotoFigure
                      key={photo.photo.src}
                      photo={photo}
                      creditLabel={copy.credit}
                      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    />
                  ))}
                </div>
              </section>
            ) : null}
          </div>
          <aside
            aria-labelledby="project-facts-title"
            className="lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:self-start"
          >
            <div className="rounded-lg bg-steel-50 p-6">
              <div className="flex items-center justify-between gap-2">
                <h2 id="project-facts-title" className="text-xl font-bold text-navy-900">
                  {copy.factsLabel}
                </h2>
                {project.sample ? <SampleBadge label={copy.sampleBadge} /> : null}
              </div>
              <dl className="mt-4 space-y-4 text-steel-700">
                <div>
                  <dt className="text-sm font-semibold text-steel-600 uppercase">{copy.client}</dt>
                  <dd className="mt-1 text-navy-900">
                    {project.client}
                    {project.clientConsent ? null : (
                      <span className="mt-1 block text-sm text-steel-600">{copy.clientDescribed}</span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-steel-600 uppercase">{copy.industry}</dt>
                  <dd className="mt-1">
                    <Link
                      to={localize(pathOf(industryPageId(project.industry)))}
                      className="inline-flex min-h-6 items-center font-semibold text-arc-700 underline underline-offset-2"
                    >
                      {industry.name}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-steel-600 uppercase">{copy.services}</dt>
                  <dd className="mt-1">
                    <ul className="space-y-1">
                      {project.services.map((service) => (
                        <li key={service}>
                          <Link
                            to={localize(pathOf(servicePageId(service)))}
                            className="inline-flex min-h-6 items-center font-semibold text-arc-700 underline underline-offset-2"
                          >
                            {t.pages[servicePageId(service)].name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-steel-600 uppercase">{copy.location}</dt>
                  <dd className="mt-1 text-navy-900">{project.location}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-steel-600 uppercase">{copy.period}</dt>
                  <dd className="mt-1 text-navy-900">{project.periodText}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-steel-600 uppercase">{copy.standards}</dt>
                  <dd className="mt-1">
                    <ul className="flex flex-wrap gap-2">
                      {project.standards.map((standard) => (
                        <li
                          key={standard}
                          className="rounded bg-white px-2 py-1 text-sm font-semibold text-navy-900 ring-1 ring-steel-200"
                        >
                          {standard}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </div>
          </aside>
        </Container>
      </article>
      <section aria-labelledby="project-related" className="bg-steel-50 py-12 sm:py-16">
        <Container>
          <h2 id="project-related" className="text-3xl font-bold text-navy-900">
            {copy.relatedTitle}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
            {[
              {
                href: localize(pathOf(industryPageId(project.industry))),
                label: fill(copy.relatedIndustry, { name: industry.name }),
              },
              ...project.services.map((service) => ({
                href: localize(pathOf(servicePageId(service))),
                label: t.pages[servicePageId(service)].name,
              })),
            ].map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex items-center gap-1 font-semibold text-arc-700 underline underline-offset-4"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <>
              <h3 className="mt-10 text-2xl font-bold text-navy-900">{copy.otherProjects}</h3>
              <ul className="mt-4 space-y-2">
                {others.map((other) => (
                  <li key={other.slug}>
                    <Link
                      to={localize(`/projects/${other.slug}`)}
                      className="inline-flex min-h-6 items-center font-semibold text-arc-700 underline underline-offset-2"
                    >
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="mt-8">
            <Link
              to={localize(projectsPath())}
              className="inline-flex items-center gap-2 font-semibold text-navy-900 underline underline-offset-4"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {copy.backToProjects}
            </Link>
          </p>
        </Container>
      </section>
      <QuotePrompt id="project-cta" copy={{ title: copy.ctaTitle, text: copy.ctaText, button: copy.quote }} />
    </>
  );
}
