import { roleImageSize } from "~/components/blocks/images";
import { Photo } from "~/components/ui/photo";
import { Picture } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import type { IllustratedView } from "~/lib/content/illustrated-list";

/** One role as the staff outsourcing page's build receives it: the page language's words only. */
export interface StaffRole extends IllustratedView {
  name: string;
  description: string;
  imageAlt: string;
}

const imageClass = "w-full bg-steel-100";

/**
 * The roles as cards in 1 to 4 columns, in their order: a picture, the role's name and what it covers. Rendered
 * to HTML at build time only (`staff-roles-markup.server.tsx`): nothing in it reacts to the visitor.
 */
export function StaffRoleList({ roles, creditLabel }: { roles: readonly StaffRole[]; creditLabel: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {roles.map((role) => (
        <li
          key={role.id}
          className="flex flex-col overflow-hidden rounded-lg border border-steel-100 bg-white shadow-sm"
        >
          {role.photo ? (
            <Photo
              photo={role.photo}
              alt={role.imageAlt}
              sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className={cn(imageClass, "aspect-[4/3] object-cover")}
            />
          ) : (
            <Picture src={role.src} alt={role.imageAlt} {...roleImageSize} className={imageClass} />
          )}
          <div className="p-5">
            <h3 className="text-lg font-bold text-navy-900">{role.name}</h3>
            <p className="mt-2 text-sm leading-relaxed text-steel-600">{role.description}</p>
            {role.photo && role.credit ? (
              <p className="mt-3 text-xs text-steel-600">
                {creditLabel} {role.credit}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
