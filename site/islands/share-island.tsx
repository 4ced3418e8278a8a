/** An article's Share button: the device's share sheet, else the clipboard, else the address to copy by hand. */
import { ShareButton } from "~/features/blog/share-button";
import { RouteProvider, type RouteState } from "~/lib/router";

/** `route.loaderData` holds only the blog's share copy, the words this button shows. */
export default function ShareIsland({
  route,
  title,
  text,
  url,
}: {
  route: RouteState;
  title: string;
  text: string;
  url: string;
}) {
  return (
    <RouteProvider value={route}>
      <ShareButton title={title} text={text} url={url} />
    </RouteProvider>
  );
}
