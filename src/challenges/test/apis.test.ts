import { challengeSuite } from "./challenge-suite";

await challengeSuite("apis", { part: 1, of: 2 });
