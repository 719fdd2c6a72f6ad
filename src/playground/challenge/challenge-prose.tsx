/**
 * A hint or explanation from the challenge data: plain text in which `backticked` spans are
 * code, as authors write them in lessons (docs/AUTHORING.md). Nothing else is interpreted; a
 * backtick without its pair stays a backtick. Check names and messages are shown with it too.
 */
export function ChallengeProse({ text }: { text: string }) {
  return text.split(/`([^`\n]+)`/).map((part, index) =>
    index % 2 === 1 ? (
      <code
        key={index}
        className="rounded bg-slate-200/70 px-1 py-0.5 font-mono text-[0.85em] dark:bg-slate-800"
      >
        {part}
      </code>
    ) : (
      part
    ),
  );
}
