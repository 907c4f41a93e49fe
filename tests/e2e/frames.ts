import type { Page } from 'playwright-core';

/**
 * Waits for the page to draw `count` more frames: what an input event changed (React's
 * render, then the effects that follow it, such as dnd-kit's choice of drop target) is
 * done by then. The event to wait for instead of a pause of some milliseconds.
 */
export async function framesDrawn(page: Page, count = 3): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
        next(frames);
      }),
    count,
  );
}

/**
 * Waits until a click reaches the page again. After a drop, dnd-kit stops clicks at the
 * document for a moment (so the drop is not also a click); a probe element outside the app
 * is clicked (without bubbling, so no handler of the app hears it) until the click arrives.
 */
export async function clicksReachThePage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const probe = document.createElement('i');
    let reached = false;
    probe.addEventListener('click', () => (reached = true));
    document.body.append(probe);
    probe.dispatchEvent(new MouseEvent('click', { bubbles: false }));
    probe.remove();
    return reached;
  });
}
