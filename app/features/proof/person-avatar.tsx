import { Photo } from "~/components/ui/photo";
import type { PersonView } from "./page-data";

/** A person's portrait, or their initials in a circle while there is none (the name beside it says who it is). */
export function PersonAvatar({ person }: { person: Pick<PersonView, "portrait" | "initials"> }) {
  if (person.portrait) {
    return (
      <Photo
        photo={person.portrait.photo}
        alt={person.portrait.alt}
        sizes="5rem"
        className="size-20 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-navy-900 font-display text-2xl font-bold text-white"
    >
      {person.initials}
    </span>
  );
}
