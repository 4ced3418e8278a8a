import { LinkPills } from "~/components/blocks/link-pills";
import { PageSection } from "~/components/blocks/page-section";
import { projectsPath } from "~/content/project-paths";
import { useLocalize } from "~/i18n/use-locale";
import type { RelatedProjectsData } from "./projects.server";

/**
 * An industry's or a service's latest case studies as links, and the way to all of them; nothing when there
 * are none. Links rather than cards: the blocks these pages already load carry them, and the cards' photos
 * and code stay on the projects' own pages.
 */
export function RelatedProjects({ related, tone }: { related: RelatedProjectsData; tone?: "white" | "muted" }) {
  const localize = useLocalize();
  const { copy, projects, filter } = related;
  if (projects.length === 0) return null;
  return (
    <PageSection id="related-projects" tone={tone} title={copy.relatedProjectsTitle} lead={copy.relatedProjectsLead}>
      <LinkPills
        links={[
          ...projects.map((project) => ({
            href: localize(`/projects/${project.slug}`),
            label: project.sample ? `${project.title} (${copy.sampleBadge})` : project.title,
          })),
          { href: localize(projectsPath(filter)), label: copy.allCaseStudies },
        ]}
      />
    </PageSection>
  );
}
