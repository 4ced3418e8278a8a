import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useCommon } from "~/i18n/use-locale";

/**
 * Back to the page the visitor came from. Only script can do that: the button stays hidden until the page's
 * inline script shows it and gives it its click (site/layouts/Page.astro). Where scripts never run, the Back to
 * Home link beside it and the browser's own Back are the ways on. Hidden, not kept invisible in its place as
 * the pack's Print button is: here it would leave a gap in a stack of two.
 */
export function BackButton() {
  const n = useCommon().notFound;
  return (
    <button type="button" data-history-back="" hidden className={buttonVariants({ variant: "outline" })}>
      <ArrowLeft aria-hidden="true" />
      {n.back}
    </button>
  );
}
