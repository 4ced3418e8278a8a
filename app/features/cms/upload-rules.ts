/**
 * What the editor takes as a photograph, shared by the editor's page (public/admin/editor-rules.js reads the
 * limit from /admin/editor-text.json) and the local backend's guard (scripts/cms/local-guard.mjs). A phone's
 * full-size photo is 3–8 MB; beyond 10 MB it is a scan or a camera's raw export, slow to commit and to
 * build, and the site never shows more than 2,400 pixels of it anyway.
 *
 * Loaded by Node's own type stripping as well as by Vite: it imports nothing.
 */
export const maxPhotoMegabytes = 10;
export const maxPhotoBytes = maxPhotoMegabytes * 1024 * 1024;
