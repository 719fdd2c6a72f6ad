// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import * as icons from "./icons";

it("offers every lucide icon the demos import, so every demo stays editable", () => {
  const dir = path.join(process.cwd(), "src/demos");
  const used = readdirSync(dir)
    .filter((name) => name.endsWith("-demo.tsx"))
    .flatMap((name) => {
      const source = readFileSync(path.join(dir, name), "utf8");
      const match = /import \{([^}]*)\} from "lucide-react"/.exec(source);
      return match
        ? match[1]
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
        : [];
    });
  expect(used.length).toBeGreaterThan(0);
  for (const name of used) expect(Object.keys(icons), name).toContain(name);
});
