import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { registry } from '../../blocks';
import type { Block } from '../../src/model';
import { PageRenderer } from '../../runtime/render/PageRenderer';
import { Button, buttonClass } from '../../src/ui';
import { canvasItems, canvasStyles } from '../canvas/Canvas';
import { useDashboard } from '../app/services';
import { commandOptionsFrom } from './accepts';
import { describeEvent } from './describeEvent';
import { createReplayer, type Replayer } from './replay';
import { parseSession, type RecordedSession } from './session';

/** Replay speeds: real time, or faster for long sessions. */
const SPEEDS = [1, 4, 16] as const;
const titleOf = (type: string) => registry.find(type)?.title ?? type;

/**
 * Watches a recorded editing session replay on the canvas (issue 9): load a session file,
 * then play (at the recorded pace, or faster), pause, step, or start over. The page is
 * drawn exactly as the editor draws it; nothing is saved.
 */
export function ReplayScreen() {
  const { snackbar } = useDashboard();
  const [session, setSession] = useState<RecordedSession | null>(null);
  return (
    <main className="ed-replay">
      <div className="ed-topbar">
        <h1>Replay an editing session</h1>
        <label className={buttonClass()}>
          Open session file…
          <input
            type="file"
            accept="application/json,.json"
            className="ui-visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              void file.text().then((text) => {
                try {
                  setSession(parseSession(JSON.parse(text)));
                } catch {
                  snackbar.pushError('This file is not a recorded editing session', 'replay-file');
                }
              });
            }}
          />
        </label>
      </div>
      {session ? (
        <Player key={session.name + session.steps.length} session={session} />
      ) : (
        <p className="dash-message">
          Open a session recorded in the editor (Developer → Record session) or one from
          fixtures/sessions/.
        </p>
      )}
    </main>
  );
}

function Player({ session }: { session: RecordedSession }) {
  const [replayer, setReplayer] = useState<Replayer>(() =>
    createReplayer(session, commandOptionsFrom(registry)),
  );
  useEffect(() => () => replayer.destroy(), [replayer]);
  const page = useSyncExternalStore(replayer.subscribe, replayer.page);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const step = useCallback(() => {
    const played = replayer.step();
    setPosition(replayer.position());
    if (!played || replayer.done()) setPlaying(false);
  }, [replayer]);

  useEffect(() => {
    if (!playing) return;
    const next = session.steps[replayer.position()];
    const previous = session.steps[replayer.position() - 1];
    if (!next) {
      setPlaying(false);
      return;
    }
    const wait = Math.min(2_000, Math.max(0, next.at - (previous?.at ?? 0))) / speed;
    timer.current = setTimeout(step, wait);
    return () => clearTimeout(timer.current);
  }, [playing, position, speed, session, replayer, step]);

  const reset = () => {
    setPlaying(false);
    setReplayer(createReplayer(session, commandOptionsFrom(registry)));
    setPosition(0);
  };

  const visibleItems = useCallback((blocks: readonly Block[]) => canvasItems(blocks), []);
  const context = useMemo(() => ({ mode: 'preview' as const, page, editing: true }), [page]);
  const current = session.steps[position - 1];
  return (
    <div className="ed-replay-body">
      <div className="ed-replay-controls" role="group" aria-label="Replay controls">
        <Button
          variant="primary"
          onClick={() => setPlaying((was) => !was)}
          disabled={replayer.done()}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button onClick={step} disabled={playing || replayer.done()}>
          Step
        </Button>
        <Button onClick={reset}>Start over</Button>
        <label>
          Speed{' '}
          <select
            value={speed}
            onChange={(event) => setSpeed(Number(event.target.value) as (typeof SPEEDS)[number])}
          >
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        </label>
        <span role="status" aria-live="polite">
          Step {position} of {session.steps.length}
          {current ? `: ${describeEvent(current.event, titleOf)}` : ''}
        </span>
      </div>
      <p className="ed-replay-about">
        <strong>{session.name}</strong> — {session.description}
      </p>
      <div className="ed-stage">
        <style>{canvasStyles(registry, page.theme ?? 'naked')}</style>
        <div className="ed-canvas sf-app">
          <div
            className="sf-page pb-root"
            style={{ ['--page-spacing' as string]: `${page.properties.ySpacing.value}px` }}
          >
            <PageRenderer
              blocks={page.blocks}
              registry={registry}
              visibleItems={visibleItems}
              context={context}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
