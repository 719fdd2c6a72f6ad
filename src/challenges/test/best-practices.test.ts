import { challengeSuite } from "./challenge-suite";

await challengeSuite("best-practices");
