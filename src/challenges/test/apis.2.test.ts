import { challengeSuite } from "./challenge-suite";

await challengeSuite("apis", { part: 2, of: 2 });
