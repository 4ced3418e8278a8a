import type { IndustryKey } from "~/content/industry-page-facts";
import type { ProjectService } from "~/content/project-facets";
import type { CreditedPhoto } from "~/lib/photos";

/**
 * The projects' (case studies') content model, shared by the pages, the filters and the build-time
 * loader. Validation lives in `project-source.ts`; reading the files in `projects.server.ts`.
 */

/** A photograph of the work, by its path in the photo sources (`app/content/photos/`). */
export interface ProjectPhoto {
  /** Path inside `app/content/photos/`, e.g. `projects/crane-rail-weld.jpg`. */
  photo: string;
  /** What the photograph shows, for readers who cannot see it, in this file's language. */
  alt: string;
  /** Who took it (and its licence when it is not the company's own). */
  credit: string;
}

/** One measured figure of scope or outcome, e.g. `{ value: "1,240", label: "welds inspected" }`. */
export interface ProjectFigure {
  value: string;
  label: string;
}

/** What the client said, published only with the speaker's consent. */
export interface ProjectTestimonial {
  quote: string;
  /** The speaker's role and organisation as they agreed to be named, e.g. "Maintenance manager, terminal operator". */
  role: string;
  /** True once the speaker agreed to publication; a testimonial without consent is refused at build. */
  consent: boolean;
}

/** A project as its front matter describes it (see `project-source.ts` for each field's rules). */
export interface ProjectFrontMatter {
  /** URL segment, equal to the file name without `.md` and the same in every locale. */
  slug: string;
  /** True for illustrative content that is not the company's own work; `check:launch` refuses it. */
  sample: boolean;
  title: string;
  /** One or two sentences for cards, search results and link previews. */
  summary: string;
  /** The client's name when `clientConsent` is true, otherwise a description ("a container terminal operator in Douala"). */
  client: string;
  /** Whether the client agreed to be named; when false, `client` must describe, not name. */
  clientConsent: boolean;
  industry: IndustryKey;
  /** Service pages this project shows the work of, the main one first. */
  services: ProjectService[];
  /** Codes and standards applied, as written on the reports (e.g. "ASME B31.3", "ISO 17640"). */
  standards: string[];
  location: string;
  /** Start and end months (`YYYY-MM`); the end is omitted while the work continues. */
  period: { start: string; end?: string };
  /** Figures of scope and outcome, at least one. */
  figures: ProjectFigure[];
  /** The need, the work and the result, in Markdown. */
  need: string;
  work: string;
  result: string;
  /** Photographs, the first one leading the page and its card. */
  photos: ProjectPhoto[];
  testimonial?: ProjectTestimonial;
}

/** A photograph as a page receives it: the served files and sizes, with this language's words. */
export type ProjectPhotoView = CreditedPhoto;

/** A project as its page receives it: Markdown rendered and photos resolved at build time. */
export interface Project extends Omit<ProjectFrontMatter, "need" | "work" | "result" | "photos"> {
  /** The need, the work and the result, rendered to HTML (raw HTML in the Markdown is escaped). */
  html: { need: string; work: string; result: string };
  /** The period written out in the page's language ("March 2025 – May 2025"). */
  periodText: string;
  photos: ProjectPhotoView[];
}

/** What a list or a card needs of a project. */
export type ProjectSummary = Pick<
  Project,
  "slug" | "sample" | "title" | "summary" | "client" | "clientConsent" | "industry" | "services" | "periodText"
> & { photo: ProjectPhotoView };
