/**
 * The home page's Send us a Message form. Until its code comes it is a plain form that posts to the request
 * page; once a visitor reaches for it, it checks as they type and sends without leaving the page. The
 * fields are the browser's own (uncontrolled), so what was typed before keeps its place.
 * `route.loaderData` holds only the form's copy, `route.rootData` the forms' words and fields.
 */
import { InquiryForm } from "~/features/inquiry/inquiry-form";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function InquiryFormIsland({ route }: { route: RouteState }) {
  return (
    <RouteProvider value={route}>
      <InquiryForm titleId="inquiry-title" />
    </RouteProvider>
  );
}
