import { cn } from "~/lib/cn";

/** What a part of the pack or the register says when none of its records is valid today: ask us. */
export function EmptyRecords({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn("max-w-3xl rounded-lg border border-steel-300 bg-white p-6 text-navy-900", className)}>{text}</p>
  );
}
