import { Mail, MessageCircle, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { buildMailto } from "~/lib/mailto";
import { useBlog } from "./use-blog";

type Outcome = "idle" | "copied" | "manual";

/** How long the "copied" note stays, as long as a notification. */
const noteDuration = 4000;

const isAbort = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";

/**
 * The device's share sheet with the title, the excerpt and the page's URL. Without one, the
 * URL goes to the clipboard and a short note says so; where the clipboard is refused too, the URL is
 * shown selected in a read-only box to copy by hand. Closing the share sheet is not an error.
 * Where scripts never run, two links take its place: a mail draft and a WhatsApp message with the
 * article's title and address (`url`, the page's canonical address).
 */
export function ShareButton({ title, text, url: canonical }: { title: string; text: string; url: string }) {
  const t = useBlog();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>("idle");
  const [url, setUrl] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  async function share() {
    const href = window.location.href;
    setUrl(href);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url: href });
        setOutcome("idle");
        return;
      } catch (error) {
        if (isAbort(error)) return;
        // Refused or unsupported data: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(href);
      setOutcome("copied");
    } catch {
      setOutcome("manual");
    }
  }

  useEffect(() => {
    if (outcome === "manual") {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    if (outcome !== "copied") return;
    const timer = window.setTimeout(() => setOutcome("idle"), noteDuration);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="inverse" onClick={share} aria-label={t.share.label} className="noscript:hidden">
          <Share2 aria-hidden="true" />
          {t.share.button}
        </Button>
        <noscript>
          <span className="flex flex-wrap gap-3">
            <a
              href={buildMailto({ to: "", subject: title, body: `${text}\n\n${canonical}` })}
              className={buttonVariants({ variant: "inverse" })}
            >
              <Mail aria-hidden="true" />
              {t.share.byEmail}
            </a>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${title}\n${canonical}`)}`}
              className={buttonVariants({ variant: "inverse" })}
            >
              <MessageCircle aria-hidden="true" />
              {t.share.onWhatsApp}
            </a>
          </span>
        </noscript>
        <p role="status" className="text-base font-semibold text-glow-200">
          {outcome === "copied" ? t.share.copied : ""}
        </p>
      </div>
      {outcome === "manual" ? (
        <div className="w-full max-w-xl">
          <label htmlFor={id} className="block text-sm font-semibold text-white">
            {t.share.manualLabel}
          </label>
          <p id={`${id}-hint`} className="mt-1 text-sm text-steel-100">
            {t.share.manualHint}
          </p>
          <input
            ref={inputRef}
            id={id}
            readOnly
            value={url}
            aria-describedby={`${id}-hint`}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 block min-h-11 w-full rounded-md border border-steel-300 bg-white px-3 font-mono text-sm text-navy-900"
          />
        </div>
      ) : null}
    </div>
  );
}
