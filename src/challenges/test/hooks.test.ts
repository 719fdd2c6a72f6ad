import { challengeSuite } from "./challenge-suite";

await challengeSuite("hooks", { part: 1, of: 2 });
