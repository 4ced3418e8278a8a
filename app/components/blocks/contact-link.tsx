import { MessageSquare } from "lucide-react";
import { type ButtonVariants, buttonVariants } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { useLocalize } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/** A link-button to the contact section of the home page, in the current language. */
export function ContactLink({ label, variant = "outline" }: { label: string; variant?: ButtonVariants["variant"] }) {
  const localize = useLocalize();
  return (
    <Link to={localize("/#contact")} className={cn(buttonVariants({ variant, size: "lg" }))}>
      <MessageSquare aria-hidden="true" />
      {label}
    </Link>
  );
}
