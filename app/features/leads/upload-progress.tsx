import { fill } from "~/lib/i18n";

/** How much of a form with files has gone up, for a visitor on a slow network: a bar and its words. */
export function UploadProgress({ share, label }: { share: number; label: string }) {
  const percent = Math.round(share * 100);
  const text = fill(label, { percent: String(percent) });
  return (
    <div className="space-y-1">
      <p className="text-sm text-navy-900">{text}</p>
      <progress value={percent} max={100} aria-label={text} className="h-2 w-full accent-arc-600" />
    </div>
  );
}
