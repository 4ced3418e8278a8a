import type { Widen } from "~/lib/i18n";

/** English copy of the projects list and the project pages. */
export const projects = {
  eyebrow: "Case studies",
  listTitle: "Projects we have delivered",
  listLead:
    "What the job was, what we did, what it found and what the client was left with: scope, methods, codes and measured results, project by project.",
  filtersLabel: "Filter the projects",
  filterAll: "All projects",
  byIndustry: "By industry",
  byService: "By service",
  /** Heading of a filtered list; {name} is the industry or service. */
  filteredTitle: "Projects in {name}",
  filteredServiceTitle: "Projects: {name}",
  /** Page title and description of a filtered list. */
  filteredMetaTitle: "{name} Case Studies",
  filteredMetaDescription:
    "Case studies of our {name} work in Cameroon: scope, methods, standards applied and measured results.",
  count: { one: "1 project", other: "{count} projects" },
  empty:
    "No case study is published here yet. We can share references for this kind of work: ask for them with a quote request.",
  emptyAction: "Request references",
  showAll: "See all projects",
  readProject: "Read the case study",
  sampleBadge: "Sample",
  sampleNotice:
    "Sample case study: it shows how a project will be presented here. The client, figures and photographs are illustrative, not a record of our work.",
  client: "Client",
  clientDescribed: "Client named on request, with their agreement",
  industry: "Industry",
  services: "Services",
  standards: "Codes and standards applied",
  location: "Location",
  period: "Period",
  ongoing: "ongoing",
  factsLabel: "Project facts",
  figuresLabel: "Scope and results",
  need: "The need",
  work: "The work",
  result: "The result",
  photosTitle: "Photographs",
  credit: "Photo:",
  testimonialLabel: "What the client said",
  relatedTitle: "Related",
  relatedIndustry: "Our work in {name}",
  relatedServices: "The services used",
  otherProjects: "Other projects",
  backToProjects: "All projects",
  ctaTitle: "A similar job on your site?",
  ctaText: "Tell us the scope, the code and the dates: we answer with a method, a team and a price.",
  quote: "Request a quote",
  relatedProjectsTitle: "Related projects",
  relatedProjectsLead: "Case studies of this work, with scope, methods and results.",
  allCaseStudies: "All case studies",
  tableLabel: "Table (scrolls sideways)",
} as const;

export type ProjectsDictionary = Widen<typeof projects>;
