import { useEffect, useState } from "react";

/**
 * The visitor's current year. The prerendered HTML carries the build year; after hydration the
 * visitor's clock replaces it, so a page built last December still says this year.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState<number>(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
