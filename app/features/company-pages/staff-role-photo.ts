// The photo component as a module of its own, for `lazy()`: a dynamic import of the shared photo chunk itself
// would make every page's runtime carry a namespace helper (55 bytes brotli); this one is its own chunk.
export { Photo as default } from "~/components/ui/photo";
