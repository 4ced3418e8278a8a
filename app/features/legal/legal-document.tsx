import { Container } from "~/components/ui/container";
import { company } from "~/content/company";
import { usePageCopy } from "~/i18n/page-copy";
import { BrowserStorageList } from "./browser-storage-list";
import { LastUpdated } from "./last-updated";
import { LegalContactDetails } from "./legal-contact-details";
import { fillPlaceholders, type LegalBlock, type LegalPageId, legalSections } from "./legal-documents";

const placeholders = { company: company.name };

/** The body shared by the terms, privacy and accessibility pages: contents, last-updated line, sections. */
export function LegalDocument({ page }: { page: LegalPageId }) {
  const dictionary = usePageCopy("legal");
  const sections = legalSections(page, dictionary);
  const tocId = `${page}-contents`;
  return (
    <Container className="py-12 sm:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <nav
        aria-labelledby={tocId}
        className="mb-10 rounded-lg bg-steel-50 p-5 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:mb-0 lg:self-start"
      >
        <p id={tocId} className="font-display text-lg font-bold tracking-wide text-navy-900 uppercase">
          {dictionary.onThisPage}
        </p>
        <ol className="mt-3 space-y-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-9 items-center text-steel-700 hover:text-arc-700 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="max-w-3xl">
        <LastUpdated />
        {dictionary[page].intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-navy-900">
            {fillPlaceholders(paragraph, placeholders)}
          </p>
        ))}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-12">
            <h2 id={section.id} className="text-3xl font-bold text-navy-900">
              {section.title}
            </h2>
            {section.body.map((block) => (
              <Block key={typeof block === "string" ? block : block.list.join("\n")} block={block} />
            ))}
            {section.extra === "contact" ? <LegalContactDetails labels={dictionary.contact} /> : null}
            {section.extra === "storage" ? <BrowserStorageList text={dictionary.storage} /> : null}
          </section>
        ))}
      </div>
    </Container>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") {
    return <p className="mt-4 leading-relaxed text-steel-700">{fillPlaceholders(block, placeholders)}</p>;
  }
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-steel-700 marker:text-arc-700">
      {block.list.map((item) => (
        <li key={item}>{fillPlaceholders(item, placeholders)}</li>
      ))}
    </ul>
  );
}
