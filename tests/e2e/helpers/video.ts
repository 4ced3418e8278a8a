import type { Page } from "@playwright/test";
import { videoSettleMs } from "../../../app/features/home/use-deferred-video";

/**
 * The hero video's host, YouTube's privacy-enhanced embed (decision 0007). Nothing outside this machine is
 * reachable in tests: the browser resolves no name but localhost (playwright.config.ts), so a request to the
 * host fails at once, and a spec that wants the frame to load answers it here (`stubVideoHost`).
 */
const videoHost = "youtube-nocookie.com";

/**
 * Answers the video host's frame with an empty page, so that the player's iframe loads and the
 * Content-Security-Policy's `frame-src` is exercised without the network.
 */
export async function stubVideoHost(page: Page) {
  await page.route(`https://www.${videoHost}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>video</title>" }),
  );
}

/**
 * Every request the page makes to YouTube or Google's video servers, recorded from now on (none reaches them:
 * their names do not resolve). An empty list proves the visitor was never announced to them.
 */
export function watchVideoHost(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (/youtube|googlevideo|ytimg/.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  return requests;
}

/**
 * Resolves after the load event, the video's settling time and two idle periods: past the moment the
 * hero video would have been added (decision 0007), so that "no iframe" then means "never".
 */
export async function afterLoadAndIdle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(
    (settleMs) =>
      new Promise<void>((resolve) =>
        setTimeout(
          () =>
            requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 3000 }), {
              timeout: 3000,
            }),
          settleMs,
        ),
      ),
    videoSettleMs,
  );
}
