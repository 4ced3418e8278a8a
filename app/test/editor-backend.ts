import type { EditorBackend } from "~/features/cms/editor-config";

/** A GitHub backend as a production build configures it, for tests of the editor's generated files. */
export const exampleBackend: EditorBackend = {
  name: "github",
  repo: "acme/site",
  branch: "main",
  base_url: "https://www.example.com",
  auth_endpoint: "api/cms/auth",
};
