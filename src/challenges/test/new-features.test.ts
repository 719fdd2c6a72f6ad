import { challengeSuite } from "./challenge-suite";

await challengeSuite("new-features");
