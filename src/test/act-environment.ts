import { afterAll, beforeAll } from "vitest";

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Sets React's act() environment flag while it runs `callback`, then puts back what it found.
 * The runner's page is not an act() environment (act would throw a reader's errors instead of
 * reporting them); Testing Library's render is.
 */
export function withActEnvironment<T>(value: boolean, callback: () => T): T {
  const previous = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = value;
  try {
    return callback();
  } finally {
    actGlobal.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/**
 * The flag for every test of the calling file (or describe block), restored after them: test
 * files share a worker's globals (vite.config.ts), so a flag left behind would decide whether
 * the next file's act() warnings show.
 */
export function actEnvironmentForTests(value: boolean) {
  let previous: boolean | undefined;
  beforeAll(() => {
    previous = actGlobal.IS_REACT_ACT_ENVIRONMENT;
    actGlobal.IS_REACT_ACT_ENVIRONMENT = value;
  });
  afterAll(() => {
    actGlobal.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}
