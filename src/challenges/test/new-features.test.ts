import { challengeSuite } from "./challenge-suite";

await challengeSuite("new-features", { part: 1, of: 2 });
