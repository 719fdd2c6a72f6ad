import { challengeSuite } from "./challenge-suite";

await challengeSuite("new-features", { part: 2, of: 2 });
