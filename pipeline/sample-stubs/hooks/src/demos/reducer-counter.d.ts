// The lesson shows this file through its demo (src/demos/reducer-counter.ts); the test sample
// imports it.
export interface CounterState {
  count: number;
  step: number;
}

export type CounterAction =
  | { type: "increment" }
  | { type: "decrement" }
  | { type: "setStep"; value: string }
  | { type: "reset" };

export function counterReducer(state: CounterState, action: CounterAction): CounterState;
