import { challengeSuite } from "./challenge-suite";

await challengeSuite("hooks", { part: 2, of: 2 });
