import { useState } from "react";
import { company } from "~/content/company";
import { heroVideoUrl } from "~/content/home";
import { useConsent } from "~/features/cookies/consent";
import { cn } from "~/lib/cn";
import { useDeferredVideo } from "./use-deferred-video";
import { useHome } from "./use-home";
import { mayLoadHeroVideo } from "./video-policy";

/**
 * The hero's background video. Its box always exists and fills the hero, so adding the player moves
 * nothing; the player itself arrives only once the page is loaded and idle (see `useDeferredVideo`),
 * covers the box like `object-fit: cover` (container query units), and fades in over the poster once
 * its document has loaded. Nothing is asked of the video service until the visitor accepts the cookie
 * banner, nor ever when no video is configured. It is decoration: hidden from assistive technology, unfocusable, unclickable.
 */
export function HeroVideo({ className }: { className?: string }) {
  const ready = useDeferredVideo(mayLoadHeroVideo(company.heroVideoId, useConsent()));
  const [loaded, setLoaded] = useState(false);
  const title = useHome().hero.videoTitle;
  return (
    <div aria-hidden="true" className={cn("pointer-events-none overflow-hidden [container-type:size]", className)}>
      {ready ? (
        <iframe
          src={heroVideoUrl()}
          title={title}
          aria-hidden="true"
          tabIndex={-1}
          allow="autoplay; encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
          className={cn(
            "pointer-events-none absolute top-1/2 left-1/2 h-[max(100cqh,56.25cqw)] w-[max(100cqw,177.78cqh)] max-w-none -translate-x-1/2 -translate-y-1/2 border-0 transition-opacity duration-1000",
            loaded ? "opacity-100" : "opacity-0",
          )}
        />
      ) : null}
    </div>
  );
}
