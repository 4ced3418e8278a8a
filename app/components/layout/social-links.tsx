import { ExternalLink } from "~/components/ui/external-link";
import { company } from "~/content/company";
import { useCommon } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { SocialIcon } from "./social-icon";

const networks = ["facebook", "twitter", "linkedin", "instagram"] as const;

/** The four social profiles, each opening in a new tab; `itemClassName` sizes and colours the links. */
export function SocialLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const t = useCommon();
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {networks.map((network) => (
        <li key={network}>
          <ExternalLink
            href={company.social[network]}
            label={t.social[network]}
            className={cn("inline-flex items-center justify-center rounded-md transition-colors", itemClassName)}
          >
            <SocialIcon network={network} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
