import { editorConfigText } from "~/features/cms/editor-config.server";

/**
 * /admin/config.yml: the editor's configuration, written at build time from the content schemas. JSON is
 * YAML, so the file needs no YAML writer.
 */
export function loader() {
  return new Response(editorConfigText(), {
    headers: { "Content-Type": "text/yaml; charset=utf-8", "X-Robots-Tag": "noindex" },
  });
}
