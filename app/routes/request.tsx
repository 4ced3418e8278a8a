import { PageHero } from "~/components/layout/page-hero";
import { Container } from "~/components/ui/container";
import { ConsultationForm } from "~/features/consultation/consultation-form";
import { InquiryForm } from "~/features/inquiry/inquiry-form";
import { AnswerSummary } from "~/features/leads/answer-summary";
import type { LeadAnswer } from "~/features/leads/lead-answer";
import { LeadConfirmation } from "~/features/leads/lead-confirmation";
import { requestSectionIds as formIds } from "~/features/leads/request-page";
import { QuoteForm } from "~/features/quote/quote-form";
import { quotePresetOf } from "~/features/quote/quote-preset";
import { metaOfPage } from "~/features/seo/page-meta";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOfPage } from "~/i18n/page-copy.server";
import { useCommon } from "~/i18n/use-locale";
import { IslandSlot } from "~/lib/island-slots";
import type { LoaderArgs, MetaFunction, PageProps } from "~/lib/router";

/**
 * The page's copy in its language, as data rather than code (decision 0009), and the quote form's service
 * when a link chose one (`?quote=ndt`). Runs at build time for the page itself, and per request for such a
 * link (server/leads.mjs), so the form is chosen before any script runs.
 */
export async function loader(args: LoaderArgs) {
  return { ...(await copyOfPage(args)), quotePreset: quotePresetOf(new URL(args.request.url)) };
}

export const meta: MetaFunction<typeof loader> = metaOfPage;

/**
 * The three forms on one page: for visitors without JavaScript, and for anyone who wants them all in view.
 * `actionData` is the answer to a form sent here without JavaScript: the page again, with the reference, or
 * with the form, its values and its messages. Each form is an island where the page is built with them.
 */
export default function RequestPage({ actionData, loaderData }: PageProps<typeof loader, LeadAnswer>) {
  const t = useCommon();
  const page = t.pages.request;
  const copy = t.leads.page;
  const home = usePageCopy("home");
  const stored = actionData?.outcome === "stored" ? actionData : null;
  const answer = actionData?.outcome === "stored" ? null : actionData;
  const sections = [
    {
      id: formIds.inquiry,
      title: home.inquiry.title,
      form: (
        <IslandSlot name="messageForm">
          <InquiryForm titleId="message-title" answer={answer} confirmationHeading="h3" />
        </IslandSlot>
      ),
    },
    {
      id: formIds.consultation,
      title: t.consultation.title,
      form: (
        <IslandSlot name="consultationForm">
          <ConsultationForm titleId="consultation-title" answer={answer} />
        </IslandSlot>
      ),
    },
    {
      id: formIds.quote,
      title: t.quote.title,
      form: (
        <IslandSlot name="quoteForm">
          <QuoteForm titleId="quote-title" answer={answer} preset={loaderData.quotePreset} />
        </IslandSlot>
      ),
    },
  ];
  return (
    <>
      {/* An answer puts what happened first: the promise of the intro would sit above a refusal. */}
      <PageHero title={page.title} eyebrow={copy.eyebrow}>
        {actionData ? null : copy.intro}
      </PageHero>
      {stored ? (
        <Container className="pt-12">
          <LeadConfirmation kind={stored.kind} reference={stored.ref} heading="h2" />
        </Container>
      ) : null}
      {answer ? (
        <Container className="pt-12">
          <AnswerSummary
            answer={answer}
            labels={{ inquiry: home.inquiry, consultation: t.consultation, quote: t.quote }}
          />
        </Container>
      ) : null}
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={index % 2 === 0 ? "py-12 sm:py-16" : "bg-steel-50 py-12 sm:py-16"}
        >
          <Container className="max-w-3xl">
            <h2 id={`${section.id}-title`} className="mb-6 text-3xl font-bold text-navy-900">
              {section.title}
            </h2>
            {section.form}
          </Container>
        </section>
      ))}
    </>
  );
}
