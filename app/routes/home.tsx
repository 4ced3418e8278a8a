import { blogDictionaries } from "~/content/locales/blog";
import { homeDictionaries } from "~/content/locales/home";
import { listPosts } from "~/features/blog/posts.server";
import { AboutSection } from "~/features/home/about-section";
import { BlogTeaserSection } from "~/features/home/blog-teaser-section";
import { ContactSection } from "~/features/home/contact-section";
import { HeroSection } from "~/features/home/hero-section";
import { IndustriesSection } from "~/features/home/industries-section";
import { industryCards } from "~/features/home/industry-cards.server";
import { ServicesSection } from "~/features/home/services-section";
import { StaffTeaserSection } from "~/features/home/staff-teaser-section";
import { toTeaserPost } from "~/features/home/teaser-post";
import { useHashFocus } from "~/features/home/use-hash-focus";
import { VisionMissionSection } from "~/features/home/vision-mission-section";
import { WhyChooseUsSection } from "~/features/home/why-choose-us-section";
import { metaOfPage } from "~/features/seo/page-meta";
import { localeOfRequest } from "~/lib/i18n";
import { IslandSlot } from "~/lib/island-slots";
import type { LoaderArgs, MetaFunction, PageProps } from "~/lib/router";

/** Number of posts in the blog teaser. */
const teaserPostCount = 3;

/**
 * Runs at build time: the page's copy in its language (as data rather than code, decision 0009), the
 * industry cards of the sectors the company claims, and the newest posts, trimmed to what the teaser shows.
 */
export async function loader({ request }: LoaderArgs) {
  const locale = localeOfRequest(request);
  const home = homeDictionaries[locale];
  return {
    home,
    industryCards: industryCards(home.industries),
    blog: blogDictionaries[locale],
    posts: (await listPosts(locale)).slice(0, teaserPostCount).map(toTeaserPost),
  };
}

export const meta: MetaFunction<typeof loader> = metaOfPage;

export default function Home({ loaderData }: PageProps<typeof loader>) {
  useHashFocus();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <IndustriesSection cards={loaderData.industryCards} />
      <VisionMissionSection />
      <WhyChooseUsSection />
      <StaffTeaserSection />
      <IslandSlot name="blogTeaser">
        <BlogTeaserSection posts={loaderData.posts} />
      </IslandSlot>
      <ContactSection />
    </>
  );
}
