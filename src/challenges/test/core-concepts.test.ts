import { challengeSuite } from "./challenge-suite";

await challengeSuite("core-concepts");
