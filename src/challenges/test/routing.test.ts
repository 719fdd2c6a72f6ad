import { challengeSuite } from "./challenge-suite";

await challengeSuite("routing");
