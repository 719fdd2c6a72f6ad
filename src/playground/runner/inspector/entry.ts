// The runner's inspector script (pipeline/playground-runner.ts): it hands its part to the first.
import { createInspector } from "./inspector";

Object.defineProperty(globalThis, "__runnerInspector", { value: { createInspector } });
