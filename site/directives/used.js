// client:used — an island whose code loads when the visitor first reaches for it (a pointer moving over it,
// a touch, focus inside it), not with the page: a visitor who only reads never loads React, and until then
// the island's HTML serves on its own (links, native popovers, <details>). A pointer that merely rests over
// it as the page lays out (the browser then says "pointermove" with no movement) does not count.
//
// A click that comes before the code could not do what the visitor meant, so it is held and given again
// once the island runs: a click on one of the island's buttons (not a native popover's, which works
// already), or on a link it marks `data-held`, is given again to the same control, which React then
// hydrates at once to answer. A form's submit
// button whose code is slow to come sends the form as the HTML does, to the page that answers it.
//
// client:used="<request page's path>" is the shell's (the overlays, dialogs and the toaster): it also starts when
// a form's island asks for the toaster (notify.ts), and holds any click
// inside it (its contact tab is a link until then) and the plain clicks on links to that path's #quote or
// #consultation form anywhere in the page, and gives them again once the shell has started (the page's
// `data-hydrated` mark), so the dialog opens instead of the request page loading. A held link whose code is
// slow to come is followed after a moment, as it would be without scripts.
//
// client:used="?<name>,<name>…" is an island that shows what the address's query asks for (the blog's list,
// filtered by a shared link, a reload or Back): when the query holds one of those names, the island also starts
// once the page has been painted, unasked, since the HTML shows the unfiltered list.
import { requestDialogOf } from "../../app/features/leads/request-page";
import { toasterWantedEvent } from "../../app/features/notifications/notify";
import { isPlainClick } from "../../app/lib/plain-click";
import { afterFirstPaint } from "./after-paint";

/** @type {import("astro").ClientDirective} */
export default (load, options, el) => {
  const requestPath = typeof options.value === "string" && options.value.startsWith("/") ? options.value : null;
  const reach = ["pointermove", "pointerdown", "touchstart", "focusin"];
  let running = false;
  let started;
  const start = () => {
    if (!started) {
      for (const type of reach) el.removeEventListener(type, onReach);
      // Code that never comes (Astro then reports it on the island and hydrates nothing), or a shell that
      // fails to start, gives the held clicks back to the HTML.
      const failed = new Promise((resolve) => el.addEventListener("astro:hydration-error", resolve, { once: true }));
      const hydrated = load()
        .then((hydrate) => hydrate())
        .then(() => (requestPath ? shellStarted() : undefined));
      started = Promise.race([hydrated, failed])
        .catch(() => {})
        .then(() => {
          running = true;
        });
    }
    return started;
  };
  const onReach = (event) => {
    // The browser's own move when the page lays out under a resting pointer has no movement.
    if (event.type === "pointermove" && event.movementX === 0 && event.movementY === 0) return;
    start();
  };
  for (const type of reach) el.addEventListener(type, onReach, { passive: true });
  if (typeof options.value === "string" && options.value.startsWith("?")) {
    const names = options.value.slice(1).split(",");
    const query = new URLSearchParams(window.location.search);
    if (names.some((name) => query.has(name))) afterFirstPaint(start);
  }

  // A held link is followed (a held form sent) after all if the code takes longer than this (a slow link):
  // the page it leads to does the same thing, and a tap must not wait on the network with nothing to show.
  const holdLimitMs = 1200;
  // `fallback` is what the HTML would have done (follow the link, send the form), done after all if the code
  // takes longer than holdLimitMs.
  const hold = (event, again, fallback) => {
    event.preventDefault();
    let done = false;
    const timer =
      fallback &&
      setTimeout(() => {
        done = true;
        fallback();
      }, holdLimitMs);
    start().then(() => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      again();
    });
  };

  el.addEventListener("click", (event) => {
    if (running || !isPlainClick(event) || !(event.target instanceof Element)) return;
    if (requestPath) {
      const control = event.target.closest("a[href], button");
      if (!control || !el.contains(control)) return;
      // The control in that place once the shell runs (the contact tab's link becomes its button), or,
      // for a key press, where focus went.
      const { clientX, clientY, detail } = event;
      const again = () => {
        const now = detail > 0 ? document.elementFromPoint(clientX, clientY) : document.activeElement;
        now?.closest("a[href], button")?.click();
      };
      hold(event, again, control instanceof HTMLAnchorElement ? () => window.location.assign(control.href) : null);
      return;
    }
    const control = event.target.closest("button:not([popovertarget]), a[href][data-held]");
    if (!control || !el.contains(control)) return;
    // A link marked data-held is one the island takes over (the teaser's article, read in a dialog): it is
    // followed as a link if the code is slow to come.
    if (control instanceof HTMLAnchorElement) {
      hold(
        event,
        () => control.click(),
        () => window.location.assign(control.href),
      );
      return;
    }
    if (!(control instanceof HTMLButtonElement)) return;
    // A form's submit button sends the form as the HTML would if the code is slow to come: the page that
    // answers it works without scripts.
    const form = control.type === "submit" ? control.form : null;
    hold(event, () => control.click(), form ? () => form.requestSubmit(control) : null);
  });

  if (requestPath) {
    // A form elsewhere on the page needs the shell's toaster for its confirmation.
    window.addEventListener(toasterWantedEvent, () => start(), { once: true });
    document.addEventListener("click", (event) => {
      if (running || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[href]");
      if (!(link instanceof HTMLAnchorElement) || el.contains(link)) return;
      if (!requestDialogOf(link.href, window.location.origin, requestPath)) return;
      hold(
        event,
        () => link.click(),
        () => window.location.assign(link.href),
      );
    });
  }
};

/** How long a started shell is waited for before a held click goes to the page's HTML instead. */
const shellStartLimitMs = 8000;

/** Resolves once the shell has rendered and set the page's `data-hydrated` mark (its effects have run). */
function shellStarted() {
  const root = document.documentElement;
  if (root.dataset.hydrated === "true") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated === "true") done();
    });
    const timer = setTimeout(done, shellStartLimitMs);
    observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  });
}
