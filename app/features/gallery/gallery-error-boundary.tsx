import { TriangleAlert } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Button } from "~/components/ui/button";

interface Props {
  labels: {
    /** "Gallery Error". */
    title: string;
    /** Shown when the failure carries no message. */
    unknown: string;
    reload: string;
  };
  children: ReactNode;
}

/**
 * A failure while rendering the gallery shows "Gallery Error" and the message instead of
 * a blank page. A class because React only catches render errors in class components; React itself
 * reports the caught error to the console.
 */
export class GalleryErrorBoundary extends Component<Props, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const { labels } = this.props;
    const message = error instanceof Error && error.message ? error.message : labels.unknown;
    return (
      <div role="alert" className="mt-10 rounded-lg border-2 border-arc-600 bg-white p-6 sm:p-8">
        <p className="flex items-center gap-2 text-xl font-bold text-navy-900">
          <TriangleAlert aria-hidden="true" className="size-6 text-arc-700" />
          {labels.title}
        </p>
        <p className="mt-3 rounded-md bg-steel-100 p-4 font-mono text-sm break-words text-navy-900">{message}</p>
        <Button variant="outline" className="mt-6" onClick={() => window.location.reload()}>
          {labels.reload}
        </Button>
      </div>
    );
  }
}
