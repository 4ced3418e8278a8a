import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useCommon } from "~/i18n/use-locale";

/** Back to the page the visitor came from: the page's inline script gives it its click (site/layouts/Page.astro). */
export function BackButton() {
  const n = useCommon().notFound;
  return (
    <button type="button" data-history-back="" className={buttonVariants({ variant: "outline" })}>
      <ArrowLeft aria-hidden="true" />
      {n.back}
    </button>
  );
}
