// The runner's second script (pipeline/playground-runner.ts): it hands its part to the first.
import { extras } from "./extras";

Object.defineProperty(globalThis, "__runnerExtras", { value: extras });
