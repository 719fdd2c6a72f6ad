import { challengeSuite } from "./challenge-suite";

await challengeSuite("getting-started");
