import { challengeSuite } from "./challenge-suite";

await challengeSuite("state-management");
