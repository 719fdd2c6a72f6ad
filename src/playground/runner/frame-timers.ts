import { installWakeUps } from "./wake-ups";

/**
 * The frame's timers, with the guide's wake-ups while checks run (wake-ups.ts). Imported first
 * by main.ts: React's scheduler keeps the `setTimeout` it finds as it loads.
 */
export const wakeUps = installWakeUps((ms) =>
  // The guide's origin cannot be named from an opaque origin; nothing here is secret.
  parent.postMessage({ type: "wake-at", ms }, "*"),
);
