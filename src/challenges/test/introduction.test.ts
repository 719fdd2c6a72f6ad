import { challengeSuite } from "./challenge-suite";

await challengeSuite("introduction");
