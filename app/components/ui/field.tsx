import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

const control =
  "block w-full rounded-md border border-steel-600 bg-white px-3 py-2.5 text-base text-navy-900 placeholder:text-steel-600 focus:border-arc-600 focus:ring-2 focus:ring-arc-500/40 focus:outline-none user-invalid:border-red-700";

interface FieldProps {
  label: string;
  /** The control's id, where something outside the field links to it (an error summary); generated otherwise. */
  id?: string;
  /** Shown after the label: "*" for required fields, "(optional)" for the others. */
  required?: boolean;
  optionalText?: string;
  hint?: string;
  /** Why the value was refused, shown under the control and read out with it. */
  error?: string;
  /** `alert` where the error appears without the visitor's asking (a file taken off as it is chosen). */
  errorRole?: "alert";
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label, its control, an optional hint and an error, tied together by ids. */
export function Field({
  label,
  id: givenId,
  required,
  optionalText,
  hint,
  error,
  errorRole,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-arc-700">
            {" "}
            *
          </span>
        ) : optionalText ? (
          <span className="font-normal text-steel-600"> ({optionalText})</span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} role={errorRole} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-steel-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, className)} {...props} />;
}

/** A native select; a chosen name longer than the box ends in an ellipsis (`.select-control` in app.css). */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "select-control pr-9", className)} {...props} />;
}

/** A multi-line control, 7 rem high unless the caller's className says otherwise. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, className ?? "min-h-28")} {...props} />;
}
