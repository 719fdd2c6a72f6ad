import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { whenIdle } from "@/lib/when-idle";

/**
 * A page that opened prerendered was hydrated, never rendered: the first switch to another
 * lesson is the first time React creates DOM nodes, sets their properties, places them and
 * deletes a tree. V8 compiles each of those functions on its first call, inside that click
 * (30–50 ms of compiling at 4× CPU, measured on a prefetched switch). Rendering a small
 * throwaway tree once while the page is idle makes those first calls, so the click finds them
 * compiled.
 *
 * The tree lives in a detached element: never in the document, so nothing is laid out, shown
 * or announced. Each step (mount, update, unmount) runs in an idle period of its own, so none
 * becomes a long task. It starts on the reader's first sign of a switch (a pointer over, focus
 * on or press of a lesson link: `warmUpRenderingOnce`), not when the page turns idle: measured
 * at 4× CPU, a warm-up at idle could land just as an early click did, and made that cold
 * switch slower; after an intent it runs while the lesson's chunk is on its way.
 */

interface Item {
  key: string;
  text: string;
}

function Row({ item, onPick }: { item: Item; onPick: (key: string) => void }) {
  const [pressed, setPressed] = useState(false);
  return (
    <li data-key={item.key}>
      <button
        type="button"
        className="row"
        aria-pressed={pressed}
        onClick={() => {
          setPressed(!pressed);
          onPick(item.key);
        }}
      >
        {item.text}
      </button>
    </li>
  );
}

function Sample({ items, title }: { items: Item[]; title: string }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const [picked, setPicked] = useState<string>();
  const count = useMemo(() => items.length, [items]);
  useLayoutEffect(() => {
    ref.current?.setAttribute("data-measured", "");
  }, [title]);
  useEffect(() => {
    ref.current?.setAttribute("data-count", String(count));
  }, [count]);
  return (
    <article ref={ref} aria-labelledby={headingId} className="sample" style={{ marginTop: 0 }}>
      <h1 id={headingId} tabIndex={-1}>
        {title}
      </h1>
      <p>
        Some <strong>bold</strong>, <em>emphasis</em>, <code>code</code> and a{" "}
        <a href="#warm-up">link</a>. {picked ?? "None picked"}.
      </p>
      <ul>
        {items.map((item) => (
          <Row key={item.key} item={item} onPick={setPicked} />
        ))}
      </ul>
      <pre data-language="tsx">
        <code>
          <span className="line">
            <span style={{ color: "var(--shiki-light)" }}>const</span> x = 1;
          </span>
        </code>
      </pre>
      <table>
        <tbody>
          <tr>
            <th scope="row">Key</th>
            <td>{count}</td>
          </tr>
        </tbody>
      </table>
    </article>
  );
}

const firstItems: Item[] = ["a", "b", "c", "d"].map((key) => ({ key, text: `Item ${key}` }));
// Reordered, one removed, one added: moves, a deletion and a placement.
const secondItems: Item[] = ["d", "b", "e", "a"].map((key) => ({ key, text: `Item ${key}!` }));

let started = false;
/** The running warm-up's stop, while one runs. */
let stopRunning: (() => void) | undefined;

/** The page was rendered, not hydrated: React's rendering code has run, nothing to warm. */
export function renderingIsWarm() {
  started = true;
}

/** Starts the warm-up unless it has started (or was not needed); later calls do nothing. */
export function warmUpRenderingOnce() {
  if (started) return;
  started = true;
  const controller = new AbortController();
  stopRunning = () => controller.abort();
  void warmUpRendering(idleScheduler(), undefined, controller.signal).finally(() => {
    stopRunning = undefined;
  });
}

/**
 * A switch has begun: a warm-up that has not finished stops, so it never competes with the
 * render it was preparing for (a press right after the pointer arrived). That switch compiles
 * what it needs itself.
 */
export function stopWarmUp() {
  stopRunning?.();
}

type IdleScheduler = (callback: () => void) => void;

function idleScheduler(): IdleScheduler {
  return (callback) => void whenIdle(callback, { timeoutMs: 5000, fallbackMs: 100 });
}

/**
 * Mounts, updates and unmounts the sample tree in three idle periods. Resolves when done, so
 * tests (and nothing else) can wait for it. Once `signal` aborts, no step renders any more: a
 * tree already mounted is unmounted in the next idle period, and nothing else runs.
 */
export function warmUpRendering(
  schedule: IdleScheduler = idleScheduler(),
  container = document.createElement("div"),
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    let root: Root | undefined;
    const step = (work: () => void, next?: () => void) =>
      schedule(() => {
        if (signal?.aborted) {
          if (!root) return resolve();
          const mounted = root;
          schedule(() => {
            mounted.unmount();
            resolve();
          });
          return;
        }
        work();
        if (next) next();
        else resolve();
      });
    // React renders a root's update in a task of its own; `act`-free code waits for it with
    // the next idle period, which comes after that task.
    step(
      () => {
        root = createRoot(container);
        root.render(<Sample items={firstItems} title="Warm-up" />);
      },
      () =>
        step(
          () => root?.render(<Sample items={secondItems} title="Warm-up again" />),
          () => step(() => root?.unmount()),
        ),
    );
  });
}
