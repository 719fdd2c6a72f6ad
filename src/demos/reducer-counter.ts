export interface CounterState {
  count: number;
  step: number;
}

export type CounterAction =
  | { type: "increment" }
  | { type: "decrement" }
  | { type: "setStep"; value: string }
  | { type: "reset" };

export const initialCounterState: CounterState = { count: 0, step: 1 };

/** True when the text is a finite number ("2", "-3", "0.5"); false for "", "abc", "2x". */
export function isNumeric(value: string): boolean {
  return value.trim() !== "" && Number.isFinite(Number(value));
}

/** Reads the step input; anything that cannot be parsed as a number falls back to 1. */
export function parseStep(value: string): number {
  return isNumeric(value) ? Number(value) : 1;
}

/** Pure: the same state and action always give the same new state, and nothing is mutated. */
export function counterReducer(state: CounterState, action: CounterAction): CounterState {
  switch (action.type) {
    case "increment":
      return { ...state, count: state.count + state.step };
    case "decrement":
      return { ...state, count: state.count - state.step };
    case "setStep":
      return { ...state, step: parseStep(action.value) };
    case "reset":
      return initialCounterState;
    default:
      throw new Error("Unknown action type");
  }
}
