/**
 * What the pages' components know of the page they are in, and how they move: every page is a document of its
 * own, rendered at build time (Astro), so there is no router. The page's path, its route module's loader data
 * and the root's data come from `RouteProvider`, which each island and the page's region set (for an island,
 * only the parts it renders). The names follow React Router's, which the components were first written for.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from "react";

export interface RouteState {
  pathname: string;
  search?: string;
  hash?: string;
  /** What `useLoaderData()` returns: the page route's loader data (or the part of it a tree needs). */
  loaderData?: unknown;
  /** What `useRouteLoaderData("root")` returns: the root loader's data (or the part of it a tree needs). */
  rootData?: unknown;
}

const RouteContext = createContext<RouteState | null>(null);

export function RouteProvider({ value, children }: { value: RouteState; children: ReactNode }) {
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}

function useRoute(): RouteState {
  const route = useContext(RouteContext);
  if (!route) throw new Error("no RouteProvider above this component");
  return route;
}

/** Where a link or a navigation goes: a path with its query and fragment, or their parts. */
export type To = string | { pathname?: string; search?: string; hash?: string };

/** Said on the window when `useNavigate` changes the history itself (pushState fires no event). */
const historyEvent = "page-history";
const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  window.addEventListener("hashchange", onChange);
  window.addEventListener(historyEvent, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener(historyEvent, onChange);
  };
};
const browserHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The page's location: the route's path in the HTML and while hydrating, then the address bar's, kept
 * current (a dialog's history entry changes the hash, and Back takes it away: use-back-closes.ts).
 */
export function useLocation() {
  const route = useRoute();
  const serverHref = `${route.pathname}${route.search ?? ""}${route.hash ?? ""}`;
  const current = useSyncExternalStore(subscribe, browserHref, () => serverHref);
  const url = new URL(current, "http://localhost");
  const state = typeof window === "undefined" ? null : (window.history.state as unknown);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: url.hash || "default" };
}

/**
 * Navigation is the browser's: within the page (same path and query) a history entry of its own, as the
 * router's pushState did; anywhere else a document load.
 */
export function useNavigate() {
  return useCallback((to: To | number, options?: { replace?: boolean; state?: unknown }) => {
    if (typeof to === "number") return window.history.go(to);
    const target = new URL(
      typeof to === "string"
        ? to
        : `${to.pathname ?? window.location.pathname}${to.search ?? (to.pathname ? "" : window.location.search)}${to.hash ?? ""}`,
      window.location.href,
    );
    if (target.pathname === window.location.pathname && target.search === window.location.search) {
      // A plain move to a section: the browser's own fragment navigation, which scrolls there.
      if (options?.state === undefined && !options?.replace && target.hash) {
        window.location.hash = target.hash;
        return;
      }
      const state = options?.state ?? null;
      if (options?.replace) window.history.replaceState(state, "", target.href);
      else window.history.pushState(state, "", target.href);
      window.dispatchEvent(new Event(historyEvent));
      return;
    }
    if (options?.replace) window.location.replace(target.href);
    else window.location.assign(target.href);
  }, []);
}

type SetSearchParams = (
  next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
  options?: { replace?: boolean },
) => void;

/**
 * The query of the page's address, and a setter that makes a new one a history entry of this page (or
 * replaces the current entry): the page stays, Back and Forward move between its queries, and the scroll
 * stays where it is (a history entry of the same document never scrolls).
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetSearchParams>((next, options) => {
    const value = typeof next === "function" ? next(new URLSearchParams(window.location.search)) : next;
    const url = new URL(window.location.href);
    url.search = value.toString();
    url.hash = "";
    if (options?.replace) window.history.replaceState(null, "", url.href);
    else window.history.pushState(null, "", url.href);
    window.dispatchEvent(new Event(historyEvent));
  }, []);
  return [params, set];
}

/** A route pattern's path with its parameters filled in (`/blog/:slug`). */
export function generatePath(path: string, params: Record<string, string | undefined> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** A loader's data as its page gets it (`typeof loader`), or the data's own type. */
type DataOf<T> = T extends (...args: never[]) => infer R ? Awaited<R> : T;

/** The page's loader data: `useLoaderData<typeof loader>()`, as the route module's loader returned it. */
export function useLoaderData<T = unknown>(): DataOf<T> {
  return useRoute().loaderData as DataOf<T>;
}

/** The root's data (`useRouteLoaderData<RootData>("root")`), or undefined when the tree was given none. */
export function useRouteLoaderData<T = unknown>(_id: "root"): DataOf<T> | undefined {
  return useRoute().rootData as DataOf<T> | undefined;
}

/** A loader's answer with a status, as a page that does not exist throws it (`throw data(null, 404)`). */
export function data<T>(value: T, init?: number | ResponseInit) {
  return { type: "DataWithResponseInit", data: value, init: typeof init === "number" ? { status: init } : init };
}

/** A `<meta>`, `<link>` or title of a page's head, as a route module's `meta` lists them. */
export type MetaDescriptor = Record<string, unknown>;

/**
 * What a route module's loader is given: the page's request, whose address names its language, its page and
 * (on the request page) its query, and the path's parameters (`/projects/:slug`).
 */
export interface LoaderArgs {
  request: Request;
  params: Record<string, string | undefined>;
}

/** The root's data and the page's, by route: what `meta` reads the shell's words from. */
export interface RouteMatch {
  id: string;
  pathname: string;
  params: Record<string, string | undefined>;
  data: unknown;
}

/** What a route module's `meta` is given: its loader's data, the page's address and the routes' data. */
export interface MetaArgs<Loader = undefined> {
  data: DataOf<Loader> | undefined;
  params: Record<string, string | undefined>;
  location: { pathname: string; search: string; hash: string };
  matches: RouteMatch[];
}

/** A route module's `meta`: the page's title, description, links and structured data. */
export type MetaFunction<Loader = undefined> = (args: MetaArgs<Loader>) => MetaDescriptor[];

/**
 * What a route module's component is given: its loader's data and, on a page rendered per request, the answer
 * to the form sent to it (`actionData`).
 */
export interface PageProps<Loader = undefined, Answer = never> {
  loaderData: DataOf<Loader>;
  actionData?: Answer | null;
  params: Record<string, string | undefined>;
  matches: RouteMatch[];
}
