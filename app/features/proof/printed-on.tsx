/**
 * " · printed 28 November 2026" on a printed page's letterhead: the visitor's day, which the page's inline script
 * writes into the template (site/layouts/Page.astro); nothing where scripts never run.
 */
export function PrintedOn({ template }: { template: string }) {
  return <span data-printed-on={template} />;
}
