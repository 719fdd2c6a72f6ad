// Statistics and formatting.
import { gzipSync } from "node:zlib";
import { KB } from "./config.mjs";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const kb = (bytes) =>
  bytes === null || bytes === undefined ? "–" : (bytes / KB).toFixed(1);
export const seconds = (ms) => (ms === null ? "–" : `${(ms / 1000).toFixed(2)} s`);
export const millis = (ms) => (ms === null ? "–" : `${Math.round(ms)} ms`);
export const mark = (ok) => (ok ? "✓" : "✗");
export const markdownTable = (header, rows) =>
  [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
