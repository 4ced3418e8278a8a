/**
 * A stand-in for "react-router" in Astro's build (aliased in astro.config.mjs): the handful of its APIs the
 * components of the pages Astro renders call, without a router. Only those: a component that needs more of
 * the router (the blog's query, a fetcher) fails the build here rather than half-working. Astro
 * renders each React tree on its own (no router, no route matches), so what the router used to hold comes
 * from `RouteProvider`: the page's path, its loader data and the root route's data (for islands, only the
 * parts the island renders).
 */
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from "react";

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
  if (!route) throw new Error("react-router shim: no RouteProvider above this component");
  return route;
}

type To = string | { pathname?: string; search?: string; hash?: string };
const href = (to: To) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`);

/** A plain link: every page is a document of its own. Router-only props are dropped. */
export function Link({
  to,
  prefetch: _prefetch,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  reloadDocument: _reloadDocument,
  viewTransition: _viewTransition,
  discover: _discover,
  ...props
}: Omit<ComponentProps<"a">, "href"> & {
  to: To;
  prefetch?: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  relative?: string;
  reloadDocument?: boolean;
  viewTransition?: boolean;
  discover?: string;
}) {
  return <a href={href(to)} {...props} />;
}

/** Said on the window when `useNavigate` changes the history itself (pushState fires no event). */
const historyEvent = "shim-history";
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
  return useCallback(
    (to: To | number, options?: { replace?: boolean; state?: unknown; preventScrollReset?: boolean }) => {
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
    },
    [],
  );
}

type SetSearchParams = (
  next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
  options?: { replace?: boolean; preventScrollReset?: boolean },
) => void;

/**
 * The query of the page's address, and a setter that makes a new one a history entry of this page (or
 * replaces the current entry): the page stays, Back and Forward move between its queries, and the scroll
 * stays where it is, as with the router's `preventScrollReset`.
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

export function useLoaderData<T = unknown>(): T {
  return useRoute().loaderData as T;
}

export function useRouteLoaderData<T = unknown>(id: string): T | undefined {
  const route = useRoute();
  return (id === "root" ? route.rootData : undefined) as T | undefined;
}

/** Only route modules use these (the loaders' 404s); kept so those modules import. */
export function data<T>(value: T, init?: number | ResponseInit) {
  return { type: "DataWithResponseInit", data: value, init: typeof init === "number" ? { status: init } : init };
}
export function redirect(url: string, init?: number | ResponseInit): Response {
  return new Response(null, { status: typeof init === "number" ? init : 302, headers: { Location: url } });
}

export type MetaDescriptor = Record<string, unknown>;
export type LoaderFunctionArgs = { request: Request; params: Record<string, string | undefined> };
export type ShouldRevalidateFunctionArgs = { currentUrl: URL; nextUrl: URL };
