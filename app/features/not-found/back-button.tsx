import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useCommon } from "~/i18n/use-locale";
import { useNavigate } from "~/lib/router";

/** Back to the page the visitor came from. */
export function BackButton() {
  const n = useCommon().notFound;
  const navigate = useNavigate();
  return (
    <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" />
      {n.back}
    </button>
  );
}
