/**
 * In-page probes of the editor benchmark, injected before any of the page's own scripts
 * (Playwright addInitScript) into the editor's top frame, ours and Puck's alike. Plain
 * JavaScript on purpose: a TypeScript function handed to Playwright would carry the
 * transpiler's helpers, which do not exist in the page.
 *
 * Options arrive as `window.__benchOptions` (set just before this script):
 *   readySelector: a block on the canvas (ours `[data-block-frame]`, Puck
 *                  `[data-puck-component]`);
 *   frameSelector: the iframe the canvas lives in (Puck's `#preview-frame`), or null.
 *
 * Everything is read back through `window.__bench`:
 *   longTasks   [start, end] of every task of 50 ms or more (PerformanceObserver);
 *   readyAt     performance.now() at the first animation frame showing a block;
 *   startFrames() / stopFrames(): the gaps between animation frames in between;
 *   startRenders() / stopRenders(): per React commit in between, how many blocks
 *               re-rendered and how many block-level component renders that took;
 *   armKeystroke(selector, inFrame, expected), then keystrokeResult(): the ms from the
 *               next keydown to the first animation frame whose canvas element
 *               `selector` shows `expected` (null after 5 s).
 *
 * Re-renders are read without React's Profiler and without touching either editor: a
 * stand-in for the React DevTools hook receives every commit; a component rendered in
 * the commit when its fiber is new or carries React's PerformedWork flag, and subtrees
 * React did not visit (child fibers shared with the previous tree) are skipped, as the
 * DevTools do. A render belongs to a block when its props name one: ours pass `block`
 * (BlockCell, BlockFrame, the block's component...), Puck passes `componentId`
 * (DropZoneChild), `id` with `componentType` (DraggableComponent) or `id` with `puck`
 * (the block's own render function).
 */
(function installEditorBenchProbes() {
  if (window !== window.top) return;
  const options = window.__benchOptions || {};
  const bench = {
    longTasks: [],
    readyAt: null,
    recordingRenders: false,
    commits: [],
  };
  window.__bench = bench;

  try {
    new PerformanceObserver(function (list) {
      for (const entry of list.getEntries())
        bench.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (_error) {
    // No long-task timing in this browser: the runner reports that no data arrived.
  }

  function canvasDocument() {
    if (!options.frameSelector) return document;
    const frame = document.querySelector(options.frameSelector);
    return frame && frame.contentDocument ? frame.contentDocument : null;
  }

  function watchReady() {
    const doc = canvasDocument();
    if (doc && options.readySelector && doc.querySelector(options.readySelector)) {
      bench.readyAt = performance.now();
      return;
    }
    requestAnimationFrame(watchReady);
  }
  requestAnimationFrame(watchReady);

  let frames = null;
  bench.startFrames = function () {
    frames = [];
    let last = null;
    function tick() {
      if (!frames) return;
      const now = performance.now();
      if (last !== null) frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  };
  bench.stopFrames = function () {
    const gaps = frames || [];
    frames = null;
    return gaps;
  };

  // A pointermove listener in every document a drag crosses, so each step shows in a
  // trace as an EventDispatch (bench/editor/metrics.ts workPerPointerStep).
  function noteStep() {}
  bench.listenForSteps = function () {
    window.addEventListener('pointermove', noteStep, { capture: true, passive: true });
    const doc = canvasDocument();
    if (doc && doc !== document)
      doc.defaultView.addEventListener('pointermove', noteStep, { capture: true, passive: true });
  };

  bench.startRenders = function () {
    bench.commits = [];
    bench.recordingRenders = true;
  };
  bench.stopRenders = function () {
    bench.recordingRenders = false;
    return bench.commits;
  };

  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = { 0: true, 1: true, 11: true, 14: true, 15: true };
  function blockIdOf(props) {
    if (!props || typeof props !== 'object') return null;
    if (props.block && typeof props.block === 'object' && typeof props.block.id === 'string')
      return props.block.id;
    if (typeof props.componentId === 'string') return props.componentId;
    if (
      typeof props.id === 'string' &&
      (typeof props.componentType === 'string' || (props.puck && typeof props.puck === 'object'))
    )
      return props.id;
    return null;
  }
  function countCommit(root) {
    const blocks = new Set();
    let renders = 0;
    const stack = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop();
      const rendered =
        COMPONENT_TAGS[fiber.tag] === true &&
        (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK);
      if (rendered) {
        const id = blockIdOf(fiber.memoizedProps);
        if (id !== null) {
          renders += 1;
          blocks.add(id);
        }
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      const untouched = fiber.alternate !== null && fiber.child === fiber.alternate.child;
      if (fiber.child && !untouched) stack.push(fiber.child);
    }
    bench.commits.push({ blocks: blocks.size, renders: renders });
  }
  let rendererId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: function (renderer) {
      rendererId += 1;
      this.renderers.set(rendererId, renderer);
      return rendererId;
    },
    onCommitFiberRoot: function (_id, root) {
      if (bench.recordingRenders) countCommit(root);
    },
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
    onScheduleFiberRoot: function () {},
    checkDCE: function () {},
  };

  bench.pendingKeystroke = null;
  bench.armKeystroke = function (selector, inFrame, expected) {
    bench.pendingKeystroke = new Promise(function (resolve) {
      let startedAt = null;
      const giveUpAt = performance.now() + 5000;
      function shows() {
        const doc = inFrame ? canvasDocument() : document;
        const element = doc ? doc.querySelector(selector) : null;
        return element !== null && (element.textContent || '').indexOf(expected) >= 0;
      }
      function check() {
        if (shows()) resolve(performance.now() - startedAt);
        else if (performance.now() > giveUpAt) resolve(null);
        else requestAnimationFrame(check);
      }
      document.addEventListener(
        'keydown',
        function (event) {
          startedAt = event.timeStamp;
          requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    });
  };
  bench.keystrokeResult = function () {
    return bench.pendingKeystroke;
  };
})();
